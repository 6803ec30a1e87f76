/** Order details (docs/product/orders.md §2 "orders/{id}"): the order in full, or the not-found text for another customer's or an unknown order. */
import './catalog.ts';
import { useParams } from 'react-router';
import { OrderDetailsPageDocument } from './OrderDetailsPage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { OrderDetails } from './OrderDetails.tsx';

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const page = usePageQuery(OrderDetailsPageDocument, { variables: { id } });
  return (
    <TitledPage title={t('section.orderDetails')} back={{ to: paths.orders, label: t('orders.backToOrders') }}>
      <PageData
        page={page}
        select={(data) => data.viewer.customer?.order}
        notFound="orders.details.notFound"
        loadError="orders.loadError"
      >
        {(order) => (
          <OrderDetails
            order={order}
            flags={{
              multipleVouchers: page.data?.featureFlags?.multipleVouchers ?? true,
              orderCancellation: page.data?.featureFlags?.orderCancellation ?? false,
            }}
          />
        )}
      </PageData>
    </TitledPage>
  );
}

/** Add a delivery address (docs/product/addresses.md §2 my-addresses/add): postal or a pickup station; not offered beyond the limit. */
import './catalog.ts';
import { useNavigate } from 'react-router';
import { AddDeliveryAddressPageDocument } from './AddDeliveryAddressPage.generated.ts';
import { useAddDeliveryAddress } from './useAddDeliveryAddress.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { AddressForm, deliveryInput, emptyAddress } from './AddressForm.tsx';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const { market } = useMarket();
  const page = usePageQuery(AddDeliveryAddressPageDocument);
  const [add] = useAddDeliveryAddress();
  const back = () => void navigate(paths.addresses);
  return (
    <TitledPage
      title={t('addresses.delivery.addTitle')}
      back={{ to: paths.addresses, label: t('addresses.backToBook') }}
      narrow
    >
      <PageData page={page} select={(data) => data.viewer.customer} loadError="addresses.delivery.loadError">
        {(customer) =>
          customer.deliveryAddresses?.isCreateAllowed === false ? (
            <Notice tone="info">
              {t('addresses.delivery.limit', { max: customer.deliveryAddresses.maxDeliveryAddresses })}
            </Notice>
          ) : (
            <AddressForm
              kind="delivery"
              defaults={emptyAddress(market, customer)}
              draft={{ owner: customer.id, form: 'newDeliveryAddress' }}
              save={(values, confirmed) => add({ input: deliveryInput(values, confirmed) })}
              onSaved={() => void navigate(paths.addresses, { state: { saved: true } })}
              cancelTo={back}
            />
          )
        }
      </PageData>
    </TitledPage>
  );
}

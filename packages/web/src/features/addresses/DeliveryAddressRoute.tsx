/**
 * An address book entry (docs/product/addresses.md §2 my-addresses/{id}, §4 "Draft"): edit a delivery address, what is
 * typed kept as this address's draft; back link to the address book.
 */
import './catalog.ts';
import { useNavigate, useParams } from 'react-router';
import { DeliveryAddressPageDocument } from './DeliveryAddressPage.generated.ts';
import { useChangeDeliveryAddress } from './useChangeDeliveryAddress.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { AddressForm, addressValues, deliveryInput } from './AddressForm.tsx';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const page = usePageQuery(DeliveryAddressPageDocument, { variables: { id } });
  const [change] = useChangeDeliveryAddress();
  return (
    <TitledPage
      title={t('addresses.delivery.editTitle')}
      back={{ to: paths.addresses, label: t('addresses.backToBook') }}
      narrow
    >
      <PageData
        page={page}
        select={(data) => data.viewer.customer?.deliveryAddress}
        notFound="addresses.notFound"
        loadError="addresses.delivery.loadError"
      >
        {(address) => (
          <AddressForm
            kind="delivery"
            defaults={addressValues(address)}
            draft={{ owner: page.data?.viewer.customer?.id ?? '', form: `deliveryAddress:${id}` }}
            save={(values, confirmed) => change({ id, input: deliveryInput(values, confirmed) })}
            onSaved={() => void navigate(paths.addresses, { state: { saved: true } })}
            cancelTo={() => void navigate(paths.addresses)}
          />
        )}
      </PageData>
    </TitledPage>
  );
}

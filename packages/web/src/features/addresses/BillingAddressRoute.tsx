/**
 * Create or edit the billing address (docs/product/addresses.md §2 my-addresses/billing-address, §6: required before
 * ordering and before payment methods). A Packstation is never a billing address. After the
 * first billing address a dialog says so and leads on; the complete-profile hint disappears.
 */
import './catalog.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BillingAddressPageDocument } from './BillingAddressPage.generated.ts';
import { useSaveBillingAddress } from './useSaveBillingAddress.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { AddressForm, addressLines, addressValues, emptyAddress } from './AddressForm.tsx';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const { market } = useMarket();
  const page = usePageQuery(BillingAddressPageDocument);
  const [saveBilling] = useSaveBillingAddress();
  const [created, setCreated] = useState(false);
  const existing = page.data?.viewer.customer?.billingAddress;
  return (
    <TitledPage
      title={t(existing ? 'addresses.billing.edit' : 'addresses.billing.createTitle')}
      back={{ to: paths.addresses, label: t('addresses.backToBook') }}
      narrow
    >
      <PageData page={page} select={(data) => data.viewer.customer} loadError="addresses.billing.loadError">
        {(customer) => (
          <AddressForm
            kind="billing"
            defaults={customer.billingAddress ? addressValues(customer.billingAddress) : emptyAddress(market, customer)}
            draft={{ owner: customer.id, form: 'billingAddress' }}
            save={(values, confirmed) =>
              saveBilling({ input: { address: addressLines({ ...values, kind: 'POSTAL' }), confirmed } })
            }
            onSaved={(result) => {
              if ('created' in result && result.created) setCreated(true);
              else void navigate(paths.addresses, { state: { saved: true } });
            }}
            cancelTo={() => void navigate(paths.addresses)}
          />
        )}
      </PageData>
      <Dialog
        open={created}
        title={t('addresses.billing.createdTitle')}
        closeLabel={t('addresses.backToBook')}
        onClose={() => void navigate(paths.addresses)}
        actions={
          <div className="row">
            <Link className="btn btn-primary" to={paths.paymentMethods}>
              {t('addresses.billing.toPayment')}
            </Link>
            <Link className="btn btn-outline" to={paths.addresses}>
              {t('addresses.backToBook')}
            </Link>
          </div>
        }
      >
        <p>{t('addresses.billing.createdBody')}</p>
      </Dialog>
    </TitledPage>
  );
}

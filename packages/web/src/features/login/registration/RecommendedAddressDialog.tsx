/**
 * The address check suggests a different spelling (SPEC §4 "Addresses", §5): the customer
 * chooses between the recommended address and their own input, or goes back to edit it.
 */
import { useT } from '../../../lib/i18n/index.tsx';
import { Dialog } from '../../../components/Dialog.tsx';

/** An address as the check compares it. */
export interface CheckedAddress {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
}

export interface AddressChoice {
  own: CheckedAddress;
  recommended: CheckedAddress;
}

function Address({ address }: { address: CheckedAddress }) {
  return (
    <>
      {address.street} {address.streetNumber}
      <br />
      {address.zipCode} {address.city}
    </>
  );
}

export function RecommendedAddressDialog({
  choice,
  onChoose,
}: {
  choice: AddressChoice | null;
  onChoose: (use: 'recommended' | 'own' | 'edit') => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={choice !== null}
      title={t('register.addressCheck.title')}
      closeLabel={t('register.addressCheck.cancel')}
      onClose={() => onChoose('edit')}
      actions={
        <div className="row">
          <button type="button" className="link-button" onClick={() => onChoose('edit')}>
            {t('register.addressCheck.cancel')}
          </button>
        </div>
      }
    >
      <p>{t('register.addressCheck.body')}</p>
      {choice && (
        <div className="address-choices">
          <div className="address-choice">
            <h3 className="field-label">{t('register.addressCheck.recommended')}</h3>
            <p>
              <Address address={choice.recommended} />
            </p>
            <button type="button" className="btn btn-primary" onClick={() => onChoose('recommended')}>
              {t('register.addressCheck.useRecommended')}
            </button>
          </div>
          <div className="address-choice">
            <h3 className="field-label">{t('register.addressCheck.own')}</h3>
            <p>
              <Address address={choice.own} />
            </p>
            <button type="button" className="btn btn-outline" onClick={() => onChoose('own')}>
              {t('register.addressCheck.useOwn')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

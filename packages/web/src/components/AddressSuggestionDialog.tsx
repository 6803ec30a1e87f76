/**
 * The address check suggests a different spelling (docs/product/addresses.md §4 "Addresses", §5): the customer
 * chooses between the recommended address and their own input, or goes back to edit it. The
 * parts that differ (street, number, ZIP, city) are highlighted in both addresses. Used by the
 * registration and the address book.
 */
import './catalog.ts';
import type { RefObject } from 'react';
import { useT } from '../lib/i18n/index.tsx';
import { Dialog } from './Dialog.tsx';

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

const PARTS = ['street', 'streetNumber', 'zipCode', 'city'] as const;

function same(a: string, b: string): boolean {
  return a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** One part of the address, marked (and announced) when it differs from the other address. */
function Part({ value, differs }: { value: string; differs: boolean }) {
  const t = useT();
  if (!differs) return <>{value}</>;
  return (
    <mark className="address-difference">
      <span className="visually-hidden">{t('addressCheck.differs')} </span>
      {value}
    </mark>
  );
}

function Address({ address, other }: { address: CheckedAddress; other: CheckedAddress }) {
  const differs = Object.fromEntries(PARTS.map((part) => [part, !same(address[part], other[part])])) as Record<
    (typeof PARTS)[number],
    boolean
  >;
  return (
    <>
      <Part value={address.street} differs={differs.street} />{' '}
      <Part value={address.streetNumber} differs={differs.streetNumber} />
      <br />
      <Part value={address.zipCode} differs={differs.zipCode} /> <Part value={address.city} differs={differs.city} />
    </>
  );
}

export function AddressSuggestionDialog({
  choice,
  onChoose,
  returnFocus,
}: {
  choice: AddressChoice | null;
  onChoose: (use: 'recommended' | 'own' | 'edit') => void;
  /** Where the focus goes when the dialog closes (the form's save button). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <Dialog
      open={choice !== null}
      title={t('addressCheck.title')}
      closeLabel={t('addressCheck.cancel')}
      onClose={() => onChoose('edit')}
      returnFocus={returnFocus}
      actions={
        <div className="row">
          <button type="button" className="link-button" onClick={() => onChoose('edit')}>
            {t('addressCheck.cancel')}
          </button>
        </div>
      }
    >
      <p>{t('addressCheck.body')}</p>
      {choice && (
        <div className="address-choices">
          <div className="address-choice">
            <h3 className="field-label">{t('addressCheck.recommended')}</h3>
            <p data-testid="address-recommended">
              <Address address={choice.recommended} other={choice.own} />
            </p>
            <button type="button" className="btn btn-primary" onClick={() => onChoose('recommended')}>
              {t('addressCheck.useRecommended')}
            </button>
          </div>
          <div className="address-choice">
            <h3 className="field-label">{t('addressCheck.own')}</h3>
            <p data-testid="address-own">
              <Address address={choice.own} other={choice.recommended} />
            </p>
            <button type="button" className="btn btn-outline" onClick={() => onChoose('own')}>
              {t('addressCheck.useOwn')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/**
 * The address form's draft (docs/product/addresses.md §4, lib/formDraft.ts): the values typed into
 * a new delivery address, a delivery address being edited or the billing address, kept while the
 * customer types. One draft for the
 * address forms, tagged with the form it belongs to; read back only field by field, each of the
 * type, the choices and the length its field takes.
 */
import { clearDraft, readDraft, saveDraft } from '../../lib/formDraft.ts';
import { ADDRESS_FIELD_BOUNDS, ADDRESS_FORM_FIELDS, type AddressFormValues } from './addressFormRules.ts';

const DRAFT = 'address';

/** Which address form a draft belongs to: a new delivery address, the edit of the delivery address with that id, the billing address. */
export type AddressDraftForm = 'newDeliveryAddress' | `deliveryAddress:${string}` | 'billingAddress';

const CHOICES = {
  kind: ['POSTAL', 'PACKSTATION', 'POSTFILIALE', 'PAKETSHOP', 'POSTSTATION'],
  salutation: ['MS', 'MR', 'FAMILY'],
  countryCode: ['DE', 'AT', 'CH'],
} as const;

function same(a: AddressFormValues, b: AddressFormValues): boolean {
  return (Object.keys(a) as (keyof AddressFormValues)[]).every((key) => a[key] === b[key]);
}

/** The draft of `owner` for `form` laid over the form's defaults, or null when there is none. */
export function readAddressDraft(
  owner: string,
  form: AddressDraftForm,
  defaults: AddressFormValues,
): AddressFormValues | null {
  const stored = readDraft(DRAFT, owner) as { form?: unknown; values?: Record<string, unknown> } | null;
  if (
    !stored ||
    typeof stored !== 'object' ||
    stored.form !== form ||
    typeof stored.values !== 'object' ||
    stored.values === null
  )
    return null;
  const values = stored.values;
  const draft: AddressFormValues = { ...defaults };
  for (const field of ADDRESS_FORM_FIELDS) {
    const value = values[field];
    if (typeof value === 'string') draft[field] = value.slice(0, ADDRESS_FIELD_BOUNDS[field].maxLength);
  }
  for (const [field, choices] of Object.entries(CHOICES) as [keyof typeof CHOICES, readonly string[]][]) {
    const value = values[field];
    if (typeof value === 'string' && choices.includes(value))
      (draft as unknown as Record<string, string>)[field] = value;
  }
  if (typeof values['isPreferred'] === 'boolean') draft.isPreferred = values['isPreferred'];
  return same(draft, defaults) ? null : draft;
}

/** Keeps the values typed (the form's defaults unchanged keep nothing). */
export function saveAddressDraft(
  owner: string,
  form: AddressDraftForm,
  values: AddressFormValues,
  defaults: AddressFormValues,
): void {
  saveDraft(DRAFT, owner, same(values, defaults) ? null : { form, values });
}

export function clearAddressDraft(): void {
  clearDraft(DRAFT);
}

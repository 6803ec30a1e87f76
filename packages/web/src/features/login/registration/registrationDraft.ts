/**
 * The registration's draft (docs/product/ways-in.md §4 "Registration", lib/formDraft.ts): what the
 * visitor typed, so a reload midway loses nothing: the login opens the registration again with
 * the fields filled. Never the password; not for a registration through a sign-in provider (its
 * token is good for one attempt). Of the market it was typed in; gone once the account is
 * created, when the visitor goes back to the login, and when the tab is closed.
 */
import { CREATE_ACCOUNT_BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { MAX_PERSON_NAME_LENGTH } from '@mein-konto/schema/rules/personName';
import type { Market } from '../../../lib/config.ts';
import { clearDraft, readDraft, saveDraft } from '../../../lib/formDraft.ts';
import { REGISTRATION_DRAFT as DRAFT } from './registrationDraftEmail.ts';
import type { RegistrationValues } from './registrationSchema.ts';

export type RegistrationDraft = Omit<RegistrationValues, 'password'>;

const TEXT_FIELDS = {
  firstName: MAX_PERSON_NAME_LENGTH,
  lastName: MAX_PERSON_NAME_LENGTH,
  street: CREATE_ACCOUNT_BOUNDS.street.maxLength,
  streetNumber: CREATE_ACCOUNT_BOUNDS.streetNumber.maxLength,
  addressAddition: CREATE_ACCOUNT_BOUNDS.addressAddition.maxLength,
  zipCode: CREATE_ACCOUNT_BOUNDS.zipCode.maxLength,
  city: CREATE_ACCOUNT_BOUNDS.city.maxLength,
  dateOfBirth: CREATE_ACCOUNT_BOUNDS.dateOfBirth.maxLength,
  email: CREATE_ACCOUNT_BOUNDS.email.maxLength,
} as const satisfies Partial<Record<keyof RegistrationDraft, number>>;

type TextField = keyof typeof TEXT_FIELDS;
const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS) as TextField[];

/** Nothing typed yet: only the e-mail the username step brought along. */
const isEmpty = (draft: RegistrationDraft) =>
  TEXT_FIELD_NAMES.every((field) => field === 'email' || draft[field].trim() === '');

/** The draft typed in this market (each field checked and cut to its bound), or null. */
export function readRegistrationDraft(market: Market): RegistrationDraft | null {
  const stored = readDraft(DRAFT, market) as Record<string, unknown> | null;
  if (!stored || typeof stored !== 'object') return null;
  const text = (field: TextField) => {
    const value = stored[field];
    return typeof value === 'string' ? value.slice(0, TEXT_FIELDS[field]) : '';
  };
  const texts = Object.fromEntries(TEXT_FIELD_NAMES.map((field) => [field, text(field)])) as Record<TextField, string>;
  // Without the e-mail the registration cannot be reopened.
  if (texts.email.trim() === '') return null;
  const draft: RegistrationDraft = {
    ...texts,
    salutation: stored['salutation'] === 'MR' ? 'MR' : 'MS',
    newsletterConsent: stored['newsletterConsent'] === true,
  };
  return isEmpty(draft) ? null : draft;
}

/** Keeps the form's values, the password left out (an untouched form keeps nothing). */
export function saveRegistrationDraft(market: Market, values: RegistrationValues): void {
  const { password: _password, ...kept } = values;
  saveDraft(DRAFT, market, isEmpty(kept) ? null : kept);
}

export function clearRegistrationDraft(): void {
  clearDraft(DRAFT);
}

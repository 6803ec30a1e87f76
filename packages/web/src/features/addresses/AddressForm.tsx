/**
 * The address form (docs/product/addresses.md §3 "Address form", §5 "Addresses") for the billing address and the
 * delivery addresses, postal or a pickup station. Checks every rule while typing; saving runs
 * the address check on the server: a differing suggestion opens the choice dialog (with the
 * differences highlighted) and the chosen address is saved with `confirmed`. A failed save keeps
 * everything typed and says why; server field errors appear at their fields. With `draft`, what
 * is typed is kept in the tab (addressDraft.ts): after a session that ended meanwhile and the
 * login, the form shows it again.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Anchor, Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import type { CountryCode, DeliveryAddressInput } from '../../gql/schemaTypes.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { fieldErrorText, showErrorOutcome, type ErrorOutcome } from '../../lib/errorOutcome.ts';
import type { MutationOutcome } from '../../lib/mutationOutcome.ts';
import { TextField } from '../../components/TextField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { AddressSuggestionDialog, type AddressChoice } from '../../components/AddressSuggestionDialog.tsx';
import type { AddressForm_DeliverySavedFragment, AddressForm_SuggestionFragment } from './AddressForm.generated.ts';
import type { AddressCardAddress } from './AddressCard.tsx';
import {
  ADDRESS_FIELD_BOUNDS,
  ADDRESS_FORM_FIELDS,
  addressResolver,
  type AddressFormValues,
} from './addressFormRules.ts';
import { clearAddressDraft, readAddressDraft, saveAddressDraft, type AddressDraftForm } from './addressDraft.ts';

/**
 * A save's result members: a saved delivery address (AddressForm_deliverySaved), a saved billing
 * address, or the address check's suggestion (AddressForm_suggestion, an expected error that opens
 * the choice dialog); the other expected errors come as the outcome's `refused`.
 */
export type SaveResult = { __typename: string } & (
  AddressForm_DeliverySavedFragment | Partial<AddressForm_SuggestionFragment> | object
);

const COUNTRIES: readonly CountryCode[] = ['DE', 'AT', 'CH'];

function countryOfMarket(market: 'de' | 'at' | 'ch'): CountryCode {
  return market === 'at' ? 'AT' : market === 'ch' ? 'CH' : 'DE';
}

/** Empty form values in the market's country (salutation MS by default, docs/product/addresses.md §3). */
export function emptyAddress(
  market: 'de' | 'at' | 'ch',
  name: { firstName?: string | null; lastName?: string | null } = {},
): AddressFormValues {
  return {
    kind: 'POSTAL',
    salutation: 'MS',
    firstName: name.firstName ?? '',
    lastName: name.lastName ?? '',
    street: '',
    streetNumber: '',
    addressAddition: '',
    zipCode: '',
    city: '',
    countryCode: countryOfMarket(market),
    phone: '',
    stationNumber: '',
    postNumber: '',
    isPreferred: false,
  };
}

/** Form values of a saved address. */
export function addressValues(address: AddressCardAddress): AddressFormValues {
  const delivery = address.__typename === 'DeliveryAddress' ? address : null;
  return {
    kind: delivery?.pickupKind ?? 'POSTAL',
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    street: delivery?.pickupKind ? '' : address.street,
    streetNumber: delivery?.pickupKind ? '' : address.streetNumber,
    addressAddition: address.addressAddition ?? '',
    zipCode: address.zipCode,
    city: address.city,
    countryCode: address.countryCode,
    phone: address.phone ?? '',
    stationNumber: delivery?.stationNumber ?? '',
    postNumber: delivery?.postNumber ?? '',
    isPreferred: delivery?.isPreferred ?? false,
  };
}
const KINDS = ['POSTAL', 'PACKSTATION', 'POSTFILIALE', 'PAKETSHOP', 'POSTSTATION'] as const;

/** The mutation input of the form's values (delivery addresses; billing addresses use `address`). */
export function deliveryInput(values: AddressFormValues, confirmed: boolean): DeliveryAddressInput {
  const pickup = values.kind === 'POSTAL' ? null : values.kind;
  return {
    address: addressLines(values),
    ...(pickup
      ? { pickupKind: pickup, stationNumber: values.stationNumber.trim(), postNumber: values.postNumber.trim() }
      : {}),
    isPreferred: values.isPreferred,
    confirmed,
  };
}

export function addressLines(values: AddressFormValues) {
  const pickup = values.kind !== 'POSTAL';
  return {
    salutation: values.salutation,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: pickup ? null : values.street.trim(),
    streetNumber: pickup ? null : values.streetNumber.trim(),
    addressAddition: pickup ? null : values.addressAddition.trim() || null,
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    phone: values.phone.trim() || null,
  };
}

export function AddressForm<T extends SaveResult>({
  kind,
  defaults,
  save,
  onSaved,
  cancelTo,
  draft,
}: {
  kind: 'billing' | 'delivery';
  defaults: AddressFormValues;
  /** Keeps what is typed as a draft of the customer `owner` (addressDraft.ts): a session that ends meanwhile loses nothing. */
  draft?: { owner: string; form: AddressDraftForm };
  /** Runs the save (a mutation hook) with the form's values, `confirmed` after the address check's choice. */
  save: (values: AddressFormValues, confirmed: boolean) => Promise<MutationOutcome<T>>;
  onSaved: (result: Exclude<T, ErrorOutcome>) => void;
  cancelTo: () => void;
}) {
  const t = useT();
  const market = useMarket();
  const resolver = useMemo(() => addressResolver(kind), [kind]);
  const [restored] = useState(() => (draft ? readAddressDraft(draft.owner, draft.form, defaults) : null));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver, defaultValues: restored ?? defaults, shouldFocusError: true });
  const owner = draft?.owner;
  const draftForm = draft?.form;
  const [draftDefaults] = useState(defaults);
  useEffect(() => {
    if (owner === undefined || draftForm === undefined) return undefined;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveAddressDraft(owner, draftForm, values, draftDefaults),
    });
  }, [subscribe, owner, draftForm, draftDefaults]);
  const addressKind = useWatch({ control, name: 'kind' });
  const [message, setMessage] = useState<string | null>(null);
  // The address was deleted meanwhile (e.g. in another tab): saving cannot work, the way back is offered.
  const [deleted, setDeleted] = useState(false);
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const pickup = kind === 'delivery' && addressKind !== 'POSTAL';
  // The save button is busy (disabled) while the address check's dialog opens: closing it returns the focus there.
  const submitRef = useRef<HTMLButtonElement>(null);

  const submit = async (values: AddressFormValues, confirmed: boolean) => {
    setMessage(null);
    setDeleted(false);
    const outcome = await save(values, confirmed);
    if (outcome.kind === 'failed') {
      if (outcome.notFound && kind === 'delivery') setDeleted(true);
      else setMessage(t('addresses.form.saveFailed'));
      return;
    }
    // The address check's suggestion comes as an expected error (AddressSuggested): it opens the choice.
    const member = outcome.kind === 'done' ? outcome.result : outcome.error;
    if (member.__typename === 'AddressSuggested' && 'entered' in member && member.entered && member.suggested) {
      setChoice({ own: member.entered, recommended: member.suggested });
      return;
    }
    if (outcome.kind === 'refused') {
      setMessage(showErrorOutcome(t, outcome.error, { form: { setError, fields: ADDRESS_FORM_FIELDS } }));
      return;
    }
    if (draft) clearAddressDraft();
    onSaved(outcome.result);
  };

  const choose = async (use: 'recommended' | 'own' | 'edit') => {
    const current = choice;
    setChoice(null);
    if (!current || use === 'edit') return;
    if (use === 'recommended') {
      const { street, streetNumber, zipCode, city } = current.recommended;
      setValue('street', street);
      setValue('streetNumber', streetNumber);
      setValue('zipCode', zipCode);
      setValue('city', city);
    }
    await submit(getValues(), true);
  };

  const field = (
    name: (typeof ADDRESS_FORM_FIELDS)[number],
    label: string,
    extra: { required?: boolean; description?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <TextField
      label={extra.required === false ? `${label} ${t('form.optional')}` : label}
      required={extra.required !== false}
      description={extra.description}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      maxLength={ADDRESS_FIELD_BOUNDS[name].maxLength}
      error={fieldErrorText(t, errors[name])}
      {...register(name)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => submit(values, false))(event)}
      onFocus={() => resolver.preload()}
    >
      <Stack gap="md">
        {restored && (
          <Notice tone="info">
            <p>{t('addresses.form.draftRestored')}</p>
          </Notice>
        )}
        {kind === 'delivery' && (
          <NativeSelect
            label={t('addresses.form.kind')}
            data={KINDS.map((k) => ({
              value: k,
              label: t(k === 'POSTAL' ? 'addresses.form.kind.POSTAL' : `addresses.pickup.${k}`),
            }))}
            {...register('kind')}
          />
        )}
        <NativeSelect
          label={t('addresses.form.salutation')}
          data={(['MS', 'MR', 'FAMILY'] as const).map((s) => ({ value: s, label: t(`addresses.salutation.${s}`) }))}
          {...register('salutation')}
        />
        {field('firstName', t('addresses.form.firstName'), { autoComplete: 'given-name' })}
        {field('lastName', t('addresses.form.lastName'), { autoComplete: 'family-name' })}
        {pickup ? (
          <>
            {field('stationNumber', t('addresses.form.stationNumber'), {
              description: t('addresses.form.stationNumberHint'),
              inputMode: 'numeric',
            })}
            {field('postNumber', t('addresses.form.postNumber'), {
              description: t('addresses.form.postNumberHint'),
              inputMode: 'numeric',
            })}
          </>
        ) : (
          <>
            {field('street', t('register.street'), { autoComplete: 'address-line1' })}
            {field('streetNumber', t('register.streetNumber'))}
            {field('addressAddition', t('addresses.form.addressAddition'), {
              required: false,
              description: t('addresses.form.addressAdditionHint'),
              autoComplete: 'address-line2',
            })}
          </>
        )}
        {field('zipCode', t('register.zipCode'), { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {field('city', t('register.city'), { autoComplete: 'address-level2' })}
        {kind === 'delivery' ? (
          <NativeSelect
            label={t('addresses.form.country')}
            data={COUNTRIES.map((c) => ({ value: c, label: t(`addresses.country.${c}`) }))}
            {...register('countryCode')}
          />
        ) : (
          <p>
            {t('addresses.form.billingCountry', { country: t(`addresses.country.${countryOfMarket(market.market)}`) })}
          </p>
        )}
        {field('phone', t('addresses.form.phone'), {
          required: false,
          description: t('addresses.form.phoneHint'),
          autoComplete: 'tel',
          inputMode: 'tel',
        })}
        {kind === 'delivery' && <Checkbox label={t('addresses.form.isPreferred')} {...register('isPreferred')} />}
        <div aria-live="assertive">
          {message && <Notice tone="error">{message}</Notice>}
          {deleted && (
            <Notice tone="error">
              <p>{t('addresses.form.deleted')}</p>
              <Anchor component={Link} to={paths.addresses}>
                {t('addresses.form.deletedBack')}
              </Anchor>
            </Notice>
          )}
        </div>
        <Group>
          <button
            ref={submitRef}
            type="submit"
            className="btn btn-primary"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {t('addresses.form.save')}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              if (draft) clearAddressDraft();
              cancelTo();
            }}
          >
            {t('addresses.form.cancel')}
          </button>
        </Group>
      </Stack>
      <AddressSuggestionDialog choice={choice} onChoose={(use) => void choose(use)} returnFocus={submitRef} />
    </form>
  );
}

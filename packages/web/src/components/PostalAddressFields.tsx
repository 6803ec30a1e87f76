/**
 * A postal address of the market, as every form asks for it (registration, account verification):
 * street and house number, the address addition where the form has one, ZIP code and city, the
 * market's country; the same bounds (`ADDRESS_LINE_BOUNDS`), labels, hints, autocomplete and
 * messages (checked by `postalAddressProblems`, personFieldRules.ts).
 */
import './catalog.ts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ADDRESS_LINE_BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { fieldErrorText } from '../lib/errorOutcome.ts';
import { useT } from '../lib/i18n/index.tsx';
import { useMarket } from '../lib/market.tsx';
import { registerGroup, type FieldGroupProps } from './PersonNameFields.tsx';
import type { PostalAddressValues } from './personFieldRules.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

const COUNTRY = { de: 'DE', at: 'AT', ch: 'CH' } as const;

/** The fields of a postal address, in the form's order (a form's list of fields for the server's field errors). */
export const POSTAL_ADDRESS_FIELDS = ['street', 'streetNumber', 'addressAddition', 'zipCode', 'city'] as const;

/** The address fields of a form (`register`: the form's), in the form's order; `withAddition`: with the address addition. */
export function postalAddressFields<T extends PostalAddressValues>(
  register: UseFormRegister<T>,
  options: { withAddition?: boolean } = {},
) {
  return registerGroup<PostalAddressValues, T>(
    register,
    POSTAL_ADDRESS_FIELDS.filter((field) => options.withAddition || field !== 'addressAddition'),
  );
}

export interface PostalAddressFieldsProps extends FieldGroupProps<PostalAddressValues> {
  /** The city may stay empty (the verification finds the address by street, number and ZIP code). */
  cityOptional?: boolean;
}

export function PostalAddressFields({ fields, errors, cityOptional = false }: PostalAddressFieldsProps) {
  const t = useT();
  const { market } = useMarket();
  const error = errors as FieldErrors<Required<PostalAddressValues>>;
  const optional = ` ${t('form.optional')}`;
  /** A line of the address: the form's registration, the shared bound, its problem. */
  const line = (name: keyof PostalAddressValues, props: Omit<TextFieldProps, 'name'>) => (
    <TextField
      {...fields[name]}
      maxLength={ADDRESS_LINE_BOUNDS[name].maxLength}
      error={fieldErrorText(t, error[name])}
      {...props}
    />
  );
  return (
    <fieldset className="fieldset">
      <legend className="section-title">{t('register.address')}</legend>
      <div className="stack">
        <div className="field-pair field-pair-wide">
          {line('street', { label: t('register.street'), autoComplete: 'address-line1', required: true })}
          {line('streetNumber', { label: t('register.streetNumber'), autoComplete: 'off', required: true })}
        </div>
        {fields.addressAddition &&
          line('addressAddition', {
            label: t('register.addressAddition') + optional,
            description: t('register.addressAdditionHint'),
            autoComplete: 'address-line2',
          })}
        <div className="field-pair field-pair-narrow">
          {line('zipCode', {
            label: t('register.zipCode'),
            description: t('register.zipCodeHint'),
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            required: true,
          })}
          {line('city', {
            label: t('register.city') + (cityOptional ? optional : ''),
            autoComplete: 'address-level2',
            required: !cityOptional,
          })}
        </div>
        <p className="field-description">{t('register.country', { country: t(`countryName.${COUNTRY[market]}`) })}</p>
      </div>
    </fieldset>
  );
}

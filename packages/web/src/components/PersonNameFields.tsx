/**
 * A person's first and last name, as every form asks for them (registration, light account): the
 * bound of the service's name rule as maxLength, the same labels, autocomplete and messages
 * (checked by `personNameProblems`, personFieldRules.ts).
 */
import './catalog.ts';
import type { FieldErrors, FieldValues, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { MAX_PERSON_NAME_LENGTH } from '@mein-konto/schema/rules/personName';
import { fieldErrorText } from '../lib/errorOutcome.ts';
import { useT } from '../lib/i18n/index.tsx';
import type { PersonNameValues } from './personFieldRules.ts';
import { TextField } from './TextField.tsx';

/**
 * The form's registrations of the group's fields, made while the form renders (so react-hook-form
 * keeps the form's order of fields and focuses the first field with a problem).
 */
type FieldGroupRegistrations<V> = { [K in keyof V]: UseFormRegisterReturn };

/**
 * Registers fields of a group with the form's `register`: `T` has them (its bound), which
 * react-hook-form's field paths of a generic `T` do not show.
 */
export function registerGroup<V, T extends V & FieldValues>(
  register: UseFormRegister<T>,
  fields: readonly (keyof V & string)[],
) {
  const registerField = register as unknown as (name: string) => UseFormRegisterReturn;
  return Object.fromEntries(fields.map((field) => [field, registerField(field)])) as FieldGroupRegistrations<V>;
}

export interface FieldGroupProps<V> {
  fields: FieldGroupRegistrations<V>;
  /** The form's `formState.errors`. */
  errors: FieldErrors;
}

/** The fields of a person's name, in the form's order (a form's list of fields for the server's field errors). */
export const PERSON_NAME_FIELDS = ['firstName', 'lastName'] as const;

/** The name fields of a form (`register`: the form's), in the form's order. */
export function personNameFields<T extends PersonNameValues>(register: UseFormRegister<T>) {
  return registerGroup<PersonNameValues, T>(register, PERSON_NAME_FIELDS);
}

const NAME_FIELDS = [
  ['firstName', 'register.firstName', 'given-name'],
  ['lastName', 'register.lastName', 'family-name'],
] as const;

export function PersonNameFields({ fields, errors }: FieldGroupProps<PersonNameValues>) {
  const t = useT();
  const error = errors as FieldErrors<PersonNameValues>;
  return (
    <div className="field-pair">
      {NAME_FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          {...fields[name]}
          maxLength={MAX_PERSON_NAME_LENGTH}
          label={t(label)}
          autoComplete={autoComplete}
          required
          error={fieldErrorText(t, error[name])}
        />
      ))}
    </div>
  );
}

/**
 * Create an account (docs/product/ways-in.md §3 create account, §4 login steps, §5 account creation): salutation,
 * name, address with the address check and the recommended-address choice, date of birth,
 * e-mail, password with strength hints, newsletter consent. The server's field errors appear at
 * their fields with the server's text; nothing typed is lost on an error, nor on a reload (the
 * draft in the tab, registrationDraft.ts: every field but the password). Loaded lazily.
 */
import '../catalog.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { checkDateOfBirth } from '@mein-konto/schema/rules/dateOfBirth';
import { CREATE_ACCOUNT_BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { useCheckAddress } from './useCheckAddress.ts';
import type { CreateAccount_ResultFragment } from './CreateAccount.generated.ts';
import { useCreateAccount } from './useCreateAccount.ts';
import type { LoginMethod, Salutation, SocialLoginProvider } from '../../../gql/schemaTypes.ts';
import { memberOf } from '../../../lib/mutationOutcome.ts';
import { recaptcha } from '../../../lib/recaptcha.ts';
import { errorOf, fieldErrorText, showErrorOutcome } from '../../../lib/errorOutcome.ts';
import { useT } from '../../../lib/i18n/index.tsx';
import { SOCIAL_PROVIDER_NAMES } from '../../../lib/loginMethod.ts';
import { useMarket } from '../../../lib/market.tsx';
import { DateOfBirthField } from '../../../components/DateOfBirthField.tsx';
import { PERSON_NAME_FIELDS, PersonNameFields, personNameFields } from '../../../components/PersonNameFields.tsx';
import {
  POSTAL_ADDRESS_FIELDS,
  PostalAddressFields,
  postalAddressFields,
} from '../../../components/PostalAddressFields.tsx';
import { EmailField } from '../../../components/EmailField.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { PasswordStrengthHint } from '../../../components/PasswordStrengthHint.tsx';
import { Notice } from '../../../components/Notice.tsx';
import {
  AddressSuggestionDialog,
  type AddressChoice,
  type CheckedAddress,
} from '../../../components/AddressSuggestionDialog.tsx';
import type { RegistrationValues } from './registrationSchema.ts';
import { lazyResolver } from '../../../lib/lazyResolver.ts';
import { clearRegistrationDraft, readRegistrationDraft, saveRegistrationDraft } from './registrationDraft.ts';

export interface SocialRegistration {
  provider: SocialLoginProvider;
  token: string;
  firstName: string | null;
  lastName: string | null;
  salutation: Salutation | null;
}

export interface RegistrationFormProps {
  email: string;
  social?: SocialRegistration;
  /** Activation e-mail sent: the double opt-in step. */
  onCreated: (email: string) => void;
  /** Registered through a social provider: logged in at once. */
  onLoggedIn: (method: LoginMethod) => void;
  /** A customer with the same data exists: the no-credentials state. */
  onDuplicate: () => void;
  onBack: () => void;
}

const FIELDS: readonly (keyof RegistrationValues)[] = [
  'salutation',
  ...PERSON_NAME_FIELDS,
  ...POSTAL_ADDRESS_FIELDS,
  'dateOfBirth',
  'email',
  'password',
  'newsletterConsent',
];

export function RegistrationForm({ email, social, onCreated, onLoggedIn, onDuplicate, onBack }: RegistrationFormProps) {
  const t = useT();
  const { market } = useMarket();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const strengthId = useId();
  const [formError, setFormError] = useState<{ text: string; backToLogin?: boolean } | null>(null);
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [checkAddress, { loading: checking }] = useCheckAddress();
  const [createAccount, { loading: creating }] = useCreateAccount();
  // A registration through a sign-in provider keeps no draft: its token is good for one attempt.
  const [draft] = useState(() => (social ? null : readRegistrationDraft(market)));
  const busy = checking || creating;
  const resolver = useMemo(
    () =>
      lazyResolver<RegistrationValues>(() =>
        import('./validation.ts').then((m) => m.registrationResolver(market, !social)),
      ),
    [market, social],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    getValues,
    control,
    subscribe,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver,
    defaultValues: draft
      ? { ...draft, password: '' }
      : {
          salutation: social?.salutation === 'MR' ? 'MR' : 'MS',
          firstName: social?.firstName ?? '',
          lastName: social?.lastName ?? '',
          street: '',
          streetNumber: '',
          addressAddition: '',
          zipCode: '',
          city: '',
          dateOfBirth: '',
          email,
          password: '',
          newsletterConsent: false,
        },
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(
    () =>
      social
        ? undefined
        : subscribe({
            formState: { values: true },
            callback: ({ values }) => saveRegistrationDraft(market, values),
          }),
    [subscribe, market, social],
  );

  const back = () => {
    clearRegistrationDraft();
    onBack();
  };

  const show = (result: CreateAccount_ResultFragment | null) => {
    if (!result) {
      setFormError({ text: t('app.genericError') });
      return;
    }
    switch (result.__typename) {
      case 'AccountCreated':
        clearRegistrationDraft();
        if (result.status === 'LOGGED_IN') onLoggedIn(result.loginMethod ?? 'EMAIL');
        else onCreated(result.email);
        return;
      case 'EmailAlreadyExists':
        setError(
          'email',
          { type: 'server', message: t('login.createAccount.emailExistsError') },
          { shouldFocus: true },
        );
        setFormError({ text: t('login.createAccount.emailExistsError'), backToLogin: true });
        return;
      case 'DuplicateAccount':
        clearRegistrationDraft();
        onDuplicate();
        return;
      default: {
        const text = showErrorOutcome(t, result, { form: { setError, fields: FIELDS } });
        setFormError(text === null ? null : { text });
      }
    }
  };

  const create = async (values: RegistrationValues) => {
    const dateOfBirth = checkDateOfBirth(values.dateOfBirth);
    try {
      const recaptchaToken = await recaptcha().execute('registration');
      const answer = await createAccount({
        input: {
          salutation: values.salutation,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          street: values.street.trim(),
          streetNumber: values.streetNumber.trim(),
          addressAddition: values.addressAddition.trim() || null,
          zipCode: values.zipCode.trim(),
          city: values.city.trim(),
          dateOfBirth: dateOfBirth.ok ? dateOfBirth.iso : values.dateOfBirth,
          email: values.email.trim(),
          password: values.password === '' ? null : values.password,
          newsletterConsent: values.newsletterConsent,
          socialLoginToken: social?.token ?? null,
          recaptchaToken,
        },
      });
      show(memberOf(answer));
    } catch {
      setFormError({ text: t('app.genericError') });
    }
  };

  const submit = async (values: RegistrationValues) => {
    if (busy) return;
    setFormError(null);
    const own: CheckedAddress = {
      street: values.street.trim(),
      streetNumber: values.streetNumber.trim(),
      zipCode: values.zipCode.trim(),
      city: values.city.trim(),
    };
    let checked;
    try {
      checked = memberOf(
        await checkAddress({ input: { ...own, firstName: values.firstName.trim(), lastName: values.lastName.trim() } }),
      );
    } catch {
      // The check is a help, not a gate: without it the service validates the address itself.
      checked = undefined;
    }
    const refused = errorOf(checked);
    if (refused) {
      const text = showErrorOutcome(t, refused, { form: { setError, fields: FIELDS } });
      setFormError(text === null ? null : { text });
      return;
    }
    if (checked?.__typename === 'AddressChecked' && checked.verdict === 'SUGGESTION' && checked.recommendedAddress) {
      setChoice({ own, recommended: checked.recommendedAddress });
      return;
    }
    await create(values);
  };

  const choose = async (use: 'recommended' | 'own' | 'edit') => {
    const current = choice;
    setChoice(null);
    if (!current) return;
    if (use === 'edit') {
      // After the dialog has closed and handed the focus back.
      setTimeout(() => setFocus('street'), 0);
      return;
    }
    if (use === 'recommended') {
      const r = current.recommended;
      setValue('street', r.street);
      setValue('streetNumber', r.streetNumber);
      setValue('zipCode', r.zipCode);
      setValue('city', r.city);
    }
    await create(getValues());
  };

  const err = (field: keyof RegistrationValues) => fieldErrorText(t, errors[field]);
  const [firstName, lastName, typedEmail, password] = useWatch({
    control,
    name: ['firstName', 'lastName', 'email', 'password'],
  });
  const person = { firstName, lastName, email: typedEmail };

  return (
    <div className="stack">
      <h2 ref={headingRef} tabIndex={-1} className="step-title">
        {t('register.title')}
      </h2>
      <p>
        {social ? t('register.socialIntro', { provider: SOCIAL_PROVIDER_NAMES[social.provider] }) : t('register.intro')}
      </p>
      {draft && (
        <Notice tone="info">
          <p>{t('register.draftRestored')}</p>
        </Notice>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={undefined}>
        <div className="stack">
          <div aria-live="assertive">
            {formError && (
              <Notice tone="error">
                <p>{formError.text}</p>
                {formError.backToLogin && (
                  <button type="button" className="link-button" onClick={back}>
                    {t('register.emailExists.login')}
                  </button>
                )}
              </Notice>
            )}
          </div>
          <fieldset className="fieldset">
            <legend className="field-label">
              {t('register.salutation')}
              <span aria-hidden="true"> *</span>
            </legend>
            <div className="row">
              {(['MS', 'MR'] as const).map((value) => (
                <label key={value} className="native-radio">
                  <input type="radio" value={value} {...register('salutation')} />
                  {t(`register.salutation.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <PersonNameFields fields={personNameFields(register)} errors={errors} />
          <PostalAddressFields fields={postalAddressFields(register, { withAddition: true })} errors={errors} />
          <DateOfBirthField {...register('dateOfBirth')} error={err('dateOfBirth')} />
          <EmailField
            {...register('email')}
            maxLength={CREATE_ACCOUNT_BOUNDS.email.maxLength}
            label={t('register.email')}
            readOnly={Boolean(social)}
            error={err('email')}
          />
          {!social && (
            <div className="stack stack-tight">
              <PasswordField
                {...register('password')}
                label={t('register.password')}
                description={t('register.passwordHint')}
                autoComplete="new-password"
                error={err('password')}
              />
              <PasswordStrengthHint id={strengthId} password={password} person={person} />
            </div>
          )}
          <div className="native-checkbox">
            <input
              type="checkbox"
              id="newsletter-consent"
              aria-describedby="newsletter-consent-hint"
              {...register('newsletterConsent')}
            />
            <div>
              <label htmlFor="newsletter-consent">{t('register.newsletter')}</label>
              <p id="newsletter-consent-hint" className="field-description">
                {t('register.newsletterHint')}
              </p>
            </div>
          </div>
          <div className="row">
            <button type="submit" className="btn btn-primary" aria-busy={busy}>
              {t('register.submit')}
            </button>
            <button type="button" className="link-button" onClick={back}>
              {t('register.back')}
            </button>
          </div>
        </div>
      </form>
      <AddressSuggestionDialog choice={choice} onChoose={(use) => void choose(use)} />
    </div>
  );
}

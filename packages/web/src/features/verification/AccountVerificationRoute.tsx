/**
 * Account verification for customers without online credentials (docs/product/ways-in.md §2, §4): from the
 * username step's no-credentials outcome for an e-mail. The customer proves the account by an
 * order number, the customer number, or the address plus birth date; VERIFIED goes to the
 * success step (a set-password link was e-mailed), anything else to customer service.
 */
import './catalog.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { VERIFY_ACCOUNT_BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { useVerifyAccount } from './useVerifyAccount.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import type { VerificationMethod } from '../../gql/schemaTypes.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { fieldErrorText, showErrorOutcome } from '../../lib/errorOutcome.ts';
import { paths, VERIFICATION_STEPS } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { DateOfBirthField } from '../../components/DateOfBirthField.tsx';
import { TextField } from '../../components/TextField.tsx';
import {
  POSTAL_ADDRESS_FIELDS,
  PostalAddressFields,
  postalAddressFields,
} from '../../components/PostalAddressFields.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import type { VerificationMethodStep, VerificationValues } from './verificationSchema.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';

const EMAIL_KEY = 'mein-konto.verification-email';

function rememberedEmail(fromState: unknown): string {
  const email =
    typeof fromState === 'object' && fromState !== null && 'email' in fromState && typeof fromState.email === 'string'
      ? fromState.email
      : null;
  try {
    if (email) sessionStorage.setItem(EMAIL_KEY, email);
    return email ?? sessionStorage.getItem(EMAIL_KEY) ?? '';
  } catch {
    return email ?? '';
  }
}

const METHODS: readonly { step: VerificationMethodStep; label: MessageKey; hint: MessageKey }[] = [
  { step: 'order-number-verification', label: 'verification.byOrderNumber', hint: 'verification.byOrderNumberHint' },
  {
    step: 'customer-number-verification',
    label: 'verification.byCustomerNumber',
    hint: 'verification.byCustomerNumberHint',
  },
  { step: 'address-verification', label: 'verification.byAddress', hint: 'verification.byAddressHint' },
];

const VERIFICATION_FIELDS: readonly (keyof VerificationValues)[] = [
  'email',
  'orderNumber',
  'customerNumber',
  ...POSTAL_ADDRESS_FIELDS.filter((field) => field !== 'addressAddition'),
  'dateOfBirth',
];

const METHOD_OF: Record<VerificationMethodStep, VerificationMethod> = {
  'order-number-verification': 'ORDER_NUMBER',
  'customer-number-verification': 'CUSTOMER_NUMBER',
  'address-verification': 'ADDRESS',
};

function Choose({ email }: { email: string }) {
  const t = useT();
  return (
    <TitledPage title={t('verification.title')} back={{ to: paths.login, label: t('app.backToLogin') }} narrow>
      <p>{t('verification.intro')}</p>
      {email && (
        <p>
          {t('verification.email')}: <strong>{email}</strong>
        </p>
      )}
      <nav aria-labelledby="verification-choose">
        <h2 id="verification-choose" className="section-title">
          {t('verification.choose')}
        </h2>
        <ul className="choice-list">
          {METHODS.map((m) => (
            <li key={m.step}>
              <Link
                to={paths.accountVerificationStep(m.step)}
                className="choice-link"
                aria-describedby={`${m.step}-hint`}
              >
                {t(m.label)}
              </Link>
              <p id={`${m.step}-hint`} className="field-description">
                {t(m.hint)}
              </p>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Link to={paths.accountVerificationStep('customer-service-verification')} className="text-link">
          {t('verification.noneOfThese')}
        </Link>
      </p>
    </TitledPage>
  );
}

function MethodForm({ step, email }: { step: VerificationMethodStep; email: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [verify, { loading }] = useVerifyAccount();
  const { market } = useMarket();
  const resolver = useMemo(
    () =>
      lazyResolver<VerificationValues>(() =>
        import('./validation.ts').then((m) => m.verificationResolver(step, market)),
      ),
    [step, market],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VerificationValues>({
    resolver,
    defaultValues: {
      email,
      orderNumber: '',
      customerNumber: '',
      street: '',
      streetNumber: '',
      zipCode: '',
      city: '',
      dateOfBirth: '',
    },
  });
  const err = (field: keyof VerificationValues) => fieldErrorText(t, errors[field]);
  const title = METHODS.find((m) => m.step === step)?.label ?? 'verification.title';

  const submit = async (values: VerificationValues) => {
    if (loading) return;
    setFormError(null);
    const trimmed = (value: string) => (value.trim() === '' ? null : value.trim());
    const result = memberOf(
      await verify({
        input: {
          email: values.email.trim(),
          method: METHOD_OF[step],
          orderNumber: step === 'order-number-verification' ? trimmed(values.orderNumber) : null,
          customerNumber: step === 'customer-number-verification' ? trimmed(values.customerNumber) : null,
          street: step === 'address-verification' ? trimmed(values.street) : null,
          streetNumber: step === 'address-verification' ? trimmed(values.streetNumber) : null,
          zipCode: step === 'address-verification' ? trimmed(values.zipCode) : null,
          city: step === 'address-verification' ? trimmed(values.city) : null,
          dateOfBirth: step === 'address-verification' ? trimmed(values.dateOfBirth) : null,
        },
      }),
    );
    switch (result?.__typename) {
      case 'AccountVerified': {
        const state: VerificationOutcome = { verifiedEmail: result.email };
        await navigate(paths.accountVerificationStep('success'), { state });
        return;
      }
      case 'AccountNotVerified': {
        const state: VerificationOutcome = { notVerified: true };
        await navigate(paths.accountVerificationStep('customer-service-verification'), { state });
        return;
      }
      case 'InvalidInput':
      case 'RateLimited':
        setFormError(showErrorOutcome(t, result, { form: { setError, fields: VERIFICATION_FIELDS } }));
        return;
      default:
        setFormError(t('app.genericError'));
    }
  };

  return (
    <TitledPage title={t(title)} back={{ to: paths.accountVerification, label: t('verification.otherWay') }} narrow>
      <div className="card">
        <form noValidate onSubmit={handleSubmit(submit)}>
          <div className="stack">
            <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
            {email ? (
              <p>
                {t('verification.email')}: <strong>{email}</strong>
              </p>
            ) : (
              <EmailField
                {...register('email')}
                maxLength={VERIFY_ACCOUNT_BOUNDS.email.maxLength}
                label={t('verification.email')}
                error={err('email')}
              />
            )}
            {step === 'order-number-verification' && (
              <TextField
                {...register('orderNumber')}
                maxLength={VERIFY_ACCOUNT_BOUNDS.orderNumber.maxLength}
                label={t('verification.orderNumber')}
                description={t('verification.byOrderNumberHint')}
                inputMode="numeric"
                autoComplete="off"
                required
                error={err('orderNumber')}
              />
            )}
            {step === 'customer-number-verification' && (
              <TextField
                {...register('customerNumber')}
                maxLength={VERIFY_ACCOUNT_BOUNDS.customerNumber.maxLength}
                label={t('verification.customerNumber')}
                description={t('verification.byCustomerNumberHint')}
                inputMode="numeric"
                autoComplete="off"
                required
                error={err('customerNumber')}
              />
            )}
            {step === 'address-verification' && (
              <>
                <PostalAddressFields fields={postalAddressFields(register)} errors={errors} cityOptional />
                <DateOfBirthField {...register('dateOfBirth')} error={err('dateOfBirth')} />
              </>
            )}
            <div>
              <button type="submit" className="btn btn-primary" aria-busy={loading}>
                {t('verification.submit')}
              </button>
            </div>
          </div>
        </form>
      </div>
    </TitledPage>
  );
}

/** What a verification answered, in the navigation state of the next step. */
interface VerificationOutcome {
  verifiedEmail?: string;
  notVerified?: boolean;
}

function outcomeOf(state: unknown): VerificationOutcome {
  return typeof state === 'object' && state !== null ? (state as VerificationOutcome) : {};
}

/** Customer service: after a verification that failed, or chosen directly ("Nichts davon zur Hand?"). */
function CustomerService({ notVerified }: { notVerified: boolean }) {
  const t = useT();
  return (
    <TitledPage title={t(notVerified ? 'verification.notVerifiedTitle' : 'verification.serviceTitle')} narrow>
      <p>{t(notVerified ? 'verification.notVerifiedBody' : 'verification.serviceBody')}</p>
      <ServiceContact />
      <div className="row">
        <Link to={paths.accountVerification} className="btn btn-outline">
          {t('verification.otherWay')}
        </Link>
        <Link to={paths.login} className="text-link">
          {t('app.backToLogin')}
        </Link>
      </div>
    </TitledPage>
  );
}

function Success({ email }: { email: string }) {
  const t = useT();
  return (
    <TitledPage title={t('verification.successTitle')} narrow>
      <p>{t('verification.successBody', { email })}</p>
      <p>{t('verification.noMail')}</p>
      <div>
        <Link to={paths.login} className="btn btn-outline">
          {t('app.backToLogin')}
        </Link>
      </div>
    </TitledPage>
  );
}

export function Component() {
  const { step } = useParams();
  const location = useLocation();
  const email = rememberedEmail(location.state);
  if (step === undefined) return <Choose email={email} />;
  const known = VERIFICATION_STEPS.find((s) => s === step);
  if (!known) return <Navigate to={paths.accountVerification} replace />;
  const outcome = outcomeOf(location.state);
  switch (known) {
    case 'success':
      // Only after a verification: opened directly there is nothing to confirm.
      return outcome.verifiedEmail ? (
        <Success email={outcome.verifiedEmail} />
      ) : (
        <Navigate to={paths.accountVerification} replace />
      );
    case 'customer-service-verification':
      return <CustomerService notVerified={outcome.notVerified === true} />;
    default:
      return <MethodForm key={known} step={known} email={email} />;
  }
}

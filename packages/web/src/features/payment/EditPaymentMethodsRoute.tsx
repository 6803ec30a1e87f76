/**
 * Add or change the direct-debit bank account (docs/product/payment.md §2 payment-methods/edit, §5 "Bank"): the
 * holder is required; the IBAN is upper-cased and its spaces stripped, must match the market's
 * pattern (AT in Austria, else DE) and its checksum (ibantools, loaded with the first focus), so a
 * typo is caught at once; then the payment service validates it and names the bank. Before the
 * save the SEPA direct-debit mandate is shown (creditor, mandate reference by e-mail,
 * pre-notification). Needs a billing address first; the Swiss shop has no direct debit.
 */
import './catalog.ts';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Group, Stack } from '@mantine/core';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { EditPaymentMethodsPageDocument } from './EditPaymentMethodsPage.generated.ts';
import { useValidateIban } from './useValidateIban.ts';
import { useSaveBankAccount } from './useSaveBankAccount.ts';
import type { PaymentMethodsRoute_MethodsFragment } from './PaymentMethodsRoute.generated.ts';
import { fieldErrorText, showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { useMarket } from '../../lib/market.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from '../../components/Dialog.tsx';

interface BankForm {
  accountHolder: string;
  iban: string;
}

const FIELDS = ['accountHolder', 'iban'] as const;

function bankResolver(market: 'de' | 'at' | 'ch') {
  return lazyResolver<BankForm>(async () => {
    const [{ ibanCountryOf, ibanProblem }, { boundIssue }] = await Promise.all([
      import('@mein-konto/schema/rules/iban'),
      import('../../lib/inputBounds.ts'),
    ]);
    const country = ibanCountryOf(market);
    const texts: Record<string, MessageKey> = {
      required: 'payment.edit.ibanRequired',
      pattern: country === 'AT' ? 'payment.edit.ibanPatternAt' : 'payment.edit.ibanPattern',
      checksum: 'payment.edit.ibanChecksum',
    };
    const resolver: Resolver<BankForm> = (values) => {
      const errors: FieldErrors<BankForm> = {};
      const holderIssue = boundIssue(BOUNDS.accountHolder, values.accountHolder, 'payment.edit.holderCharacters');
      if (values.accountHolder.trim() === '')
        errors.accountHolder = { type: 'required', message: 'payment.edit.holderRequired' };
      else if (holderIssue) errors.accountHolder = { type: 'bound', message: holderIssue };
      const problem = ibanProblem(values.iban, country);
      if (problem) errors.iban = { type: problem, message: texts[problem] };
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    };
    return resolver;
  });
}

export function Component() {
  const t = useT();
  const page = usePageQuery(EditPaymentMethodsPageDocument);
  return (
    <TitledPage
      title={t('payment.edit.title')}
      back={{ to: paths.paymentMethods, label: t('payment.edit.back') }}
      narrow
    >
      <PageData page={page} select={(data) => data.viewer.customer?.paymentMethods} loadError="payment.loadError">
        {(methods) =>
          !methods.directDebitAvailable ? (
            <Notice tone="info">{t('payment.bank.notAvailable')}</Notice>
          ) : !methods.hasBillingAddress ? (
            <Notice tone="info">
              <p>{t('payment.bank.billingRequired')}</p>
              <Link to={paths.billingAddress}>{t('payment.bank.createBilling')}</Link>
            </Notice>
          ) : (
            <BankAccountForm methods={methods} />
          )
        }
      </PageData>
    </TitledPage>
  );
}

interface Validated {
  values: BankForm;
  maskedIban: string;
  bankName: string | null;
}

function BankAccountForm({ methods }: { methods: PaymentMethodsRoute_MethodsFragment }) {
  const t = useT();
  const navigate = useNavigate();
  const { market } = useMarket();
  const resolver = useMemo(() => bankResolver(market), [market]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankForm>({
    resolver,
    defaultValues: { accountHolder: methods.bankAccount?.accountHolder ?? '', iban: '' },
  });
  const [validateIban] = useValidateIban();
  const [saveBankAccount, { loading: saving }] = useSaveBankAccount();
  const [message, setMessage] = useState<string | null>(null);
  const [validated, setValidated] = useState<Validated | null>(null);
  // The check's button is busy (disabled) while the mandate opens: closing the mandate returns the focus to it.
  const submitRef = useRef<HTMLButtonElement>(null);

  const check = async (values: BankForm) => {
    setMessage(null);
    const outcome = await validateIban({ input: { iban: values.iban } });
    if (outcome.kind === 'refused') {
      // The service's refusal of the IBAN belongs to the IBAN field.
      if (outcome.error.__typename === 'IbanInvalid')
        setError('iban', { type: 'server', message: outcome.error.message }, { shouldFocus: true });
      else setMessage(showErrorOutcome(t, outcome.error, { form: { setError, fields: FIELDS } }));
      return;
    }
    if (outcome.kind === 'done')
      setValidated({ values, maskedIban: outcome.result.maskedIban, bankName: outcome.result.bankName ?? null });
    else setMessage(t('payment.failed'));
  };

  const save = async () => {
    const current = validated;
    setValidated(null);
    if (!current) return;
    const outcome = await saveBankAccount({ input: current.values });
    if (outcome.kind === 'done') void navigate(paths.paymentMethods, { state: { saved: true } });
    else
      setMessage(
        outcome.kind === 'refused'
          ? showErrorOutcome(t, outcome.error, { form: { setError, fields: FIELDS } })
          : t('payment.failed'),
      );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(check)(event)} onFocus={() => resolver.preload()}>
      <Stack gap="md">
        <TextField
          label={t('payment.edit.holder')}
          required
          autoComplete="name"
          maxLength={BOUNDS.accountHolder.maxLength}
          error={fieldErrorText(t, errors.accountHolder)}
          {...register('accountHolder')}
        />
        <TextField
          label={t('payment.edit.iban')}
          required
          maxLength={BOUNDS.iban.maxLength}
          description={t('payment.edit.ibanHint')}
          autoComplete="off"
          spellCheck={false}
          error={fieldErrorText(t, errors.iban)}
          {...register('iban')}
        />
        <div aria-live="assertive">{message && <Notice tone="error">{message}</Notice>}</div>
        <Group>
          <button
            ref={submitRef}
            type="submit"
            className="btn btn-primary"
            disabled={isSubmitting || saving}
            aria-busy={isSubmitting || saving}
          >
            {t('payment.edit.check')}
          </button>
          <Link to={paths.paymentMethods} className="btn btn-outline">
            {t('payment.edit.cancel')}
          </Link>
        </Group>
      </Stack>
      <Dialog
        open={validated !== null}
        title={t('payment.mandate.title')}
        closeLabel={t('payment.mandate.cancel')}
        onClose={() => setValidated(null)}
        confirm={{ label: t('payment.mandate.accept'), onConfirm: () => void save() }}
        returnFocus={submitRef}
      >
        {validated && (
          <>
            <p>
              {t('payment.mandate.account', {
                holder: validated.values.accountHolder.trim(),
                iban: validated.maskedIban,
                bank: validated.bankName ?? '–',
              })}
            </p>
            <p>{t('payment.mandate.creditor')}</p>
            <p>{t('payment.mandate.text')}</p>
            <p>{t('payment.mandate.refund')}</p>
            <p>{t('payment.mandate.reference')}</p>
            <p>{t('payment.mandate.preNotification')}</p>
          </>
        )}
      </Dialog>
    </form>
  );
}

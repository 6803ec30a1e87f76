/**
 * Payment methods (docs/product/payment.md §2 payment-methods, §3 "Payment", §6): the preferred payment method (only
 * direct debit and invoice can be chosen; PayPal is shown when it is the preferred one, an
 * instalment purchase never is) and the direct-debit bank account with the IBAN masked, bank
 * and holder; add, change or delete it (deleting asks first, in a dialog: a new account needs a new
 * SEPA mandate). Direct debit needs a billing address first (with the way to create one). The Swiss
 * shop has no direct debit: its page shows the invoice's terms only.
 */
import './catalog.ts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { PaymentMethodsPageDocument } from './PaymentMethodsPage.generated.ts';
import { useSetPreferredPaymentMethod } from './useSetPreferredPaymentMethod.ts';
import { useDeleteBankAccount } from './useDeleteBankAccount.ts';
import type { PaymentMethodsRoute_MethodsFragment } from './PaymentMethodsRoute.generated.ts';
import type { PaymentMethod } from '../../gql/schemaTypes.ts';
import { showErrorOutcome } from '../../lib/errorOutcome.ts';
import type { MutationOutcome } from '../../lib/mutationOutcome.ts';
import { useT, type MessageKey, type Translate } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { PaymentTerms } from '../../components/PaymentTerms.tsx';

type Feedback = { tone: 'info' | 'error'; text: string } | null;

/** The live region's text for a change's outcome. */
function feedbackOf<T extends { __typename: string }>(
  t: Translate,
  outcome: MutationOutcome<T>,
  done: MessageKey,
): Feedback {
  if (outcome.kind === 'done') return { tone: 'info', text: t(done) };
  return { tone: 'error', text: outcome.kind === 'refused' ? showErrorOutcome(t, outcome.error) : t('payment.failed') };
}

export function Component() {
  const t = useT();
  const page = usePageQuery(PaymentMethodsPageDocument);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [feedback, setFeedback] = useState<Feedback>(saved ? { tone: 'info', text: t('payment.bank.saved') } : null);
  return (
    <TitledPage title={t('section.paymentMethods')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <div aria-live="polite">{feedback && <Notice tone={feedback.tone}>{feedback.text}</Notice>}</div>
      <PageData page={page} select={(data) => data.viewer.customer?.paymentMethods} loadError="payment.loadError">
        {(methods) =>
          // Without direct debit invoice is the one way to pay: nothing to choose, no bank account, its terms.
          methods.directDebitAvailable ? (
            <Stack gap="xl">
              <PreferredMethod methods={methods} onFeedback={setFeedback} />
              <BankAccount methods={methods} onFeedback={setFeedback} />
            </Stack>
          ) : (
            <PaymentTerms />
          )
        }
      </PageData>
    </TitledPage>
  );
}

function PreferredMethod({
  methods,
  onFeedback,
}: {
  methods: PaymentMethodsRoute_MethodsFragment;
  onFeedback: (f: Feedback) => void;
}) {
  const t = useT();
  const [choice, setChoice] = useState<PaymentMethod | null>(methods.preferredMethod);
  const [setPreferred, { loading }] = useSetPreferredPaymentMethod();
  const save = async () => {
    if (!choice) return;
    onFeedback(feedbackOf(t, await setPreferred({ input: { method: choice } }), 'payment.preferred.saved'));
  };
  const settable = methods.settableMethods.filter((m) => m !== 'DIRECT_DEBIT' || methods.bankAccount !== null);
  return (
    <section aria-labelledby="preferred-title">
      <Title order={2} size="h3" id="preferred-title" mb="sm">
        {t('payment.preferred.title')}
      </Title>
      <Text mb="sm">
        {methods.preferredMethod
          ? t('payment.preferred.current', { method: t(`payment.method.${methods.preferredMethod}`) })
          : t('payment.preferred.none')}
      </Text>
      {methods.preferredMethod === 'PAYPAL' && <Text mb="sm">{t('payment.preferred.paypalHint')}</Text>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm" align="flex-start">
          <Radio.Group
            label={t('payment.preferred.legend')}
            value={choice ?? ''}
            onChange={(value) => setChoice(value as PaymentMethod)}
          >
            <Stack gap="xs" mt="xs">
              {settable.map((method) => (
                <Radio key={method} value={method} label={t(`payment.method.${method}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {methods.directDebitAvailable && methods.bankAccount === null && (
            <Text size="sm">{t('payment.preferred.needsBankAccount')}</Text>
          )}
          <button
            type="submit"
            className="btn btn-primary"
            disabled={loading || !choice || choice === methods.preferredMethod}
            aria-busy={loading}
          >
            {t('payment.preferred.save')}
          </button>
        </Stack>
      </form>
    </section>
  );
}

function BankAccount({
  methods,
  onFeedback,
}: {
  methods: PaymentMethodsRoute_MethodsFragment;
  onFeedback: (f: Feedback) => void;
}) {
  const t = useT();
  const [remove, { loading }] = useDeleteBankAccount();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const onDelete = async () => {
    if (loading) return;
    const outcome = await remove({});
    setConfirming(false);
    // Deleted, the button that opened the dialog is gone: the focus goes to the section.
    setDeleted(outcome.kind === 'done');
    onFeedback(feedbackOf(t, outcome, 'payment.bank.deleted'));
  };
  useEffect(() => {
    if (deleted) titleRef.current?.focus();
  }, [deleted]);
  const account = methods.bankAccount;
  return (
    <section aria-labelledby="bank-title">
      <Title order={2} size="h3" id="bank-title" mb="sm" ref={titleRef} tabIndex={-1}>
        {t('payment.bank.title')}
      </Title>
      {!methods.directDebitAvailable ? (
        <Text>{t('payment.bank.notAvailable')}</Text>
      ) : !methods.hasBillingAddress ? (
        <Notice tone="info">
          <p>{t('payment.bank.billingRequired')}</p>
          <Link to={paths.billingAddress}>{t('payment.bank.createBilling')}</Link>
        </Notice>
      ) : (
        <Stack gap="sm" align="flex-start">
          {account ? (
            <Paper withBorder p="md" radius="md" w="100%">
              <Stack gap={4}>
                <Text>
                  <strong>{t('payment.bank.holder')}:</strong> {account.accountHolder}
                </Text>
                <Text>
                  <strong>{t('payment.bank.iban')}:</strong> {account.maskedIban}
                </Text>
                {account.bankName && (
                  <Text>
                    <strong>{t('payment.bank.bankName')}:</strong> {account.bankName}
                  </Text>
                )}
              </Stack>
            </Paper>
          ) : (
            <Text>{t('payment.bank.none')}</Text>
          )}
          <Group>
            <Link to={paths.editPaymentMethods} className="btn btn-primary">
              {t(account ? 'payment.bank.change' : 'payment.bank.add')}
            </Link>
            {account && (
              <button
                type="button"
                className="btn btn-destructive-outline"
                onClick={() => {
                  setDeleted(false);
                  setConfirming(true);
                }}
              >
                {t('payment.bank.delete')}
              </button>
            )}
          </Group>
          <Dialog
            open={confirming && account !== null}
            title={t('payment.bank.deleteTitle')}
            closeLabel={t('payment.bank.deleteCancel')}
            onClose={() => {
              if (!loading) setConfirming(false);
            }}
            confirm={{
              label: loading ? t('payment.bank.deleteInProgress') : t('payment.bank.deleteConfirm'),
              busy: loading,
              destructive: true,
              onConfirm: () => void onDelete(),
            }}
          >
            {account && <p>{t('payment.bank.deleteBody', { iban: account.maskedIban })}</p>}
          </Dialog>
          <Text size="sm">{t('terms.directDebit')}</Text>
        </Stack>
      )}
    </section>
  );
}

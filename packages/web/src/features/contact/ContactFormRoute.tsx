/**
 * The contact form (docs/product/my-data.md §2 contacts/form, §4 contact support, §5 support form, §8): topic, name
 * and e-mail prefilled from the customer, the message. In progress while sending; success opens a
 * confirmation dialog with the request's reference; a failure shows the generic text with the
 * error id to quote on the phone, and the form keeps what was typed. A retry of the same message
 * carries the same idempotency key, so it is never sent twice. Topic and message are kept as a draft
 * in the tab (contactDraft.ts): when the session ends meanwhile, the login says so and the form
 * shows the draft again afterwards. Only with the contactForm flag.
 */
import './catalog.ts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { useNavigate } from 'react-router';
import { NativeSelect, Textarea } from '@mantine/core';
import { ContactFormPageDocument, type ContactFormPageQuery } from './ContactFormPage.generated.ts';
import { useSendSupportRequest } from './useSendSupportRequest.ts';
import type { SupportTopic } from '../../gql/schemaTypes.ts';
import { fieldErrorText, showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useIdempotencyKey } from '../../lib/idempotencyKey.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Notice } from '../../components/Notice.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { PageData } from '../../components/PageData.tsx';
import { TextField } from '../../components/TextField.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import type { SupportRequestForm as FormValues } from './supportRequestSchema.ts';
import { clearContactDraft, readContactDraft, saveContactDraft } from './contactDraft.ts';

const TOPICS = [
  'ORDER',
  'DELIVERY',
  'RETURN',
  'INVOICE_PAYMENT',
  'ACCOUNT',
  'PRODUCT',
  'OTHER',
] as const satisfies readonly SupportTopic[];
const FIELDS = ['topic', 'name', 'email', 'text'] as const;

type Customer = NonNullable<ContactFormPageQuery['viewer']['customer']>;

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const page = usePageQuery(ContactFormPageDocument);
  const [sent, setSent] = useState<{ requestId: string; email: string } | null>(null);
  if (page.data?.featureFlags.contactForm === false) return <NotFound />;
  return (
    <TitledPage
      title={t('contact.form.title')}
      back={{ to: paths.contacts, label: t('contact.form.backToContact') }}
      narrow
    >
      {/* docs/product/my-data.md §4: success opens a confirmation dialog; closing it leads back to contact. */}
      <Dialog
        open={sent !== null}
        title={t('contact.form.sentTitle')}
        closeLabel={t('contact.form.backToContact')}
        onClose={() => void navigate(paths.contacts)}
      >
        {sent && <p>{t('contact.form.sent', sent)}</p>}
      </Dialog>
      <PageData page={page} select={(data) => data.viewer.customer} loadError="app.genericError">
        {(customer) => <SupportRequestFormCard customer={customer} onSent={setSent} />}
      </PageData>
    </TitledPage>
  );
}

function SupportRequestFormCard({
  customer,
  onSent,
}: {
  customer: Customer;
  onSent: (sent: { requestId: string; email: string }) => void;
}) {
  const t = useT();
  const idempotency = useIdempotencyKey();
  const [formError, setFormError] = useState<{ message: string; errorId?: string } | null>(null);
  const [send, { loading }] = useSendSupportRequest();
  const resolver = useMemo(
    () => lazyResolver<FormValues>(() => import('./validation.ts').then((m) => m.supportRequestResolver())),
    [],
  );
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const [draft] = useState(() => readContactDraft(customer.id, TOPICS));
  const {
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<FormValues>({
    resolver,
    defaultValues: { topic: draft?.topic ?? '', name, email: customer.email ?? '', text: draft?.text ?? '' },
  });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveContactDraft(customer.id, { topic: values.topic, text: values.text }),
      }),
    [subscribe, customer.id],
  );

  const submit = async (values: FormValues) => {
    if (loading) return;
    setFormError(null);
    const outcome = await send({
      input: {
        topic: values.topic as SupportTopic,
        name: values.name,
        email: values.email,
        text: values.text,
        idempotencyKey: idempotency.key,
      },
    });
    if (outcome.kind === 'done') {
      idempotency.renew();
      clearContactDraft();
      onSent({ requestId: outcome.result.requestId, email: outcome.result.email });
      return;
    }
    const error = outcome.kind === 'refused' ? outcome.error : null;
    if (error?.__typename === 'SupportRequestFailed') setFormError({ message: error.message, errorId: error.errorId });
    else if (error) {
      const message = showErrorOutcome(t, error, { form: { setError, fields: FIELDS } });
      if (message) setFormError({ message });
    } else setFormError({ message: t('app.genericError') });
  };

  return (
    <div className="card">
      <p>{t('contact.form.intro')}</p>
      {draft && (
        <Notice tone="info">
          <p>{t('contact.form.draftRestored')}</p>
        </Notice>
      )}
      <form noValidate onSubmit={handleSubmit(submit)}>
        <div className="stack">
          <div aria-live="assertive">
            {formError && (
              <Notice tone="error">
                <p>{formError.message}</p>
                {formError.errorId && <p>{t('contact.form.errorId', { errorId: formError.errorId })}</p>}
              </Notice>
            )}
          </div>
          <NativeSelect
            {...register('topic')}
            label={t('contact.form.topic')}
            size="md"
            required
            error={fieldErrorText(t, errors.topic)}
            data={[
              { value: '', label: t('contact.form.topic.choose') },
              ...TOPICS.map((topic) => ({ value: topic, label: t(`contact.form.topic.${topic}`) })),
            ]}
          />
          <TextField
            {...register('name')}
            label={t('contact.form.name')}
            autoComplete="name"
            required
            maxLength={BOUNDS.supportName.maxLength}
            error={fieldErrorText(t, errors.name)}
          />
          {/* The confirmation and the answer go to the account's address, whatever a request names: shown, not typed. */}
          <EmailField
            {...register('email')}
            label={t('contact.form.email')}
            description={t('contact.form.emailHint')}
            readOnly
            maxLength={BOUNDS.email.maxLength}
            error={fieldErrorText(t, errors.email)}
          />
          <Textarea
            {...register('text')}
            label={t('contact.form.text')}
            description={t('contact.form.textHint')}
            size="md"
            rows={6}
            required
            maxLength={BOUNDS.supportText.maxLength}
            error={fieldErrorText(t, errors.text)}
          />
          <div>
            <button type="submit" className="btn btn-primary" aria-busy={loading}>
              {t('contact.form.submit')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

/**
 * Delete the account from my data (docs/product/my-data.md §4 delete account: dialog open or closed, in progress,
 * success, failed; §8: the server's detail text or the generic error). The dialog says what is
 * deleted and asks for the password (given, within its input bound); on success the customer is logged out and sees the
 * goodbye page. The focus returns to the button that opened the dialog.
 */
import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Paper, Title } from '@mantine/core';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { useDeleteAccount } from './useDeleteAccount.ts';
import { fieldErrorText, SERVER_ERROR, showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { paths } from '../../lib/paths.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';

interface DeleteAccountForm {
  password: string;
}

/** The password is given and within its bound (the shared rule, loaded with the first submit). */
const deleteAccountResolver = lazyResolver<DeleteAccountForm>(async () => {
  const { boundIssue } = await import('../../lib/inputBounds.ts');
  const resolver: Resolver<DeleteAccountForm> = (values) => {
    const issue: MessageKey | null =
      values.password === '' ? 'deleteAccount.passwordRequired' : boundIssue(BOUNDS.password, values.password);
    if (!issue) return { values, errors: {} };
    const errors: FieldErrors<DeleteAccountForm> = { password: { type: 'bound', message: issue } };
    return { values: {}, errors };
  };
  return resolver;
});

export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!hasPassword) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby="delete-account-title">
        <Title order={2} size="h3" id="delete-account-title" mb="sm">
          {t('deleteAccount.title')}
        </Title>
        <ServiceContact intro={t('deleteAccount.noPassword')} />
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="delete-account-title">
      <Title order={2} size="h3" id="delete-account-title" mb="sm">
        {t('deleteAccount.title')}
      </Title>
      <p>{t('deleteAccount.teaser')}</p>
      <button type="button" className="btn btn-destructive-outline" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  // no-cache: the logged-out viewer must not reach the cache before we leave the protected area.
  const [remove, { loading }] = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountForm>({ resolver: deleteAccountResolver, defaultValues: { password: '' } });

  const submit = async ({ password }: DeleteAccountForm) => {
    if (loading) return;
    setFormError(null);
    const outcome = await remove({ input: { password } });
    if (outcome.kind === 'done') {
      await navigate(paths.accountDeleted, { replace: true });
      await client.clearStore();
      return;
    }
    const error = outcome.kind === 'refused' ? outcome.error : null;
    if (error?.__typename === 'WrongPassword') {
      setError('password', { type: SERVER_ERROR, message: t('deleteAccount.wrongPassword') }, { shouldFocus: true });
    } else {
      setFormError(
        error ? showErrorOutcome(t, error, { form: { setError, fields: ['password'] } }) : t('app.genericError'),
      );
    }
  };

  return (
    <Dialog
      open
      title={t('deleteAccount.dialogTitle')}
      closeLabel={t('deleteAccount.cancel')}
      onClose={onClose}
      confirm={{
        label: loading ? t('deleteAccount.inProgress') : t('deleteAccount.confirm'),
        form: formId,
        busy: loading,
        destructive: true,
      }}
    >
      <p>{t('deleteAccount.what')}</p>
      <ul>
        <li>{t('deleteAccount.what.login')}</li>
        <li>{t('deleteAccount.what.data')}</li>
        <li>{t('deleteAccount.what.orders')}</li>
      </ul>
      <form id={formId} noValidate onSubmit={handleSubmit(submit)}>
        <div className="stack">
          <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
          <PasswordField
            {...register('password')}
            label={t('deleteAccount.password')}
            error={fieldErrorText(t, errors.password)}
          />
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Change or set password (SPEC §2 change-password): a social-login customer without a password
 * sets a first one here (setSocialPassword with the session). Changing an existing password
 * comes with the profile.
 */
import '../../lib/i18n/waysIn.ts';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ChangePasswordPageDocument } from './ChangePasswordPage.generated.ts';
import { SetSocialPasswordDocument } from './SetPassword.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { NewPasswordForm, type SaveOutcome } from './NewPasswordForm.tsx';

const PROVIDER_NAMES = { GOOGLE: 'Google', FACEBOOK: 'Facebook', APPLE: 'Apple' } as const;

export function Component() {
  const t = useT();
  const { data, loading } = useQuery(ChangePasswordPageDocument, { errorPolicy: 'all' });
  const [setSocialPassword] = useMutation(SetSocialPasswordDocument);
  const [saved, setSaved] = useState(false);
  const customer = data?.viewer?.customer;
  if (loading && !data) return null;

  if (saved) {
    return (
      <div className="stack narrow">
        <PageTitle focusOnMount>{t('section.changePassword')}</PageTitle>
        <Notice tone="info">{t('socialPassword.done')}</Notice>
      </div>
    );
  }

  if (customer?.socialLoginProvider && !customer.hasPassword) {
    const save = async (password: string): Promise<SaveOutcome> => {
      try {
        const { data: result } = await setSocialPassword({ variables: { input: { password } } });
        const r = result?.setSocialPassword;
        if (r?.__typename === 'PasswordSet') {
          setSaved(true);
          return { ok: true };
        }
        if (r?.__typename === 'InvalidInput') return { ok: false, field: r.fieldErrors[0]?.field, message: r.fieldErrors[0]?.message ?? r.message };
        if (r?.__typename === 'PasswordAlreadySet' || r?.__typename === 'TokenError') return { ok: false, message: r.message };
        return { ok: false, message: t('app.genericError') };
      } catch {
        return { ok: false, message: t('app.genericError') };
      }
    };
    return (
      <div className="stack narrow">
        <PageTitle>{t('socialPassword.title')}</PageTitle>
        <p>{t('socialPassword.intro', { provider: PROVIDER_NAMES[customer.socialLoginProvider] })}</p>
        <NewPasswordForm
          email={customer.email}
          person={{ firstName: customer.firstName, lastName: customer.lastName, email: customer.email }}
          submitLabel={t('setPassword.submit')}
          onSave={save}
        />
      </div>
    );
  }

  return (
    <div className="stack narrow">
      <PageTitle>{t('section.changePassword')}</PageTitle>
      <p>{t('changePassword.comingSoon')}</p>
      <ServiceContact />
    </div>
  );
}

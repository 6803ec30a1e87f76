/**
 * Change or set password (docs/product/my-data.md §2 change-password, §4 change password outcomes, §5, §8): a
 * customer with a password gives the current one and a new one (at least 8 characters, not the
 * current one, strength hints, confirmation); a wrong current password, the same password and
 * the server's field errors show at their fields, anything else as the generic error, and the
 * form keeps what was typed. A social-login customer without a password sets a first one here
 * (setSocialPassword with the session). Success opens a confirmation dialog. A session that has
 * ended returns to the login, as everywhere.
 */
import './catalog.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordPageDocument, type ChangePasswordPageQuery } from './ChangePasswordPage.generated.ts';
import { useChangePassword } from './useChangePassword.ts';
import { useSetSocialPassword } from './useSetSocialPassword.ts';
import type { MutationOutcome } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { SOCIAL_PROVIDER_NAMES } from '../../lib/loginMethod.ts';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { NewPasswordForm, type PasswordSaveResult } from './NewPasswordForm.tsx';

type Customer = NonNullable<ChangePasswordPageQuery['viewer']['customer']>;

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const page = usePageQuery(ChangePasswordPageDocument);
  const [saved, setSaved] = useState<'first' | 'changed' | null>(null);

  const customer = page.data?.viewer.customer;
  // Decided once per visit: the customer with a first password keeps its dialog after the viewer changes.
  const firstPassword =
    saved === 'first' || (Boolean(customer?.socialLoginProvider) && customer?.hasPassword === false);
  return (
    <TitledPage
      title={firstPassword ? t('socialPassword.title') : t('section.changePassword')}
      back={{ to: paths.myProfile, label: t('app.backToMyProfile') }}
      narrow
    >
      {/* docs/product/my-data.md §4: a saved password opens a confirmation dialog; closing it leads back to the overview. */}
      <Dialog
        open={saved !== null}
        title={saved === 'changed' ? t('changePassword.doneTitle') : t('setPassword.doneTitle')}
        closeLabel={t('app.backToOverview')}
        onClose={() => void navigate(paths.home)}
      >
        <p>{saved === 'changed' ? t('changePassword.done') : t('socialPassword.done')}</p>
      </Dialog>
      <PageData page={page} select={(data) => data.viewer.customer} loadError="app.genericError">
        {(customer) =>
          firstPassword && customer.socialLoginProvider ? (
            <FirstPassword
              customer={customer}
              provider={customer.socialLoginProvider}
              onSaved={() => setSaved('first')}
            />
          ) : (
            <ChangePassword customer={customer} onSaved={() => setSaved('changed')} />
          )
        }
      </PageData>
    </TitledPage>
  );
}

/** A customer with a password changes it. */
function ChangePassword({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const t = useT();
  const [changePassword] = useChangePassword();
  const save = async ({
    password,
    currentPassword,
  }: {
    password: string;
    currentPassword: string;
  }): Promise<MutationOutcome<PasswordSaveResult>> => {
    const outcome = await changePassword({ input: { currentPassword, newPassword: password } });
    if (outcome.kind === 'done') onSaved();
    // The API names the new password newPassword; the form's field is password.
    if (outcome.kind === 'refused' && outcome.error.__typename === 'InvalidInput') {
      const fieldErrors = outcome.error.fieldErrors.map((e) =>
        e.field === 'newPassword' ? { ...e, field: 'password' } : e,
      );
      return { kind: 'refused', error: { ...outcome.error, fieldErrors } };
    }
    return outcome;
  };
  return (
    <>
      <p>{t('changePassword.intro')}</p>
      <NewPasswordForm
        email={customer.email}
        person={{ firstName: customer.firstName, lastName: customer.lastName, email: customer.email }}
        submitLabel={t('changePassword.submit')}
        withCurrentPassword
        onSave={save}
      />
    </>
  );
}

/** A social-login customer's first password. */
function FirstPassword({
  customer,
  provider,
  onSaved,
}: {
  customer: Customer;
  provider: NonNullable<Customer['socialLoginProvider']>;
  onSaved: () => void;
}) {
  const t = useT();
  const [setSocialPassword] = useSetSocialPassword();
  const save = async ({ password }: { password: string }) => {
    const outcome = await setSocialPassword({ input: { password } });
    if (outcome.kind === 'done') onSaved();
    return outcome;
  };
  return (
    <>
      <p>{t('socialPassword.intro', { provider: SOCIAL_PROVIDER_NAMES[provider] })}</p>
      <NewPasswordForm
        email={customer.email}
        person={{ firstName: customer.firstName, lastName: customer.lastName, email: customer.email }}
        submitLabel={t('setPassword.submit')}
        onSave={save}
      />
    </>
  );
}

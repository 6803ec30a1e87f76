/**
 * Change or set password (SPEC §2 change-password): a social-login customer without a password
 * sets a first one here (setSocialPassword with the session). Changing an existing password
 * comes with the profile.
 */
import './catalog.ts';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { ChangePasswordPageDocument, type ChangePasswordPageQuery } from './ChangePasswordPage.generated.ts';
import { SetSocialPasswordDocument } from './SetSocialPassword.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { SOCIAL_PROVIDER_NAMES } from '../../lib/loginMethod.ts';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

type Customer = NonNullable<ChangePasswordPageQuery['viewer']['customer']>;

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const page = usePageQuery(ChangePasswordPageDocument);
  const [saved, setSaved] = useState(false);

  const customer = page.data?.viewer.customer;
  const firstPassword = Boolean(customer?.socialLoginProvider) && customer?.hasPassword === false;
  return (
    <TitledPage
      title={firstPassword ? t('socialPassword.title') : t('section.changePassword')}
      back={{ to: paths.myProfile, label: t('app.backToMyProfile') }}
      narrow
    >
      {/* SPEC §4: a saved password opens a confirmation dialog; closing it leads back to the overview. */}
      <Dialog
        open={saved}
        title={t('setPassword.doneTitle')}
        closeLabel={t('app.backToOverview')}
        onClose={() => void navigate(paths.home)}
      >
        <p>{t('socialPassword.done')}</p>
      </Dialog>
      <PageData page={page} select={(data) => data.viewer.customer} loadError="app.genericError">
        {(customer) =>
          customer.socialLoginProvider && !customer.hasPassword ? (
            <FirstPassword customer={customer} provider={customer.socialLoginProvider} onSaved={() => setSaved(true)} />
          ) : (
            <>
              <p>{t('changePassword.comingSoon')}</p>
              <ServiceContact />
            </>
          )
        }
      </PageData>
    </TitledPage>
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
  const [setSocialPassword] = useMutation(SetSocialPasswordDocument);
  const save = async (password: string) => {
    try {
      const { data } = await setSocialPassword({ variables: { input: { password } } });
      if (data?.setSocialPassword.__typename === 'PasswordSet') onSaved();
      return data?.setSocialPassword;
    } catch {
      return undefined;
    }
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

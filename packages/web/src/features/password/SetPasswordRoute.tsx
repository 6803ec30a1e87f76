/**
 * Set a password with an e-mailed link (docs/product/ways-in.md §2, §5 "Tokens"): set-password and
 * light-user-set-password take the token from the query parameter token, the legacy shop link
 * login/forgottenpassword/{token} from the last path segment. The token's state is checked first
 * (tokenStatus, without spending it): missing, invalid, expired and used each get their own page.
 */
import './catalog.ts';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { SetPassword_ResultFragment } from './SetPassword.generated.ts';
import { useSetPassword } from './useSetPassword.ts';
import { useSetSocialPassword } from './useSetSocialPassword.ts';
import type { MutationOutcome } from '../../lib/mutationOutcome.ts';
import { SetPasswordPageDocument } from './SetPasswordPage.generated.ts';
import type { PasswordTokenSource } from '../../gql/schemaTypes.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TokenProblem, isTokenErrorCode, type TokenErrorCode } from '../../components/TokenProblem.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

type Done = { kind: 'form' } | { kind: 'saved' } | { kind: 'token'; code: TokenErrorCode } | { kind: 'alreadySet' };

export function Component() {
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  const { token: pathToken } = useParams();
  const light = location.pathname.startsWith(paths.lightUserSetPassword);
  const source: PasswordTokenSource = pathToken !== undefined ? 'LEGACY_PATH' : 'QUERY';
  const token = (source === 'LEGACY_PATH' ? pathToken : params.get('token'))?.trim() ?? '';
  const [done, setDone] = useState<Done>({ kind: 'form' });
  const { data, loading, error } = useQuery(SetPasswordPageDocument, {
    variables: { token },
    skip: token === '',
    fetchPolicy: 'network-only',
  });
  const [setPassword] = useSetPassword();
  const [setSocialPassword] = useSetSocialPassword();
  const requestNewTo = light ? paths.login : paths.forgotPassword;

  if (token === '') return <TokenProblem code="TOKEN_MISSING" requestNewTo={requestNewTo} />;
  if (done.kind === 'token') return <TokenProblem code={done.code} requestNewTo={requestNewTo} focusOnMount />;
  if (done.kind === 'saved' || done.kind === 'alreadySet') {
    return (
      <TitledPage title={t('setPassword.doneTitle')} narrow focusTitle>
        <p>{done.kind === 'saved' ? t('setPassword.doneBody') : t('setPassword.alreadySet')}</p>
        <div>
          <Link to={paths.login} className="btn btn-primary">
            {t('setPassword.toLogin')}
          </Link>
        </div>
      </TitledPage>
    );
  }

  const title = light ? t('setPassword.lightTitle') : t('setPassword.title');
  if (loading && !data) {
    return (
      <TitledPage title={title} narrow>
        <p role="status">{t('setPassword.checking')}</p>
      </TitledPage>
    );
  }
  const status = data?.tokenStatus;
  if (status?.__typename === 'TokenError' && isTokenErrorCode(status.code)) {
    return <TokenProblem code={status.code} requestNewTo={requestNewTo} />;
  }
  if (status?.__typename !== 'TokenValid' || error) {
    return (
      <TitledPage title={title} narrow>
        <Notice tone="error">{t('app.genericError')}</Notice>
      </TitledPage>
    );
  }

  /** A result that ends the form shows its page; the form shows the rest. */
  const saved = (outcome: MutationOutcome<SetPassword_ResultFragment>) => {
    const result = outcome.kind === 'done' ? outcome.result : outcome.kind === 'refused' ? outcome.error : null;
    if (result?.__typename === 'PasswordSet') setDone({ kind: 'saved' });
    else if (result?.__typename === 'PasswordAlreadySet') setDone({ kind: 'alreadySet' });
    else if (result?.__typename === 'TokenError' && isTokenErrorCode(result.code))
      setDone({ kind: 'token', code: result.code });
    return outcome;
  };

  const save = async ({ password }: { password: string }) => {
    if (status.kind === 'SET_PASSWORD_FOR_SOCIAL_LOGIN')
      return saved(await setSocialPassword({ input: { token, password } }));
    return saved(await setPassword({ input: { token, password, tokenSource: source } }));
  };

  return (
    <TitledPage title={title} narrow>
      <p>{t('setPassword.intro', { email: status.email })}</p>
      <div className="card">
        <NewPasswordForm email={status.email} submitLabel={t('setPassword.submit')} onSave={save} />
      </div>
    </TitledPage>
  );
}

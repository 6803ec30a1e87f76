/**
 * Verify a magic link (SPEC §4 "Magic link"): loading, then success (home, login method magic
 * link) or the expired / invalid states. A token is spent once, also when an effect runs twice.
 */
import './catalog.ts';
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VerifyMagicLinkDocument, type VerifyMagicLinkMutation } from './VerifyMagicLink.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { rememberLoginMethod } from '../../lib/loginMethod.ts';
import { track } from '../../lib/tracking.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TokenProblem, isTokenErrorCode } from '../../components/TokenProblem.tsx';
import { WrongCountryNotice } from './WrongCountryNotice.tsx';

type Result = VerifyMagicLinkMutation['verifyMagicLink'] | null;
const verifications = new Map<string, Promise<Result>>();

export function Component() {
  const t = useT();
  const { market } = useMarket();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [verify] = useMutation(VerifyMagicLinkDocument);
  const [result, setResult] = useState<Result | undefined>(undefined);

  useEffect(() => {
    if (token === '') return;
    let current = true;
    let verification = verifications.get(token);
    if (!verification) {
      verification = verify({ variables: { input: { token } } })
        .then(({ data }) => data?.verifyMagicLink ?? null)
        .catch(() => null);
      verifications.set(token, verification);
    }
    void verification.then((r) => {
      if (!current) return;
      if (r?.__typename === 'LoginSuccess') {
        rememberLoginMethod(r.loginMethod);
        track({ event: 'login', login_method: r.loginMethod, market });
        void navigate(paths.home, { replace: true });
        return;
      }
      setResult(r);
    });
    return () => {
      current = false;
    };
  }, [token, verify, navigate, market]);

  if (token === '') return <TokenProblem code="TOKEN_MISSING" requestNewTo={paths.login} body={t('magicLink.invalid')} />;
  if (result === undefined || result?.__typename === 'LoginSuccess') {
    return (
      <div className="stack narrow">
        <PageTitle>{t('magicLink.title')}</PageTitle>
        <p role="status">{t('magicLink.loading')}</p>
      </div>
    );
  }
  if (result?.__typename === 'TokenError' && isTokenErrorCode(result.code)) {
    return (
      <TokenProblem
        code={result.code}
        requestNewTo={paths.login}
        body={result.code === 'TOKEN_EXPIRED' ? t('magicLink.expired') : t('magicLink.invalid')}
      />
    );
  }
  return (
    <div className="stack narrow">
      <PageTitle focusOnMount>{t('magicLink.title')}</PageTitle>
      {result?.__typename === 'LoginWrongCountry' ? (
        <WrongCountryNotice error={result} />
      ) : (
        <Notice tone="error">
          {result?.__typename === 'RateLimited' ? t('rateLimited', { seconds: result.retryAfterSeconds }) : t('app.genericError')}
        </Notice>
      )}
      <div>
        <Link to={paths.login} className="btn btn-outline">
          {t('app.backToLogin')}
        </Link>
      </div>
    </div>
  );
}

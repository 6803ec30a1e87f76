/**
 * Verify a magic link (docs/product/ways-in.md §4 "Magic link"): loading, then success (home, login method magic
 * link) or the expired / invalid states. A token is spent once, also when an effect runs twice.
 */
import './catalog.ts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { VerifyMagicLinkMutation } from './VerifyMagicLink.generated.ts';
import { useVerifyMagicLink } from './useVerifyMagicLink.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { rememberLoginMethod } from '../../lib/loginMethod.ts';
import { track } from '../../lib/tracking.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TokenProblem, isTokenErrorCode, type TokenErrorCode } from '../../components/TokenProblem.tsx';
import { WrongCountryNotice } from './WrongCountryNotice.tsx';
import { useSpendOnce } from '../../lib/useSpendOnce.ts';

type Result = VerifyMagicLinkMutation['verifyMagicLink'] | null;

/** Each refused state of a magic link in its own words. */
const MAGIC_LINK_BODY = {
  TOKEN_MISSING: 'magicLink.missing',
  TOKEN_INVALID: 'magicLink.invalid',
  TOKEN_EXPIRED: 'magicLink.expired',
  TOKEN_ALREADY_USED: 'magicLink.used',
} as const satisfies Record<TokenErrorCode, MessageKey>;

export function Component() {
  const t = useT();
  const { market } = useMarket();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [verify] = useVerifyMagicLink();
  const [result, setResult] = useState<Result | undefined>(undefined);

  useSpendOnce(
    token === '' ? null : `magic-link:${token}`,
    () => verify({ input: { token } }).then(memberOf),
    (outcome: Result) => {
      if (outcome?.__typename === 'LoginSuccess') {
        rememberLoginMethod(outcome.loginMethod);
        track({ event: 'login', login_method: outcome.loginMethod, market });
        void navigate(paths.home, { replace: true });
        return;
      }
      setResult(outcome);
    },
  );

  if (token === '')
    return <TokenProblem code="TOKEN_MISSING" requestNewTo={paths.login} body={t('magicLink.missing')} />;
  if (result === undefined || result?.__typename === 'LoginSuccess') {
    return (
      <TitledPage title={t('magicLink.title')} narrow>
        <p role="status">{t('magicLink.loading')}</p>
      </TitledPage>
    );
  }
  if (result?.__typename === 'TokenError' && isTokenErrorCode(result.code)) {
    return <TokenProblem code={result.code} requestNewTo={paths.login} body={t(MAGIC_LINK_BODY[result.code])} />;
  }
  return (
    <TitledPage title={t('magicLink.title')} narrow focusTitle>
      {result?.__typename === 'LoginWrongCountry' ? (
        <WrongCountryNotice error={result} />
      ) : (
        <Notice tone="error">
          {result?.__typename === 'RateLimited'
            ? t('rateLimited', { seconds: result.retryAfterSeconds })
            : t('app.genericError')}
        </Notice>
      )}
      <div>
        <Link to={paths.login} className="btn btn-outline">
          {t('app.backToLogin')}
        </Link>
      </div>
    </TitledPage>
  );
}

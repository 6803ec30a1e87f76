/**
 * The state of a refused e-mailed link (decision 007): missing, invalid, expired and already
 * used each have their own heading and explanation, and a way on (by default a new link and the
 * login; a page may offer its own).
 */
import './catalog.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n/index.tsx';
import { paths } from '../lib/paths.ts';
import { PageTitle } from './PageTitle.tsx';

export type TokenErrorCode = 'TOKEN_MISSING' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_ALREADY_USED';

export function isTokenErrorCode(code: string): code is TokenErrorCode {
  return (
    code === 'TOKEN_MISSING' || code === 'TOKEN_INVALID' || code === 'TOKEN_EXPIRED' || code === 'TOKEN_ALREADY_USED'
  );
}

export interface TokenProblemProps {
  code: TokenErrorCode;
  /** Where a new link can be requested (default: forgot password). */
  requestNewTo?: string;
  /** Replaces the standard explanation (e.g. the magic link's own texts). */
  body?: string;
  /** The link was refused after an action on the page: the heading takes the focus. */
  focusOnMount?: boolean;
  /** The page's own way on instead of "new link" and "to the login". */
  children?: ReactNode;
}

export function TokenProblem({
  code,
  requestNewTo = paths.forgotPassword,
  body,
  focusOnMount = false,
  children,
}: TokenProblemProps) {
  const t = useT();
  return (
    <div className="stack narrow" data-token-state={code}>
      <PageTitle focusOnMount={focusOnMount}>{t(`token.${code}.title`)}</PageTitle>
      <p>{body ?? t(`token.${code}.body`)}</p>
      {children ?? (
        <div className="row">
          <Link to={requestNewTo} className="btn btn-primary">
            {t('token.requestNew')}
          </Link>
          <Link to={paths.login} className="btn btn-outline">
            {t('token.toLogin')}
          </Link>
        </div>
      )}
    </div>
  );
}

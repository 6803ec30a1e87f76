/**
 * Links in e-mails: into the account SPA (`MOCKS_SPA_BASE_URL`, default
 * http://localhost:4000/dpl/av) or onto an absolute URL the caller asked for, each carrying a
 * token and the market of the request (which the SPA honours outside production).
 */
import type { Market } from '@mein-konto/schema/upstream/common';

export const DEFAULT_SPA_BASE_URL = 'http://localhost:4000/dpl/av';

export class EmailLinks {
  readonly spaBaseUrl: string;

  constructor(spaBaseUrl: string = DEFAULT_SPA_BASE_URL) {
    this.spaBaseUrl = spaBaseUrl.replace(/\/+$/, '');
  }

  /** A page of the SPA (path relative to its base) with the token. */
  spa(path: string, token: string, market: Market): string {
    return this.to(`${this.spaBaseUrl}/${path.replace(/^\/+/, '')}`, token, market);
  }

  /** An absolute URL (e.g. a reset request's redirect_uri) with the token. */
  to(target: string, token: string, market: Market): string {
    const url = new URL(target);
    url.searchParams.set('token', token);
    url.searchParams.set('locale', market);
    return url.toString();
  }
}

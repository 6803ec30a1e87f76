/**
 * Links in e-mails: into the account SPA (`MOCKS_SPA_BASE_URL`, default
 * http://localhost:4000/dpl/av) or onto an absolute URL the caller asked for, each carrying a
 * token (unless the page is behind the login) and the market of the request (which the SPA honours outside production).
 */
import type { Market } from '@mein-konto/schema/upstream/common';

const DEFAULT_SPA_BASE_URL = 'http://localhost:4000/dpl/av';

export class EmailLinks {
  readonly spaBaseUrl: string;

  constructor(spaBaseUrl: string = DEFAULT_SPA_BASE_URL) {
    this.spaBaseUrl = spaBaseUrl.replace(/\/+$/, '');
  }

  /** A page of the SPA (path relative to its base) with the token. */
  spa(path: string, token: string, market: Market): string {
    return this.to(this.spaUrl(path), token, market);
  }

  /** A page of the SPA (path relative to its base) without token, e.g. behind the customer's login. */
  spaPage(path: string, market: Market): string {
    const url = new URL(this.spaUrl(path));
    url.searchParams.set('locale', market);
    return url.toString();
  }

  /** A page of the SPA with its own query parameters (e.g. a subscription id), without token. */
  spaWith(path: string, params: Record<string, string>, market: Market): string {
    const url = new URL(this.spaUrl(path));
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('locale', market);
    return url.toString();
  }

  private spaUrl(path: string): string {
    return `${this.spaBaseUrl}/${path.replace(/^\/+/, '')}`;
  }

  /** An absolute URL (e.g. a reset request's redirect_uri) with the token. */
  to(target: string, token: string, market: Market): string {
    const url = new URL(target);
    url.searchParams.set('token', token);
    url.searchParams.set('locale', market);
    return url.toString();
  }
}

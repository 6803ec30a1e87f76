/**
 * The session cookies of one GraphQL request. The jar starts with the browser's cookies, sends
 * them to credentialed upstream routes, takes in the upstream's Set-Cookie answers (so a retry
 * after a token refresh uses the new access token) and remembers every change so it can be
 * relayed to the browser once, on the GraphQL response.
 */
import { SESSION_COOKIE } from '@mein-konto/schema/upstream/customer';

/** Only these cookies are ever forwarded upstream; the browser's other cookies stay here. */
const SESSION_COOKIE_NAMES: readonly string[] = Object.values(SESSION_COOKIE);

export interface ParsedSetCookie {
  name: string;
  value: string;
  /** True when the cookie is being deleted (Max-Age <= 0 or Expires in the past). */
  cleared: boolean;
  /** The header as the browser should get it (Domain attribute removed). */
  header: string;
}

export function parseSetCookie(header: string, now: Date = new Date()): ParsedSetCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let cleared = false;
  const kept = [`${name}=${value}`];
  for (const raw of attributes) {
    const attribute = raw.trim();
    if (!attribute) continue;
    const [key = '', ...rest] = attribute.split('=');
    const attrName = key.trim().toLowerCase();
    const attrValue = rest.join('=').trim();
    // The upstream's domain is not the gateway's: the browser must scope it to our host.
    if (attrName === 'domain') continue;
    if (attrName === 'max-age' && Number(attrValue) <= 0) cleared = true;
    if (attrName === 'expires' && Date.parse(attrValue) <= now.getTime()) cleared = true;
    kept.push(attribute);
  }
  return { name, value, cleared: cleared || value === '', header: kept.join('; ') };
}

/** A Set-Cookie header that deletes a session cookie in the browser. */
function clearingCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

const SECURITY_ATTRIBUTES = new Set(['secure', 'httponly', 'samesite']);

/**
 * A session cookie as the browser gets it: whatever the upstream said, HttpOnly and
 * SameSite=Lax, and with `secure` (production) also Secure, on setting and clearing alike.
 */
function browserCookie(header: string, secure: boolean): string {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const kept = attributes.filter(
    (a) => a !== '' && !SECURITY_ATTRIBUTES.has((a.split('=')[0] ?? '').trim().toLowerCase()),
  );
  return [pair, ...kept, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

const LIFETIME_ATTRIBUTES = new Set(['max-age', 'expires']);

function attributeName(attribute: string): string {
  return (attribute.split('=')[0] ?? '').trim().toLowerCase();
}

/** A Set-Cookie header with the lifetime (Max-Age, Expires) of another, when both set a value. */
function withLifetimeOf(header: string, other: string): string {
  const own = parseSetCookie(header);
  const model = parseSetCookie(other);
  if (!own || !model || own.cleared || model.cleared) return header;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const lifetime = other
    .split(';')
    .slice(1)
    .map((part) => part.trim())
    .filter((a) => LIFETIME_ATTRIBUTES.has(attributeName(a)));
  return [pair, ...attributes.filter((a) => a !== '' && !LIFETIME_ATTRIBUTES.has(attributeName(a))), ...lifetime].join(
    '; ',
  );
}

export class CookieJar {
  private readonly values = new Map<string, string>();
  private readonly changes = new Map<string, string>();

  constructor(initial: Record<string, string | undefined> = {}) {
    for (const name of SESSION_COOKIE_NAMES) {
      const value = initial[name];
      if (value) this.values.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  /** The Cookie request header for an upstream call, or undefined when there is nothing to send. */
  header(): string | undefined {
    if (this.values.size === 0) return undefined;
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Takes in an upstream's Set-Cookie headers. */
  applySetCookies(headers: readonly string[]): void {
    for (const header of headers) {
      const parsed = parseSetCookie(header);
      if (!parsed) continue;
      if (parsed.cleared) this.values.delete(parsed.name);
      else this.values.set(parsed.name, parsed.value);
      this.changes.set(parsed.name, parsed.header);
    }
  }

  /** Ends the session in this jar and in the browser, whatever the upstream answered. */
  clearSession(): void {
    for (const name of SESSION_COOKIE_NAMES) {
      this.values.delete(name);
      if (!this.isClearedChange(name)) this.changes.set(name, clearingCookie(name));
    }
  }

  /** A jar with the same cookies and no changes yet (a call whose answer is shared: the session refresh). */
  copy(): CookieJar {
    return new CookieJar(Object.fromEntries(this.values));
  }

  /** Takes over everything another jar received (a login whose answer was accepted). */
  adopt(other: CookieJar): void {
    this.applySetCookies(other.pendingSetCookies());
  }

  /** The Set-Cookie headers the browser still has to receive. */
  pendingSetCookies(): string[] {
    return [...this.changes.values()];
  }

  /**
   * These headers as the browser gets them (browserCookie): Secure in production, and the access
   * cookie kept as long as the refresh cookie set beside it. The browser then sends an expired
   * access token with the refresh token, and a refresh's outcome is shared only with requests
   * carrying that same access token (sessionRefresh.ts); the customer service decides whether the
   * token is still valid.
   */
  browserSetCookies(secure: boolean): string[] {
    const refresh = this.changes.get(SESSION_COOKIE.refresh);
    return [...this.changes].map(([name, header]) =>
      browserCookie(
        name === SESSION_COOKIE.access && refresh !== undefined ? withLifetimeOf(header, refresh) : header,
        secure,
      ),
    );
  }

  private isClearedChange(name: string): boolean {
    const change = this.changes.get(name);
    return change ? (parseSetCookie(change)?.cleared ?? false) : false;
  }
}

/**
 * Logging in as the app does: the web's own Login operation, as codegen registers it in the
 * gateway's trusted documents (the text the SPA sends, which a production gateway accepts too).
 */
import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD, RECAPTCHA_TOKEN, type Market } from './customers.ts';

interface Manifest {
  operations: { name: string; body: string }[];
}

const manifest = JSON.parse(
  readFileSync(new URL('../../gateway/trusted-documents/web.json', import.meta.url), 'utf8'),
) as Manifest;

/** The body of one of the web's operations, by name (as registered in trusted-documents/web.json). */
export function webOperation(name: string): string {
  const operation = manifest.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`the web has no operation ${name} (packages/gateway/trusted-documents/web.json)`);
  return operation.body;
}

export interface LoginOptions {
  /** The market the login happens in (x-market); default de. */
  market?: Market;
  /** Default: the demo customers' password. */
  password?: string;
  stayLoggedIn?: boolean;
  recaptchaToken?: string;
}

/** The POST /graphql of a login: its headers and JSON body. */
export function loginRequest(
  username: string,
  options: LoginOptions = {},
): { headers: Record<string, string>; data: { query: string; variables: Record<string, unknown> } } {
  return {
    headers: { 'content-type': 'application/json', 'x-market': options.market ?? 'de' },
    data: {
      query: webOperation('Login'),
      variables: {
        input: {
          username,
          password: options.password ?? DEMO_PASSWORD,
          stayLoggedIn: options.stayLoggedIn ?? false,
          recaptchaToken: options.recaptchaToken ?? RECAPTCHA_TOKEN,
        },
      },
    },
  };
}

/** Logs `username` in through the gateway at `gatewayUrl`; the session's cookies as a Cookie header (throws unless LoginSuccess). */
export async function logIn(gatewayUrl: string, username: string, options: LoginOptions = {}): Promise<string> {
  const { headers, data } = loginRequest(username, options);
  const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify(data) });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  let outcome: string | undefined;
  try {
    outcome = (JSON.parse(text) as { data?: { login?: { __typename?: string } } } | null)?.data?.login?.__typename;
  } catch {
    // not JSON (a proxy's error page): reported below with the text
  }
  if (outcome !== 'LoginSuccess' || !cookie)
    throw new Error(`login of ${username} failed: ${String(response.status)} ${text.slice(0, 300)}`);
  return cookie;
}

/**
 * The mocks' admin surface (loopback only, README "Mock admin"), for tests and measuring tools:
 * the development mailbox, the clock and the reset to the demo data. Each call takes the mocks'
 * origin (`http://127.0.0.1:4010`).
 */

/** An e-mail in the mocks' development mailbox. */
export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sent_at: string;
}

async function admin(mocksUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${mocksUrl}/__admin${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} /__admin${path}: ${String(response.status)} ${await response.text()}`);
  return response;
}

/** Every e-mail in the mailbox, oldest first. */
export async function mailbox(mocksUrl: string): Promise<Mail[]> {
  return ((await (await admin(mocksUrl, 'GET', '/mailbox')).json()) as { messages: Mail[] }).messages;
}

/** The e-mails to an address (compared without case), oldest first. */
export async function mailsTo(mocksUrl: string, to: string): Promise<Mail[]> {
  return (await mailbox(mocksUrl)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The last e-mail to `to` and its first link (throws when there is none). */
export async function lastMailTo(mocksUrl: string, to: string): Promise<{ mail: Mail; link: URL }> {
  const mail = (await mailsTo(mocksUrl, to)).at(-1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  const first = mail.links[0];
  if (!first) throw new Error(`e-mail to ${to} has no link`);
  return { mail, link: new URL(first) };
}

/** The token of an e-mailed link ('' without one). */
export function tokenOf(link: string | URL): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** The token of the last e-mail to `to` (throws when its link has none). */
export async function tokenMailedTo(mocksUrl: string, to: string): Promise<string> {
  const { link } = await lastMailTo(mocksUrl, to);
  const token = tokenOf(link);
  if (!token) throw new Error(`link without token: ${link.toString()}`);
  return token;
}

/** Moves the mocks' clock forward (token and session lifetimes). */
export async function advanceClock(mocksUrl: string, seconds: number): Promise<void> {
  await admin(mocksUrl, 'POST', '/clock', { advance_seconds: seconds });
}

/** Back to the demo data; `mailbox: 'seeded'` keeps the seed's e-mails (the newsletter's), 'empty' starts without. */
export async function resetMocks(mocksUrl: string, mailboxState: 'seeded' | 'empty'): Promise<void> {
  await admin(mocksUrl, 'POST', '/reset', { mailbox: mailboxState });
}

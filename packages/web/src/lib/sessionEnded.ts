/**
 * Why the login is shown to a visitor of the account area (docs/product/shell.md §4): the session
 * ended (a session this browser had is over: refused by the service, expired while the customer
 * was away, or a request answered UNAUTHENTICATED), or the customer logged out (in this tab or
 * another one of the browser). A visitor who never had a session gets no reason.
 *
 * The browser remembers in localStorage (shared by its tabs) whether it last saw a session
 * (`active`, set by the account layout whenever it shows a logged-in customer) or a logout
 * (`logged-out`, set by the logout). The Apollo link notes an UNAUTHENTICATED answer as well,
 * for a browser whose storage is blocked.
 */
const SESSION_KEY = 'mein-konto:session';

export type LoginReason = 'session-ended' | 'logged-out';

let ended = false;

function read(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function write(value: 'active' | 'logged-out'): void {
  try {
    if (localStorage.getItem(SESSION_KEY) !== value) localStorage.setItem(SESSION_KEY, value);
  } catch {
    // blocked storage: the reason comes from the UNAUTHENTICATED answers alone
  }
}

/** A request was refused as UNAUTHENTICATED: the session ended while the customer used the account. */
export function noteSessionEnded(): void {
  ended = true;
}

/** The account layout shows a logged-in customer. */
export function noteSessionActive(): void {
  ended = false;
  write('active');
}

/** The customer logged out (the other tabs of the browser learn it from the storage event). */
export function noteLoggedOut(): void {
  ended = false;
  write('logged-out');
}

/** Whether a storage event of another tab says the customer logged out there. */
export function isLogoutEvent(event: StorageEvent): boolean {
  return event.key === SESSION_KEY && event.newValue === 'logged-out';
}

/** Why a logged-out visitor of the account area is sent to the login, if there is a reason to say. */
export function loginReason(): LoginReason | null {
  const seen = read();
  if (seen === 'logged-out') return 'logged-out';
  if (seen === 'active' || ended) return 'session-ended';
  return null;
}

/** The login has said why it is shown: a later visit starts without a reason. */
export function clearLoginReason(): void {
  ended = false;
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // blocked storage holds nothing
  }
}

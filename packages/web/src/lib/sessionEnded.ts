/**
 * Whether the session ended while the customer used the account (a request was refused as
 * UNAUTHENTICATED, docs/product/shell.md: "A failed token refresh goes to the login page"), so the
 * login can say why it is shown. Set by the Apollo link, read by the account layout when it sends
 * the customer to the login, cleared by the login page.
 */
let ended = false;

export function noteSessionEnded(): void {
  ended = true;
}

export function sessionEnded(): boolean {
  return ended;
}

export function clearSessionEnded(): void {
  ended = false;
}

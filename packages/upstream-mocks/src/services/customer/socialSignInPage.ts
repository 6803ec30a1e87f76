/** The stand-in for a provider's sign-in page (Google, Facebook, Apple): choose an account, get sent back with a code. */
import type { SocialAccount } from './model.ts';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function socialSignInPage(
  provider: string,
  accounts: readonly SocialAccount[],
  redirectUri: string,
  state: string,
  action: string,
): string {
  const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
        <input type="hidden" name="state" value="${escapeHtml(state)}">`;
  const items = accounts
    .map(
      (a) => `<li>
        <button type="submit" name="account" value="${escapeHtml(a.email)}">
          <span class="name">${escapeHtml(`${a.firstName} ${a.lastName}`)}</span>
          <span class="email">${escapeHtml(a.email)}</span>
        </button>
      </li>`,
    )
    .join('\n      ');
  const cancel = new URL(redirectUri);
  cancel.searchParams.set('error', 'access_denied');
  if (state !== '') cancel.searchParams.set('state', state);
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Anmelden mit ${escapeHtml(provider)} (Testumgebung)</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f1f1f; }
    ul { list-style: none; padding: 0; }
    li { margin: 0.5rem 0; }
    button { width: 100%; text-align: left; padding: 0.75rem 1rem; border: 1px solid #747775; border-radius: 0.5rem; background: #fff; font: inherit; cursor: pointer; }
    button:hover, button:focus-visible { background: #f1f3f4; outline: 2px solid #0b57d0; }
    .name { display: block; font-weight: 600; }
    .email { display: block; color: #444746; }
    a { color: #0b57d0; }
  </style>
</head>
<body>
  <main>
    <h1>Konto auswählen</h1>
    <p>weiter zu Mein Konto. Dies ist eine Testumgebung, es findet keine echte Anmeldung bei ${escapeHtml(provider)} statt.</p>
    <form method="post" action="${escapeHtml(action)}">
      ${hidden}
      <ul aria-label="${escapeHtml(provider)}-Konten">
      ${items}
      </ul>
    </form>
    <p><a href="${escapeHtml(cancel.toString())}">Abbrechen</a></p>
  </main>
</body>
</html>`;
}

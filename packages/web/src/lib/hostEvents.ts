/**
 * Signals to the host page that embeds the account area: which header and footer it should show.
 * The footer is reduced on the login, forgot-password and set-password pages (docs/product/shell.md §2).
 */
import { paths } from './paths.ts';

const HEADER_EVENT = 'mein-konto:header-switch';
export const FOOTER_EVENT = 'mein-konto:footer-switch';

interface HeaderSwitchDetail {
  header: 'login' | 'account';
}
interface FooterSwitchDetail {
  footer: 'reduced' | 'full';
}

const REDUCED_FOOTER = [paths.login, paths.forgotPassword, paths.setPassword];

function isReducedFooterPath(pathname: string): boolean {
  return REDUCED_FOOTER.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

let last: string | undefined;

/** Dispatches the header and footer switches for a route path (relative to the basename) when they change. */
export function signalHostLayout(pathname: string): void {
  const reduced = isReducedFooterPath(pathname);
  const key = reduced ? 'reduced' : 'full';
  if (key === last) return;
  last = key;
  window.dispatchEvent(
    new CustomEvent<HeaderSwitchDetail>(HEADER_EVENT, { detail: { header: reduced ? 'login' : 'account' } }),
  );
  window.dispatchEvent(new CustomEvent<FooterSwitchDetail>(FOOTER_EVENT, { detail: { footer: key } }));
}

/**
 * Focus management on navigation: after a client-side route change the new page's heading
 * takes the focus (screen readers announce the new page). The first page load keeps the
 * browser's default so the skip link stays first.
 */
let pending = false;

export function requestHeadingFocus(): void {
  pending = true;
}

export function consumeHeadingFocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}

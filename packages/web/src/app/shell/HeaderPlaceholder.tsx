/**
 * The header as index.html shows it before the app has started (rendered into the page when it
 * is built, appShell.ts): the same marks in the same places, not yet links (the shop's
 * address depends on the market the app reads at start). The app replaces it with AppHeader.
 */
export function HeaderPlaceholder({ title }: { title: string }) {
  return (
    <div className="app-header" aria-hidden="true">
      <span className="shop-logo">
        <ShopLogo />
      </span>
      <span className="account-home-link">{title}</span>
    </div>
  );
}

/** The shop's own mark: a house with a screen (home shopping), and the word mark. Decorative: the link names it. */
export function ShopLogo() {
  return (
    <svg viewBox="0 0 132 32" width="132" height="32" aria-hidden="true" focusable="false">
      <path d="M4 15 16 4l12 11v13H4z" fill="#1864ab" />
      <rect x="9" y="14" width="14" height="9" rx="1.5" fill="#fff" />
      <path d="M14 16.5v4l4-2z" fill="#1864ab" />
      <text x="34" y="22" fontFamily="Arial, Helvetica, sans-serif" fontSize="15" fontWeight="700" fill="#212529">
        mein-shop
      </text>
    </svg>
  );
}

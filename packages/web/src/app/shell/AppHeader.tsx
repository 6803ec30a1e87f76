/**
 * The header of every page: the shop's logo, linking back to the shop of the market (a way back
 * for customers who came from it), and "Mein Konto" to the account overview.
 */
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';

export function AppHeader() {
  const t = useT();
  const { shopUrl } = useMarket();
  return (
    <header className="app-header">
      <a href={shopUrl} className="shop-logo" aria-label={t('shell.toShop', { host: new URL(shopUrl).host.replace(/^www\./, '') })}>
        <ShopLogo />
      </a>
      <Link to={paths.home} className="account-home-link">
        {t('shell.header')}
      </Link>
    </header>
  );
}

/** The shop's own mark: a house with a screen (home shopping), and the word mark. Decorative: the link names it. */
function ShopLogo() {
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

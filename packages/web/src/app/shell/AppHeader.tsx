/**
 * The header of every page: the shop's logo, linking back to the shop of the market (a way back
 * for customers who came from it), and "Mein Konto" to the account overview.
 */
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { ShopLogo } from './HeaderPlaceholder.tsx';

export function AppHeader() {
  const t = useT();
  const { shopUrl } = useMarket();
  return (
    <header className="app-header">
      <a
        href={shopUrl}
        className="shop-logo"
        aria-label={t('shell.toShop', { host: new URL(shopUrl).host.replace(/^www\./, '') })}
      >
        <ShopLogo />
      </a>
      <Link to={paths.home} className="account-home-link">
        {t('shell.header')}
      </Link>
    </header>
  );
}

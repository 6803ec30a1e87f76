/**
 * The states every page of an e-mail link shares: loading, and a problem with the link or the
 * service (the message, the phone service, the way to the shop).
 */
import './catalog.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';

export function LinkLoading({ title }: { title: string }) {
  const t = useT();
  return (
    <TitledPage title={title} narrow>
      <p role="status">{t('subscriptions.loading')}</p>
    </TitledPage>
  );
}

export function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <TitledPage title={title} narrow focusTitle>
      <Notice tone="error">{message}</Notice>
      <ServiceContact />
      <ToShop />
    </TitledPage>
  );
}

/** The page's end: on to the shop's top deals (or the shop). */
export function ToShop({ topDeals = false }: { topDeals?: boolean }) {
  const t = useT();
  const { shopUrl } = useMarket();
  return (
    <div>
      <a href={topDeals ? `${shopUrl}/top-angebote` : shopUrl} className="btn btn-outline">
        {topDeals ? t('subscriptions.toTopDeals') : t('subscriptions.toShop')}
      </a>
    </div>
  );
}

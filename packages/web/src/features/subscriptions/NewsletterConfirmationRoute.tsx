/**
 * The confirmation after cancelling the newsletter (docs/product/public-pages.md §2 newsletter/confirmation: heading,
 * message and the link to the top deals; §4 results unsubscribed and frequency reduced). Only
 * shows what was done: a reload changes nothing. An unknown result is not found.
 */
import './catalog.ts';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { NEWSLETTER_RESULTS, type NewsletterResult } from '../../lib/paths.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { ToShop } from './LinkPage.tsx';

function isResult(value: string | null): value is NewsletterResult {
  return (NEWSLETTER_RESULTS as readonly (string | null)[]).includes(value);
}

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const result = params.get('result');
  if (!isResult(result)) return <NotFound />;
  return (
    <TitledPage title={t(`newsletter.confirmation.${result}.title`)} narrow focusTitle>
      <p>{t(`newsletter.confirmation.${result}.body`)}</p>
      <ToShop topDeals />
    </TitledPage>
  );
}

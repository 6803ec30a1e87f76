/**
 * The service worker's registration and the notice of a new release (decision 052), loaded by
 * main.tsx after the page's load event: nothing of it is in the first load's critical path.
 * vite-plugin-pwa's `registerSW` registers the worker (installableApp.ts) through workbox-window.
 * When a new release's worker waits (installed while this page runs, or found waiting at
 * registration), a polite notice offers the reload; its button lets the waiting worker take over,
 * and the page reloads once it controls the page (registerSW does that), so the reload runs the
 * new release. Until then the page keeps running the release it started with.
 */
import './updateNotice.css';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { createTranslator, registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import type { Market } from '../../lib/config.ts';

const de = {
  'update.notice': 'Eine neue Version ist da —',
  'update.reload': 'neu laden',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });

export function registerServiceWorker(market: Market): void {
  const t = createTranslator(market);
  let shown = false;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (shown) return;
      shown = true;
      // The live region is in the page before its text, so that screen readers announce the text.
      const region = document.createElement('div');
      region.className = 'update-notice notice notice-info';
      region.setAttribute('role', 'status');
      document.body.append(region);
      createRoot(region).render(
        <UpdateNotice text={t('update.notice')} reloadLabel={t('update.reload')} onReload={() => void update()} />,
      );
    },
  });
}

function UpdateNotice({ text, reloadLabel, onReload }: { text: string; reloadLabel: string; onReload: () => void }) {
  return (
    <p>
      {text}{' '}
      <button type="button" className="btn btn-primary" onClick={onReload}>
        {reloadLabel}
      </button>
    </p>
  );
}

// The stylesheet every page needs: Mantine's baseline, its CSS variables (app.css uses them) and
// global rules, then the app's own. Mantine's component styles come with MantineScope.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { MARKET_FACTS } from '@mein-konto/schema/rules/market';
import { appContext } from './lib/config.ts';
import { createApolloClient } from './lib/apollo.ts';
import { basenameFor } from './lib/paths.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { AppRoutes } from './app/router.tsx';

const { config, market } = appContext();
document.documentElement.lang = MARKET_FACTS[market].locale;

const client = createApolloClient({ market, defaultMarket: config.market, graphqlPath: config.graphqlPath });

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

// In a transition: index.html's header stays on screen until the first page (and its chunks) is
// ready, instead of giving way to an empty page first (the app shell, appShell.ts).
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProviders client={client} market={market} strictTexts={config.environment !== 'production'}>
        <BrowserRouter basename={basenameFor(window.location.pathname)}>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

// The service worker (decision 052) registers once the page has loaded, outside the first load's
// critical path; its module (and workbox-window) load only then.
window.addEventListener(
  'load',
  () => void import('./app/serviceWorker/register.tsx').then((worker) => worker.registerServiceWorker(market)),
  { once: true },
);

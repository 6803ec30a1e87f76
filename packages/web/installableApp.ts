/**
 * The account area as an installable web app (decision 052), through vite-plugin-pwa and Workbox:
 * - a service worker (`sw.js`, scope the base path, so the creators-hub variant under it too) that
 *   precaches the built app at install: index.html, the entry and every route's chunks and
 *   stylesheets, the icons. It answers them cache-first, and every navigation inside the scope
 *   with the precached index.html (the app shell), so a repeat visit loads no script or stylesheet
 *   from the network and an account page opened offline shows the app and its offline message.
 *   Nothing else goes through a cache: no runtime caching at all, so GraphQL (GET and POST), the
 *   runtime configuration and anything outside the build (the sandbox) always go to the network.
 * - a new release's worker waits until the customer reloads (`registerType: 'prompt'`): the page
 *   shows a notice (app/serviceWorker.tsx) and the reload activates it.
 * - the web app manifest (German name, the shop's colour and icons, the account home as start).
 * The page registers the worker itself, after its load (main.tsx), not index.html.
 *
 * `WEB_SERVICE_WORKER=off` builds the kill switch instead: a worker that unregisters itself and
 * deletes its caches (README "For operators").
 */
import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

/** The largest file the worker precaches (bytes, uncompressed); the app's own chunks are below 0.5 MB. */
const PRECACHE_FILE_LIMIT = 512 * 1024;

/** The shop's blue (the favicon's, Mantine's blue 9). */
const THEME_COLOUR = '#1864ab';

export function installableApp(options: { base: string }): PluginOption {
  const { base } = options;
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // main.tsx registers it after the page has loaded (no script in index.html).
    injectRegister: false,
    selfDestroying: process.env.WEB_SERVICE_WORKER === 'off',
    scope: base,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    // The icons are in the build's public files, which globPatterns precaches already.
    includeManifestIcons: false,
    manifest: {
      id: base,
      name: 'Mein Konto – Ihr Kundenkonto',
      short_name: 'Mein Konto',
      description: 'Bestellungen, Rechnungen, Adressen und Ihre Daten im Kundenkonto des Shops.',
      lang: 'de',
      dir: 'ltr',
      start_url: base,
      scope: base,
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The built app (the manifest is added by the plugin); not the .br/.gz siblings: the
      // precache's requests ask for the compressed file as every request does.
      globPatterns: ['**/*.{html,js,css,svg,png}'],
      // Not the few chunks larger than PRECACHE_FILE_LIMIT (the password strength estimator's
      // dictionaries, 1.3 MB, 0.6 MB compressed, used by the password fields only): every customer
      // would download them at install. They stay with the browser's HTTP cache (immutable).
      manifestTransforms: [
        (entries) => ({ manifest: entries.filter((entry) => entry.size <= PRECACHE_FILE_LIMIT), warnings: [] }),
      ],
      navigateFallback: 'index.html',
      // Only the app's routes: not a path whose last segment has a file extension (the gateway's
      // fallback to index.html follows the same rule, isSpaRoute in its spa.ts).
      navigateFallbackDenylist: [/^[^?]*\.[^/?]*(\?.*)?$/],
      // A file above Workbox's 2 MiB limit fails the build (vite-plugin-pwa) instead of going uncached.
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}

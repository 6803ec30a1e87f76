/**
 * What a page may have kept in the browser beyond the Apollo cache, forgotten at logout
 * (docs/product/shell.md §4, decision 052): the tab's form drafts, and every Cache Storage cache but
 * the service worker's precache, which holds only the built app's own files (the worker caches
 * nothing else: installableApp.ts). On a shared device the next person finds nothing of the customer's.
 */
import { clearAllDrafts } from './formDraft.ts';

/** The prefix of Workbox's precache (workbox-precache-v2-<scope>). */
const PRECACHE_PREFIX = 'workbox-precache';

export async function forgetOnLogout(): Promise<void> {
  clearAllDrafts();
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage unavailable (a private window may refuse it): nothing was kept there
  }
}

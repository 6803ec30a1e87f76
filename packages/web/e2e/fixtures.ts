/**
 * Shared test fixture: resets the mocks before each test and checks accessibility (axe-core,
 * WCAG 2.1 A/AA) — at every page state the test reports with `a11y()` and, automatically, on the
 * page the test ends on. Any violation fails the test.
 */
import { resetMocks, type Market } from '@mein-konto/testing';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { workerStack } from './stack.ts';
import { staticClosure } from '../chunkGraph.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function buildManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/** A URL pattern matching exactly the file `file` of the build. */
const fileUrl = (file: string) => new RegExp(`/${file.replace(/[.]/g, '\\.')}$`);

/**
 * The URL of a source module's chunk in the build the gateway serves (chunks are named by their
 * hash: the build manifest maps each module to its file), e.g. to hold back or fail a route's code.
 */
export function chunkOf(module: string): RegExp {
  const entry = buildManifest()[module];
  if (!entry) throw new Error(`${module} is not a chunk of the build (packages/web/dist)`);
  return fileUrl(entry.file);
}

/**
 * The chunks a source module's chunk needs beyond the entry's (which are loaded before any
 * route): the ones it imports itself, and those only they import (the build names them in the
 * module's chunk too: hoistTransitiveImports.ts).
 */
export function importsOf(module: string): { direct: RegExp[]; transitive: RegExp[] } {
  const manifest = buildManifest();
  const closure = (keys: readonly string[]) => staticClosure(keys, (key) => manifest[key]?.imports);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedFirst = closure(entries);
  const direct = (manifest[module]?.imports ?? []).filter((key) => !loadedFirst.has(key));
  const transitive = [...closure(direct)].filter((key) => !direct.includes(key) && !loadedFirst.has(key));
  const urls = (keys: string[]) => keys.map((key) => fileUrl(manifest[key]?.file ?? key));
  return { direct: urls(direct), transitive: urls(transitive) };
}

/**
 * Every file a route module needs beyond the entry's: its chunk, the chunks it imports directly or
 * through others, and their stylesheets (what index.html's bootstrap preloads for the route).
 */
export function closureOf(module: string): RegExp[] {
  const manifest = buildManifest();
  const closure = (keys: readonly string[]) => staticClosure(keys, (key) => manifest[key]?.imports);
  const loadedFirst = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const entryStyles = new Set([...loadedFirst].flatMap((key) => manifest[key]?.css ?? []));
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the build (packages/web/dist)`);
  const chunks = [...closure([module])].filter((key) => !loadedFirst.has(key));
  const files = chunks.flatMap((key) => [
    manifest[key]?.file ?? key,
    ...(manifest[key]?.css ?? []).filter((css) => !entryStyles.has(css)),
  ]);
  return [...new Set(files)].map(fileUrl);
}

/** The mocks of this worker's stack (its admin surface: reset, faults, mailbox, clock). */
export const MOCKS_URL = workerStack.mocksUrl;
/** The gateway's origin of this worker's stack (the app lives under /dpl/av/ on it). */
export const GATEWAY_ORIGIN = workerStack.gatewayUrl;

/** What the page shows: its address and its DOM (to skip re-checking an unchanged page). */
async function pageState(page: Page): Promise<string> {
  return `${page.url()}\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

async function axeCheck(page: Page, label: string): Promise<void> {
  // Legacy mode runs axe in the page in one go, without the blank page the default mode opens to
  // combine frames (the app has no frames); only violations carry all their nodes. Both keep
  // the check the same and take a third of the time. Beside WCAG A and AA, axe's best practices
  // (landmarks, one level-one heading): a screen reader's user moves through a page by them.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label} (${page.url()})`).toEqual([]);
}

interface Fixtures {
  /** Runs the axe check on the current page state. */
  a11y: (label?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
  baseURL: async ({}, use) => {
    await use(`${workerStack.gatewayUrl}/dpl/av/`);
  },
  page: async ({ page }, use) => {
    // Without the seed's e-mails: the tests count the e-mails they cause (the public pages' tests reset with them).
    await resetMocks(MOCKS_URL, 'empty');
    await use(page);
  },
  a11y: [
    async ({ page }, use, testInfo) => {
      let checks = 0;
      let checked = '';
      await use(async (label = 'page') => {
        checks += 1;
        await axeCheck(page, label);
        checked = await pageState(page);
      });
      // The page the test ends on is checked too (unless the test already failed, or the last
      // check saw exactly this page).
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed() && (await pageState(page)) !== checked) {
        await axeCheck(page, 'final page');
        checks += 1;
      }
      testInfo.annotations.push({ type: 'axe checks', description: String(checks) });
    },
    { auto: true },
  ],
});

export { expect };

/** Phone widths every reflow check uses (WCAG 1.4.10: 320 CSS px without scrolling sideways). */
export const PHONE_WIDTHS = [390, 320] as const;

/** The page does not scroll sideways at its current width. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label} at ${String(innerWidth)} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** Checks the current page at every phone width (and, with E2E_SCREENSHOTS=dir, keeps a screenshot), then restores the viewport. */
export async function expectReflow(page: Page, label: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, label);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/${label.replace(/\W+/g, '-')}-${String(width)}.png`,
        fullPage: true,
      });
    }
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Every word of the element's visible text stands on one line (breaking only at spaces and hyphens),
 * and no text of it is cut off with an ellipsis: labels stay readable on a phone.
 */
export async function expectWordsWhole(locator: Locator, label: string): Promise<void> {
  const problems = await locator.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\u00ad\u200b-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(`"${match[0]}" broken over ${String(lines.size)} lines`);
      }
    }
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth)
        found.push(`"${el.textContent ?? ''}" cut off`);
    }
    return found;
  });
  expect(problems, `${label} at ${String(locator.page().viewportSize()?.width)} px`).toEqual([]);
}

/** Opens an app path in a market (the `locale` override, remembered for the tab). */
export async function open(page: Page, path: string, market: Market): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}locale=${market}`);
}

export function usernameField(page: Page) {
  return page.getByLabel(/^E-Mail-Adresse/);
}

export function passwordField(page: Page) {
  return page.getByLabel(/^Passwort/);
}

export async function enterUsername(page: Page, username: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await usernameField(page).fill(username);
  await page.getByRole('button', { name: 'Weiter' }).click();
}

export async function enterPassword(
  page: Page,
  password: string,
  options: { stayLoggedIn?: boolean } = {},
): Promise<void> {
  await expect(passwordField(page)).toBeFocused();
  await passwordField(page).fill(password);
  if (options.stayLoggedIn) await page.getByRole('checkbox', { name: 'Angemeldet bleiben' }).check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Runtime configuration (window.__MEIN_KONTO_CONFIG__, written by /dpl/av/runtime-config.js)
 * and the market of this page view. Where the runtime config allows it (never in production)
 * `?locale=de|at|ch` overrides the market;
 * the override is kept in sessionStorage so it survives navigation and reloads in this tab.
 */
import { isMarket, type MarketFacts } from '@mein-konto/schema/rules/market';

export type Market = MarketFacts['market'];

type AppEnvironment = 'local-dev' | 'development' | 'staging' | 'production' | 'default';

export type RecaptchaConfig = { provider: 'development' } | { provider: 'google'; siteKey: string };

export interface RuntimeConfig {
  market: Market;
  environment: AppEnvironment;
  recaptcha: RecaptchaConfig;
  graphqlPath: string;
  /** Whether `?locale=` may override the market (the gateway honours the market header only outside production). */
  marketOverride: boolean;
}

const ENVIRONMENTS: readonly AppEnvironment[] = ['local-dev', 'development', 'staging', 'production', 'default'];

export const DEFAULT_CONFIG: RuntimeConfig = {
  market: 'de',
  environment: 'local-dev',
  recaptcha: { provider: 'development' },
  graphqlPath: '/graphql',
  marketOverride: true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the raw runtime config defensively; anything missing falls back to the defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return DEFAULT_CONFIG;
  const market = isMarket(raw.market) ? raw.market : DEFAULT_CONFIG.market;
  const environment = ENVIRONMENTS.find((e) => e === raw.environment) ?? DEFAULT_CONFIG.environment;
  let recaptcha: RecaptchaConfig = DEFAULT_CONFIG.recaptcha;
  if (isRecord(raw.recaptcha) && raw.recaptcha.provider === 'google' && typeof raw.recaptcha.siteKey === 'string') {
    recaptcha = { provider: 'google', siteKey: raw.recaptcha.siteKey };
  }
  const graphqlPath =
    typeof raw.graphqlPath === 'string' && raw.graphqlPath.startsWith('/')
      ? raw.graphqlPath
      : DEFAULT_CONFIG.graphqlPath;
  const marketOverride = environment !== 'production' && raw.marketOverride !== false;
  return { market, environment, recaptcha, graphqlPath, marketOverride };
}

export const MARKET_OVERRIDE_KEY = 'mein-konto.market';

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * The market of this page view: the configured one, or where the deployment allows the override
 * (never in production) the `locale` query parameter (remembered in sessionStorage) or a
 * previously remembered override.
 */
export function resolveMarket(config: RuntimeConfig, search: string): Market {
  if (!config.marketOverride) return config.market;
  const fromQuery = new URLSearchParams(search).get('locale')?.toLowerCase();
  if (isMarket(fromQuery)) {
    try {
      sessionStorage.setItem(MARKET_OVERRIDE_KEY, fromQuery);
    } catch {
      /* storage unavailable: the override lasts for this page view */
    }
    return fromQuery;
  }
  const remembered = readStorage(() => sessionStorage, MARKET_OVERRIDE_KEY);
  return isMarket(remembered) ? remembered : config.market;
}

let cached: { config: RuntimeConfig; market: Market } | undefined;

/** Config and market, read once per page load. */
export function appContext(): { config: RuntimeConfig; market: Market } {
  if (!cached) {
    const config = parseRuntimeConfig(window.__MEIN_KONTO_CONFIG__);
    cached = { config, market: resolveMarket(config, window.location.search) };
  }
  return cached;
}

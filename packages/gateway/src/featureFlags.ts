/**
 * Feature flags of a deployment (docs/product/markets-and-flags.md §6). Every deployment starts from the defaults of its
 * environment and may override single flags with FEATURE_FLAGS="flag=true,other=false".
 */
export const FEATURE_FLAG_NAMES = [
  'deleteWishlistProduct',
  'fakePages',
  'magicLinkLogin',
  'socialLogin',
  'completeProfile',
  'lightAccount',
  'contactForm',
  'myAccountHomeRedesign',
  'facebookLogin',
  'loginBenefits',
  'stayLoggedIn',
  'multipleVouchers',
  'orderCancellation',
  'gcpMigration',
  'buyAgain',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlagSet = Record<FeatureFlagName, boolean>;

/** What every deployment gets unless its environment or FEATURE_FLAGS says otherwise. */
const DEFAULT_FEATURE_FLAGS: FeatureFlagSet = {
  deleteWishlistProduct: true,
  fakePages: false,
  magicLinkLogin: false,
  socialLogin: false,
  completeProfile: true,
  lightAccount: true,
  contactForm: true,
  myAccountHomeRedesign: false,
  facebookLogin: false,
  loginBenefits: false,
  stayLoggedIn: true,
  multipleVouchers: true,
  orderCancellation: true,
  gcpMigration: false,
  buyAgain: true,
};

/** Per-environment differences from the defaults. */
const ENVIRONMENT_DEFAULTS: Partial<Record<string, Partial<FeatureFlagSet>>> = {
  // The local stack shows every way in, so each flow can be tried against the mocks.
  'local-dev': { fakePages: true, socialLogin: true, facebookLogin: true, magicLinkLogin: true },
  development: { fakePages: true },
};

function isFlagName(name: string): name is FeatureFlagName {
  return (FEATURE_FLAG_NAMES as readonly string[]).includes(name);
}

type Override = { flag: FeatureFlagName; value: boolean } | { problem: string };

/** The switches of "flag=true,other=false", each a flag and its value or what is wrong with it. */
function overridesOf(text: string): Override[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([A-Za-z]+)=(true|false)$/.exec(part);
      if (!match) return { problem: `"${part}" is not of the form flag=true|false` };
      const [, name = '', value] = match;
      return isFlagName(name) ? { flag: name, value: value === 'true' } : { problem: `unknown flag "${name}"` };
    });
}

/** Defaults of the environment plus the overrides; throws on unknown flags or values. */
export function parseFeatureFlagOverrides(appEnv: string, overrides: string): FeatureFlagSet {
  const flags: FeatureFlagSet = { ...DEFAULT_FEATURE_FLAGS, ...ENVIRONMENT_DEFAULTS[appEnv] };
  for (const override of overridesOf(overrides)) {
    if ('problem' in override) throw new Error(override.problem);
    flags[override.flag] = override.value;
  }
  return flags;
}

/**
 * Outside production a request may switch single flags with the cookie mk_feature_flags (the
 * same form as FEATURE_FLAGS), so that the browser tests and a local run can see each variant
 * without another gateway; unknown flags and malformed parts are ignored. Production answers the
 * deployment's flags only.
 */
export const FEATURE_FLAGS_COOKIE = 'mk_feature_flags';

export function requestFeatureFlags(
  deployment: FeatureFlagSet,
  isProduction: boolean,
  cookie: string | undefined,
): FeatureFlagSet {
  if (isProduction || cookie === undefined || cookie === '') return deployment;
  const flags = { ...deployment };
  for (const override of overridesOf(cookie)) if ('flag' in override) flags[override.flag] = override.value;
  return flags;
}

/**
 * Feature flags of a deployment (SPEC §6). Every deployment starts from the defaults of its
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
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlagSet = Record<FeatureFlagName, boolean>;

/** What every deployment gets unless its environment or FEATURE_FLAGS says otherwise. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlagSet = {
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

/** Defaults of the environment plus the overrides; throws on unknown flags or values. */
export function parseFeatureFlagOverrides(appEnv: string, overrides: string): FeatureFlagSet {
  const flags: FeatureFlagSet = { ...DEFAULT_FEATURE_FLAGS, ...ENVIRONMENT_DEFAULTS[appEnv] };
  for (const part of overrides.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(true|false)$/.exec(part);
    if (!match) throw new Error(`"${part}" is not of the form flag=true|false`);
    const [, name = '', value] = match;
    if (!isFlagName(name)) throw new Error(`unknown flag "${name}"`);
    flags[name] = value === 'true';
  }
  return flags;
}

/**
 * Outside production a request may switch single flags with the cookie mk_feature_flags
 * ("flag=true,other=false"), so that the browser tests and a local run can see each variant
 * without another gateway; unknown flags and malformed parts are ignored. Production answers
 * the deployment's flags only.
 */
export const FEATURE_FLAGS_COOKIE = 'mk_feature_flags';

export function requestFeatureFlags(deployment: FeatureFlagSet, isProduction: boolean, cookie: string | undefined): FeatureFlagSet {
  if (isProduction || cookie === undefined || cookie === '') return deployment;
  const flags = { ...deployment };
  for (const part of cookie.split(',')) {
    const match = /^\s*([A-Za-z]+)=(true|false)\s*$/.exec(part);
    if (match?.[1] !== undefined && isFlagName(match[1])) flags[match[1]] = match[2] === 'true';
  }
  return flags;
}

/**
 * Recaptcha behind a small interface (docs/product/ways-in.md §5: required for the username step, the login, the
 * magic link, the registrations and the withdrawal without login). The development provider answers with a fixed
 * token the mocks accept; the Google provider loads reCAPTCHA v3 on first use. The runtime config
 * chooses; `recaptcha()` is the app's one instance.
 */
import { appContext, type RecaptchaConfig } from './config.ts';

type RecaptchaAction = 'username_check' | 'login' | 'login_challenge' | 'magic_link' | 'registration' | 'withdrawal';

export interface RecaptchaProvider {
  /** A fresh token for one request; rejects when no token can be obtained. */
  execute(action: RecaptchaAction): Promise<string>;
  /**
   * The token of a challenge the customer solves (the login after too many wrong passwords):
   * never the same twice, the gateway takes each one once.
   */
  challenge(): Promise<string>;
}

export const DEVELOPMENT_RECAPTCHA_TOKEN = 'dev-recaptcha-token';

const developmentRecaptcha: RecaptchaProvider = {
  execute: () => Promise.resolve(DEVELOPMENT_RECAPTCHA_TOKEN),
  challenge: () => Promise.resolve(`dev-challenge-${crypto.randomUUID()}`),
};

function createRecaptchaProvider(config: RecaptchaConfig): RecaptchaProvider {
  if (config.provider !== 'google') return developmentRecaptcha;
  // The Google provider's code loads on first use (deployments with Google only).
  let google: Promise<{ execute(action: RecaptchaAction): Promise<string> }> | undefined;
  const { siteKey } = config;
  const execute = async (action: RecaptchaAction) => {
    google ??= import('./recaptchaGoogle.ts').then((m) => m.googleRecaptcha(siteKey));
    return (await google).execute(action);
  };
  return { execute, challenge: () => execute('login_challenge') };
}

let instance: RecaptchaProvider | undefined;

/** The provider of this deployment's runtime config (created on first use). */
export function recaptcha(): RecaptchaProvider {
  instance ??= createRecaptchaProvider(appContext().config.recaptcha);
  return instance;
}

import { appContext } from '../../lib/config.ts';
import { createRecaptchaProvider, type RecaptchaProvider } from '../../lib/recaptcha.ts';

let provider: RecaptchaProvider | undefined;

/** The recaptcha provider of the runtime config, for the withdrawal without login (created on first use). */
export function recaptcha(): RecaptchaProvider {
  provider ??= createRecaptchaProvider(appContext().config.recaptcha);
  return provider;
}

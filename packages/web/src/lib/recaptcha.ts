/**
 * Recaptcha behind a small interface (SPEC §5: required for the username step and login).
 * The development provider answers with a fixed token the mocks accept; the Google provider
 * loads reCAPTCHA v3 on first use. The runtime config chooses.
 */
import type { RecaptchaConfig } from './config.ts';

export type RecaptchaAction = 'username_check' | 'login';

export interface RecaptchaProvider {
  /** A fresh token for one request; rejects when no token can be obtained. */
  execute(action: RecaptchaAction): Promise<string>;
}

export const DEVELOPMENT_RECAPTCHA_TOKEN = 'dev-recaptcha-token';

export const developmentRecaptcha: RecaptchaProvider = {
  execute: () => Promise.resolve(DEVELOPMENT_RECAPTCHA_TOKEN),
};

interface GreCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: GreCaptcha;
  }
}

export function googleRecaptcha(siteKey: string, timeoutMs = 10_000): RecaptchaProvider {
  let loading: Promise<GreCaptcha> | undefined;
  const load = (): Promise<GreCaptcha> => {
    loading ??= new Promise<GreCaptcha>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new Error('recaptcha load timeout')), timeoutMs);
      const ready = () => {
        const g = window.grecaptcha;
        if (!g) return reject(new Error('recaptcha missing'));
        g.ready(() => {
          window.clearTimeout(timer);
          resolve(g);
        });
      };
      if (window.grecaptcha) return ready();
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = ready;
      script.onerror = () => {
        window.clearTimeout(timer);
        loading = undefined;
        reject(new Error('recaptcha load failed'));
      };
      document.head.appendChild(script);
    });
    return loading;
  };
  return {
    async execute(action) {
      const g = await load();
      const token = await g.execute(siteKey, { action });
      if (!token) throw new Error('recaptcha returned no token');
      return token;
    },
  };
}

export function createRecaptchaProvider(config: RecaptchaConfig): RecaptchaProvider {
  return config.provider === 'google' ? googleRecaptcha(config.siteKey) : developmentRecaptcha;
}

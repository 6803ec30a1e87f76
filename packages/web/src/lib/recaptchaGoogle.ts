/**
 * reCAPTCHA v3 from Google: the script loads on first use, each execute() returns a fresh token.
 * Loaded on demand by recaptcha.ts (whose RecaptchaProvider this satisfies; no import back).
 */

interface GreCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: GreCaptcha;
  }
}

export function googleRecaptcha(siteKey: string, timeoutMs = 10_000): { execute(action: string): Promise<string> } {
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

/**
 * Log in without a password (docs/product/ways-in.md §4 "Magic link", flag magicLinkLogin): e-mails a one-time login
 * link. Sending disables the button; it is active again 800 ms after the answer (docs/product/ways-in.md §9).
 */
import './catalog.ts';
import { useEffect, useRef, useState } from 'react';
import { useRequestMagicLink } from './useRequestMagicLink.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { recaptcha } from '../../lib/recaptcha.ts';
import { Notice } from '../../components/Notice.tsx';

export const MAGIC_LINK_REACTIVATE_MS = 800;

export function MagicLinkRequest({ username }: { username: string }) {
  const t = useT();
  const [request] = useRequestMagicLink();
  const [disabled, setDisabled] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async () => {
    setDisabled(true);
    setOutcome(null);
    let next: { tone: 'info' | 'error'; text: string };
    try {
      const token = await recaptcha().execute('magic_link');
      const result = memberOf(await request({ input: { username, recaptchaToken: token } }));
      if (result?.__typename === 'MagicLinkRequested') next = { tone: 'info', text: t('login.magicLink.sent') };
      else if (result?.__typename === 'RateLimited')
        next = { tone: 'error', text: t('login.rateLimitedMail', { seconds: result.retryAfterSeconds }) };
      else next = { tone: 'error', text: t('login.genericError') };
    } catch {
      next = { tone: 'error', text: t('login.genericError') };
    }
    setOutcome(next);
    timer.current = setTimeout(() => setDisabled(false), MAGIC_LINK_REACTIVATE_MS);
  };

  return (
    <section className="stack" aria-labelledby="magic-link-title">
      <h2 id="magic-link-title" className="section-title">
        {t('login.magicLink.title')}
      </h2>
      <p>{t('login.magicLink.body')}</p>
      <div aria-live="polite">{outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}</div>
      <div>
        <button type="button" className="btn btn-outline" disabled={disabled} onClick={() => void send()}>
          {t('login.magicLink.send')}
        </button>
      </div>
    </section>
  );
}

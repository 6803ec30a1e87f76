import './catalog.ts';
import { useState } from 'react';
import { useResendActivation } from './useResendActivation.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { Notice } from '../../components/Notice.tsx';
import { Panel } from './LoginOutcomes.tsx';

/**
 * Check your mailbox: after registration (double opt-in), after a light account's registration
 * (its e-mail asks to set a password, and so does this step) or when an account awaits
 * activation. The e-mail can be sent again.
 */
export function CheckMailbox({
  variant,
  username,
  onBack,
}: {
  variant: 'doubleOptIn' | 'lightAccount' | 'notActivated';
  username: string;
  onBack: () => void;
}) {
  const t = useT();
  const [resend, { loading }] = useResendActivation();
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  return (
    <Panel title={`login.${variant}.title`}>
      <p>
        {variant === 'notActivated' ? t('login.notActivated.body') : t(`login.${variant}.body`, { email: username })}
      </p>
      <div aria-live="polite">{outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}</div>
      <div className="row">
        <button
          type="button"
          className="btn btn-outline"
          aria-busy={loading}
          onClick={async () => {
            if (loading) return;
            setOutcome(null);
            try {
              const result = memberOf(await resend({ input: { username } }));
              if (result?.__typename === 'ActivationResent')
                setOutcome({ tone: 'info', text: t('login.activationResent') });
              else if (result?.__typename === 'RateLimited')
                setOutcome({ tone: 'error', text: t('login.rateLimitedMail', { seconds: result.retryAfterSeconds }) });
              else setOutcome({ tone: 'error', text: t('login.genericError') });
            } catch {
              setOutcome({ tone: 'error', text: t('login.genericError') });
            }
          }}
        >
          {t('login.resendActivation')}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          {t('app.backToLogin')}
        </button>
      </div>
    </Panel>
  );
}

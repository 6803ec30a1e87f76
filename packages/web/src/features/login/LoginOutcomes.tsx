/** The username-step outcomes that replace the form: e-mail unknown, no credentials (check your mailbox: CheckMailbox.tsx). */
import { useEffect, useRef, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';

export function Panel({ title, children }: { title: MessageKey; children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="stack">
      <h2 ref={ref} tabIndex={-1} className="step-title">
        {t(title)}
      </h2>
      {children}
    </div>
  );
}

export function EmailUnknown({
  email,
  offerLightAccount,
  onRegister,
  onLightAccount,
  onBack,
}: {
  email: string;
  offerLightAccount: boolean;
  onRegister: () => void;
  onLightAccount: () => void;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <Panel title="login.emailUnknown.title">
      <p>{t('login.emailUnknown.body', { email })}</p>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={onRegister}>
          {t('login.emailUnknown.register')}
        </button>
        {offerLightAccount && (
          <button type="button" className="btn btn-outline" onClick={onLightAccount}>
            {t('login.emailUnknown.lightAccount')}
          </button>
        )}
        <button type="button" className="link-button" onClick={onBack}>
          {t('login.otherEmail')}
        </button>
      </div>
    </Panel>
  );
}

export function NoCredentials({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Panel title="login.noCredentials.title">
      <p>{t('login.noCredentials.body')}</p>
      <ServiceContact />
      <div>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {t('login.otherUsername')}
        </button>
      </div>
    </Panel>
  );
}

/**
 * A light account has no password yet (docs/product/ways-in.md §4, §6): the modal offers to e-mail the link with
 * which the customer sets one (requestPasswordReset, reason LIGHT_USER). Sent: the link-sent
 * page; not sent: the modal closes and the login shows why. Loads with the modal, not the login.
 */
import './catalog.ts';
import { useNavigate } from 'react-router';
import { useRequestPasswordReset } from './useRequestPasswordReset.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { passwordLinkSentPath } from '../../lib/paths.ts';
import { Dialog } from '../../components/Dialog.tsx';

export interface LightUserDialogProps {
  username: string;
  onFailed: (message: string) => void;
  onClose: () => void;
}

export function LightUserDialog({ username, onFailed, onClose }: LightUserDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const [request, { loading: sending }] = useRequestPasswordReset();

  const send = async () => {
    if (sending) return;
    const result = memberOf(await request({ input: { username, reason: 'LIGHT_USER' } }));
    if (result?.__typename === 'PasswordResetRequested') {
      onClose();
      await navigate(passwordLinkSentPath('LIGHT_USER'));
      return;
    }
    onFailed(
      result?.__typename === 'RateLimited'
        ? t('login.rateLimitedMail', { seconds: result.retryAfterSeconds })
        : t('login.lightUser.sendFailed'),
    );
  };

  return (
    <Dialog
      open
      title={t('login.lightUser.title')}
      closeLabel={t('login.lightUser.cancel')}
      onClose={onClose}
      confirm={{ label: t('login.lightUser.send'), busy: sending, onConfirm: () => void send() }}
    >
      <p>{t('login.lightUser.body')}</p>
    </Dialog>
  );
}

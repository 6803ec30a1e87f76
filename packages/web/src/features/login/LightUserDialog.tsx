/**
 * A light account has no password yet (SPEC §4, §6): the modal offers to e-mail the link with
 * which the customer sets one (requestPasswordReset, reason LIGHT_USER).
 */
import { useT } from '../../lib/i18n/index.tsx';
import { Dialog } from '../../components/Dialog.tsx';

export interface LightUserDialogProps {
  opened: boolean;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}

export function LightUserDialog({ opened, sending, onSend, onClose }: LightUserDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={opened}
      title={t('login.lightUser.title')}
      closeLabel={t('login.lightUser.cancel')}
      onClose={onClose}
      actions={
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            aria-busy={sending}
            onClick={() => {
              if (!sending) onSend();
            }}
          >
            {t('login.lightUser.send')}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('login.lightUser.cancel')}
          </button>
        </div>
      }
    >
      <p>{t('login.lightUser.body')}</p>
    </Dialog>
  );
}

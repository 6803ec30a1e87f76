/** A light account has no password yet: explain that a set-password link is needed, and who sends it. */
import { useT } from '../../lib/i18n/index.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { Dialog } from '../../components/Dialog.tsx';

export function LightUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={opened} title={t('login.lightUser.title')} closeLabel={t('login.lightUser.close')} onClose={onClose}>
      <p>{t('login.lightUser.body')}</p>
      <ServiceContact intro={t('login.lightUser.help')} />
    </Dialog>
  );
}

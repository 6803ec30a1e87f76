/** A light account has no password yet: explain that a set-password link is needed, and who sends it. */
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/index.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { MantineScope } from '../../components/MantineScope.tsx';

export function LightUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <MantineScope>
      <Modal opened={opened} onClose={onClose} title={t('login.lightUser.title')} size="lg" closeButtonProps={{ 'aria-label': t('login.lightUser.close') }}>
      <Stack gap="md">
        <Text>{t('login.lightUser.body')}</Text>
        <ServiceContact intro={t('login.lightUser.help')} />
        <div>
          <Button onClick={onClose}>{t('login.lightUser.close')}</Button>
        </div>
      </Stack>
      </Modal>
    </MantineScope>
  );
}

/**
 * The delivery addresses of the address book: a warning naming those whose post number is no
 * longer valid, "add" while the service allows another address (else the limit), the active ones
 * with edit, make preferred and delete, and the deleted ones with restore. The changes run in the
 * page (one status line for their outcomes).
 */
import { Link } from 'react-router';
import { Group, Stack, Title } from '@mantine/core';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { AddressCard, addressLabel, type AddressCardAddress } from './AddressCard.tsx';
import type { DeliveryAddressList_ListFragment } from './DeliveryAddressList.generated.ts';

export interface DeliveryAddressListProps {
  list: DeliveryAddressList_ListFragment;
  /** The address a change is running for (its buttons show it). */
  busy: string | null;
  onPrefer: (id: string) => void;
  onDelete: (address: AddressCardAddress) => void;
  onRestore: (id: string) => void;
}

export function DeliveryAddressList({ list, busy, onPrefer, onDelete, onRestore }: DeliveryAddressListProps) {
  const t = useT();
  const active = list.addresses.filter((a) => !(a.__typename === 'DeliveryAddress' && a.isDeleted));
  const deleted = list.addresses.filter((a) => a.__typename === 'DeliveryAddress' && a.isDeleted);
  const invalidPostNumber = active.filter((a) => a.__typename === 'DeliveryAddress' && !a.isPostNumberValid);
  return (
    <Stack gap="md">
      {invalidPostNumber.length > 0 && (
        <Notice tone="info">
          <p>{t('addresses.postNumberWarning')}</p>
          <ul>
            {invalidPostNumber.map((a) => (
              <li key={a.id}>
                <Link to={paths.deliveryAddress(a.id)}>{`${addressLabel(a).name}, ${addressLabel(a).street}`}</Link>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {list.isCreateAllowed ? (
        <Link to={paths.addDeliveryAddress} className="btn btn-primary" style={{ width: 'fit-content' }}>
          {t('addresses.delivery.add')}
        </Link>
      ) : (
        <Notice tone="info">{t('addresses.delivery.limit', { max: list.maxDeliveryAddresses })}</Notice>
      )}
      {active.length === 0 ? (
        <p>{t('addresses.delivery.none')}</p>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {active.map((address) => {
            const label = addressLabel(address);
            const preferred = address.__typename === 'DeliveryAddress' && address.isPreferred;
            return (
              <AddressCard
                key={address.id}
                address={address}
                actions={
                  <Group gap="xs">
                    <Link
                      to={paths.deliveryAddress(address.id)}
                      className="btn btn-outline"
                      aria-label={t('addresses.editFor', label)}
                    >
                      {t('addresses.edit')}
                    </Link>
                    {!preferred && (
                      <button
                        type="button"
                        className="btn btn-outline"
                        onClick={() => onPrefer(address.id)}
                        disabled={busy === address.id}
                        aria-busy={busy === address.id}
                        aria-label={t('addresses.setPreferredFor', label)}
                      >
                        {t('addresses.setPreferred')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-destructive-outline"
                      onClick={() => onDelete(address)}
                      disabled={busy === address.id}
                      aria-busy={busy === address.id}
                      aria-label={t('addresses.deleteFor', label)}
                    >
                      {t('addresses.delete')}
                    </button>
                  </Group>
                }
              />
            );
          })}
        </Stack>
      )}
      {deleted.length > 0 && (
        <section aria-labelledby="deleted-title">
          <Title order={3} size="h4" id="deleted-title">
            {t('addresses.delivery.deletedTitle')}
          </Title>
          <p>{t('addresses.delivery.deletedHint')}</p>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {deleted.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                actions={
                  <button
                    type="button"
                    className="btn btn-outline"
                    style={{ width: 'fit-content' }}
                    onClick={() => onRestore(address.id)}
                    disabled={busy === address.id}
                    aria-busy={busy === address.id}
                    aria-label={t('addresses.restoreFor', addressLabel(address))}
                  >
                    {t('addresses.restore')}
                  </button>
                }
              />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

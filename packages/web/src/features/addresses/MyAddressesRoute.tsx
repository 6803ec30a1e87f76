/**
 * The address book (docs/product/addresses.md §2 my-addresses, §4 "Addresses"): the billing address and the delivery
 * addresses as cards; the preferred one marked and settable; delete with undo, and the
 * soft-deleted addresses restorable; a warning listing addresses whose post number is no longer
 * valid; "add" only while the service allows another address (else the limit is said). Each
 * part loads on its own: a failed part leaves the other working.
 */
import './catalog.ts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { MyAddressesPageDocument } from './MyAddressesPage.generated.ts';
import { DeleteDeliveryAddressDocument } from './DeleteDeliveryAddress.generated.ts';
import { RestoreDeliveryAddressDocument } from './RestoreDeliveryAddress.generated.ts';
import { SetPreferredDeliveryAddressDocument } from './SetPreferredDeliveryAddress.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { AddressCard, addressLabel, type AddressCardAddress } from './AddressCard.tsx';

type Feedback = { tone: 'info' | 'error'; text: string; undo?: string } | null;

export function Component() {
  const t = useT();
  const page = usePageQuery(MyAddressesPageDocument);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [feedback, setFeedback] = useState<Feedback>(saved ? { tone: 'info', text: t('addresses.saved') } : null);
  const [busy, setBusy] = useState<string | null>(null);
  const [remove] = useMutation(DeleteDeliveryAddressDocument);
  const [restore] = useMutation(RestoreDeliveryAddressDocument);
  const [prefer] = useMutation(SetPreferredDeliveryAddressDocument);

  /** Runs one change; its outcome is said in the live region. */
  const change = async (id: string, run: () => Promise<{ __typename: string; code?: unknown; message?: string } | undefined>, done: Feedback) => {
    setBusy(id);
    try {
      const result = await run();
      const error = result && 'code' in result ? (result as { message: string }) : null;
      setFeedback(error ? { tone: 'error', text: error.message } : result ? done : { tone: 'error', text: t('addresses.changeFailed') });
    } catch {
      setFeedback({ tone: 'error', text: t('addresses.changeFailed') });
    } finally {
      setBusy(null);
    }
  };
  const onDelete = (address: AddressCardAddress) =>
    change(address.id, async () => (await remove({ variables: { id: address.id } })).data?.deleteDeliveryAddress, {
      tone: 'info',
      text: t('addresses.deleted'),
      undo: address.id,
    });
  const onRestore = (id: string) =>
    change(id, async () => (await restore({ variables: { id } })).data?.restoreDeliveryAddress, { tone: 'info', text: t('addresses.restored') });
  const onPrefer = (id: string) =>
    change(id, async () => (await prefer({ variables: { id } })).data?.setPreferredDeliveryAddress, { tone: 'info', text: t('addresses.preferredSet') });

  return (
    <TitledPage title={t('section.addresses')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <div aria-live="polite">
        {feedback && (
          <Notice tone={feedback.tone}>
            <Group gap="sm">
              <span>{feedback.text}</span>
              {feedback.undo && (
                <Button variant="outline" size="xs" onClick={() => void onRestore(feedback.undo ?? '')} loading={busy === feedback.undo}>
                  {t('addresses.undo')}
                </Button>
              )}
            </Group>
          </Notice>
        )}
      </div>
      <section aria-labelledby="billing-title">
        <Title order={2} size="h3" id="billing-title" mb="sm">
          {t('addresses.billing.title')}
        </Title>
        <PageData page={page} select={(data) => data.viewer.customer} loadError="addresses.billing.loadError">
          {(customer) =>
            customer.billingAddress ? (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                <AddressCard
                  address={customer.billingAddress}
                  actions={
                    <Button component={Link} to={paths.billingAddress} variant="outline" w="fit-content">
                      {t('addresses.billing.edit')}
                    </Button>
                  }
                />
              </Stack>
            ) : (
              <Stack gap="sm" align="flex-start">
                <p>{t('addresses.billing.none')}</p>
                <Button component={Link} to={paths.billingAddress}>
                  {t('addresses.billing.create')}
                </Button>
              </Stack>
            )
          }
        </PageData>
      </section>
      <section aria-labelledby="delivery-title">
        <Title order={2} size="h3" id="delivery-title" mb="sm">
          {t('addresses.delivery.title')}
        </Title>
        <PageData page={page} select={(data) => data.viewer.customer?.deliveryAddresses} loadError="addresses.delivery.loadError">
          {(list) => {
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
                  <Button component={Link} to={paths.addDeliveryAddress} w="fit-content">
                    {t('addresses.delivery.add')}
                  </Button>
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
                              <Button component={Link} to={paths.deliveryAddress(address.id)} variant="outline" size="sm" aria-label={t('addresses.editFor', label)}>
                                {t('addresses.edit')}
                              </Button>
                              {!preferred && (
                                <Button variant="outline" size="sm" onClick={() => void onPrefer(address.id)} loading={busy === address.id} aria-label={t('addresses.setPreferredFor', label)}>
                                  {t('addresses.setPreferred')}
                                </Button>
                              )}
                              <Button variant="outline" color="red.9" size="sm" onClick={() => void onDelete(address)} loading={busy === address.id} aria-label={t('addresses.deleteFor', label)}>
                                {t('addresses.delete')}
                              </Button>
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
                            <Button variant="outline" size="sm" w="fit-content" onClick={() => void onRestore(address.id)} loading={busy === address.id} aria-label={t('addresses.restoreFor', addressLabel(address))}>
                              {t('addresses.restore')}
                            </Button>
                          }
                        />
                      ))}
                    </Stack>
                  </section>
                )}
              </Stack>
            );
          }}
        </PageData>
      </section>
    </TitledPage>
  );
}

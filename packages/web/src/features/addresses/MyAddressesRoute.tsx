/**
 * The address book (docs/product/addresses.md §2 my-addresses, §4 "Addresses"): the billing address and the delivery
 * addresses as cards; the preferred one marked and settable; delete with undo, and the
 * soft-deleted addresses restorable; a warning listing addresses whose post number is no longer
 * valid; "add" only while the service allows another address (else the limit is said). Each
 * part loads on its own: a failed part leaves the other working. A change's button may leave with
 * it, so the focus goes to its outcome: the undo after a delete, else the message.
 */
import './catalog.ts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Group, Stack, Title } from '@mantine/core';
import { MyAddressesPageDocument } from './MyAddressesPage.generated.ts';
import { useDeleteDeliveryAddress } from './useDeleteDeliveryAddress.ts';
import { useRestoreDeliveryAddress } from './useRestoreDeliveryAddress.ts';
import { useSetPreferredDeliveryAddress } from './useSetPreferredDeliveryAddress.ts';
import { showErrorOutcome } from '../../lib/errorOutcome.ts';
import type { MutationOutcome } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { AddressCard, type AddressCardAddress } from './AddressCard.tsx';
import { DeliveryAddressList } from './DeliveryAddressList.tsx';

type Feedback = { tone: 'info' | 'error'; text: string; undo?: string } | null;

export function Component() {
  const t = useT();
  const page = usePageQuery(MyAddressesPageDocument);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [feedback, setFeedback] = useState<Feedback>(saved ? { tone: 'info', text: t('addresses.saved') } : null);
  const [busy, setBusy] = useState<string | null>(null);
  const [remove] = useDeleteDeliveryAddress();
  const [restore] = useRestoreDeliveryAddress();
  const [prefer] = useSetPreferredDeliveryAddress();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusOutcome = useRef(false);

  useEffect(() => {
    if (!feedback || !focusOutcome.current) return;
    focusOutcome.current = false;
    (undoRef.current ?? outcomeRef.current)?.focus();
  }, [feedback]);

  /** Runs one change; its outcome is said in the live region. */
  const change = async <T extends { __typename: string }>(
    id: string,
    run: Promise<MutationOutcome<T>>,
    done: Feedback,
  ) => {
    setBusy(id);
    const outcome = await run;
    setBusy(null);
    focusOutcome.current = true;
    if (outcome.kind === 'done') setFeedback(done);
    else
      setFeedback({
        tone: 'error',
        text: outcome.kind === 'refused' ? showErrorOutcome(t, outcome.error) : t('addresses.changeFailed'),
      });
  };
  const onDelete = (address: AddressCardAddress) =>
    change(address.id, remove({ id: address.id }), { tone: 'info', text: t('addresses.deleted'), undo: address.id });
  const onRestore = (id: string) => change(id, restore({ id }), { tone: 'info', text: t('addresses.restored') });
  const onPrefer = (id: string) => change(id, prefer({ id }), { tone: 'info', text: t('addresses.preferredSet') });

  return (
    <TitledPage title={t('section.addresses')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <div aria-live="polite">
        {feedback && (
          <Notice tone={feedback.tone}>
            <Group gap="sm" ref={outcomeRef} tabIndex={-1}>
              <span>{feedback.text}</span>
              {feedback.undo && (
                <button
                  ref={undoRef}
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void onRestore(feedback.undo ?? '')}
                  disabled={busy === feedback.undo}
                  aria-busy={busy === feedback.undo}
                >
                  {t('addresses.undo')}
                </button>
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
                    <Link to={paths.billingAddress} className="btn btn-outline" style={{ width: 'fit-content' }}>
                      {t('addresses.billing.edit')}
                    </Link>
                  }
                />
              </Stack>
            ) : (
              <Stack gap="sm" align="flex-start">
                <p>{t('addresses.billing.none')}</p>
                <Link to={paths.billingAddress} className="btn btn-primary">
                  {t('addresses.billing.create')}
                </Link>
              </Stack>
            )
          }
        </PageData>
      </section>
      <section aria-labelledby="delivery-title">
        <Title order={2} size="h3" id="delivery-title" mb="sm">
          {t('addresses.delivery.title')}
        </Title>
        <PageData
          page={page}
          select={(data) => data.viewer.customer?.deliveryAddresses}
          loadError="addresses.delivery.loadError"
        >
          {(list) => (
            <DeliveryAddressList
              list={list}
              busy={busy}
              onPrefer={(id) => void onPrefer(id)}
              onDelete={(address) => void onDelete(address)}
              onRestore={(id) => void onRestore(id)}
            />
          )}
        </PageData>
      </section>
    </TitledPage>
  );
}

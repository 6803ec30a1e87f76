/**
 * One address of the address book as a card (docs/product/addresses.md §3 "Address form"): salutation, name, street
 * and number (a pickup address as its kind with station and post number), addition, ZIP, city,
 * country name; the preferred delivery address marked. The actions come from the list.
 */
import type { ReactNode } from 'react';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/index.tsx';
import type { AddressCard_AddressFragment } from './AddressCard.generated.ts';

export type AddressCardAddress = AddressCard_AddressFragment;

/** The first line of an address for labels: "Anna Schmidt, Venloer Straße 240". */
export function addressLabel(address: AddressCardAddress): { name: string; street: string } {
  return { name: `${address.firstName} ${address.lastName}`, street: `${address.street} ${address.streetNumber}` };
}

function AddressLines({ address }: { address: AddressCardAddress }) {
  const t = useT();
  const pickup = address.__typename === 'DeliveryAddress' && address.pickupKind ? address : null;
  return (
    <Text component="address" fs="normal">
      {t(`addresses.salutation.${address.salutation}`)} {address.firstName} {address.lastName}
      <br />
      {pickup?.pickupKind ? (
        <>
          {t('addresses.station', {
            kind: t(`addresses.pickup.${pickup.pickupKind}`),
            number: pickup.stationNumber ?? address.streetNumber,
          })}
          <br />
          {t('addresses.postNumber', { number: pickup.postNumber ?? '' })}
        </>
      ) : (
        <>
          {address.street} {address.streetNumber}
        </>
      )}
      {address.addressAddition && (
        <>
          <br />
          {address.addressAddition}
        </>
      )}
      <br />
      {address.zipCode} {address.city}
      <br />
      {t(`addresses.country.${address.countryCode}`)}
      {address.phone && (
        <>
          <br />
          {t('addresses.phone', { phone: address.phone })}
        </>
      )}
    </Text>
  );
}

export function AddressCard({ address, actions }: { address: AddressCardAddress; actions?: ReactNode }) {
  const t = useT();
  const preferred = address.__typename === 'DeliveryAddress' && address.isPreferred;
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid={`address-${address.id}`}>
      <Stack gap="xs">
        {preferred && (
          <Badge color="teal.9" variant="filled" w="fit-content">
            {t('addresses.preferred')}
          </Badge>
        )}
        <AddressLines address={address} />
        {actions}
      </Stack>
    </Paper>
  );
}

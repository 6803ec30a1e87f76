/** The address an order went to, a Packstation included. */
import { Text } from '@mantine/core';
import type { DeliveryAddress_AddressFragment } from './DeliveryAddress.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';

export function DeliveryAddress({ address }: { address: DeliveryAddress_AddressFragment }) {
  const t = useT();
  const packstation = address.type === 'DHL_ADDRESS';
  return (
    <Text component="address" style={{ fontStyle: 'normal' }}>
      {address.firstName} {address.lastName}
      <br />
      {packstation && (
        <>
          {address.postNumber && t('orders.details.postNumber', { number: address.postNumber })}
          <br />
        </>
      )}
      {address.street} {address.streetNumber}
      <br />
      {address.addressAddition && (
        <>
          {address.addressAddition}
          <br />
        </>
      )}
      {address.zipCode} {address.city}
      <br />
      {t(`countryName.${address.countryCode}`)}
    </Text>
  );
}

/**
 * The delivery addresses of the address book (docs/product/addresses.md §4 "Addresses", §7 "Delivery address"): one
 * address, the list with the preferred id and whether another may be added (the service's limit,
 * `maxDeliveryAddresses`), create (with an id: replace that address), add, soft delete, restore
 * and set preferred. Another customer's address, or an unknown id, is 404 address_not_found.
 */
import type { addressService } from '@mein-konto/schema/upstream/address';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Sessions } from '../customer/sessions.ts';
import { addressRecord, type AddressRecord } from './model.ts';
import { Addresses } from './state.ts';
import { checkAddressBody, type AddressBody } from './validation.ts';
import { toAddressBookEntry } from './wire.ts';

const PICKUP_STREET = {
  PACKSTATION: 'Packstation',
  POSTFILIALE: 'Postfiliale',
  PAKETSHOP: 'Paketshop',
  POSTSTATION: 'Poststation',
} as const;

interface DeliveryBody extends AddressBody {
  salutation: AddressRecord['salutation'];
  type: AddressRecord['type'];
  is_default?: boolean | undefined;
}

export function addressNotFound(): UpstreamError {
  return new UpstreamError(404, 'address_not_found', { detail: 'no such address for this customer' });
}

/** The record fields of a checked body: a pickup address has its station as street. */
function recordFields(body: DeliveryBody) {
  const pickup = body.type === 'DHL_ADDRESS' && body.pickup_kind ? body.pickup_kind : null;
  const station = body.station_number?.trim() ?? '';
  return {
    type: pickup ? ('DHL_ADDRESS' as const) : ('POSTAL' as const),
    pickupKind: pickup,
    stationNumber: pickup ? station : null,
    postNumber: pickup ? (body.post_number?.trim() ?? null) : null,
    postNumberValid: true,
    salutation: body.salutation,
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    street: pickup ? PICKUP_STREET[pickup] : (body.street ?? '').trim(),
    streetNumber: pickup ? station : (body.street_number ?? '').trim(),
    addressAddition: pickup ? null : body.address_addition?.trim() || null,
    zipCode: body.zip_code.trim(),
    city: body.city.trim(),
    countryCode: body.country_code,
    phone: body.phone?.trim() || null,
  };
}

export function deliveryAddressHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const addresses = kernel.state(Addresses);

  function own(customerNumber: string, id: string | undefined): AddressRecord {
    const address = id === undefined ? undefined : addresses.byId(customerNumber, id);
    if (!address || address.kind !== 'DELIVERY') throw addressNotFound();
    return address;
  }

  function checked(
    market: Parameters<typeof checkAddressBody>[0],
    body: DeliveryBody,
  ): ReturnType<typeof recordFields> {
    if (body.type === 'DHL_ADDRESS' && !body.pickup_kind) {
      throw new UpstreamError(400, 'bad_request', {
        detail: 'pickup_kind is required for a DHL address',
        field_errors: [],
      });
    }
    checkAddressBody(
      market,
      { ...body, pickup_kind: body.type === 'DHL_ADDRESS' ? body.pickup_kind : null },
      'delivery',
    );
    return recordFields(body);
  }

  function list(customerNumber: string) {
    const all = addresses.deliveryOf(customerNumber);
    return {
      addresses: all.map(toAddressBookEntry),
      preferred_address_id: all.find((a) => a.isDefault && !a.isDeleted)?.id ?? null,
      is_create_allowed: addresses.mayAddDelivery(customerNumber),
      max_delivery_addresses: addresses.maxDeliveryAddresses,
    };
  }

  function addNew(
    customerNumber: string,
    market: Parameters<typeof checkAddressBody>[0],
    body: DeliveryBody,
  ): AddressRecord {
    const fields = checked(market, body);
    if (!addresses.mayAddDelivery(customerNumber)) {
      throw new UpstreamError(409, 'delivery_address_limit_reached', {
        detail: `Sie können höchstens ${String(addresses.maxDeliveryAddresses)} Lieferadressen speichern.`,
      });
    }
    const address = addressRecord({ id: addresses.newId(customerNumber), kind: 'DELIVERY', ...fields });
    addresses.add(customerNumber, address);
    if (body.is_default === true) addresses.setPreferred(customerNumber, address.id);
    return address;
  }

  return {
    deliveryAddress: ({ request, params }) => {
      const { customer } = sessions.require(request);
      return toAddressBookEntry(own(customer.customerNumber, params.id));
    },

    deliveryAddresses: ({ request }) => {
      const { customer } = sessions.require(request);
      return list(customer.customerNumber);
    },

    createDeliveryAddress: ({ request, body, market }) => {
      const { customer } = sessions.require(request);
      const { id, ...address } = body;
      if (id === undefined) return toAddressBookEntry(addNew(customer.customerNumber, market, address));
      const before = own(customer.customerNumber, id);
      if (before.isDeleted) throw addressNotFound();
      const changed: AddressRecord = { ...before, ...checked(market, address) };
      addresses.replace(customer.customerNumber, changed);
      if (address.is_default === true) addresses.setPreferred(customer.customerNumber, id);
      return toAddressBookEntry(own(customer.customerNumber, id));
    },

    addDeliveryAddress: ({ request, body, market }) => {
      const { customer } = sessions.require(request);
      return toAddressBookEntry(addNew(customer.customerNumber, market, body));
    },

    deleteDeliveryAddress: ({ request, params }) => {
      const { customer } = sessions.require(request);
      const address = own(customer.customerNumber, params.id);
      address.isDeleted = true;
      address.isDefault = false;
      return toAddressBookEntry(address);
    },

    restoreDeliveryAddress: ({ request, params }) => {
      const { customer } = sessions.require(request);
      const address = own(customer.customerNumber, params.id);
      if (address.isDeleted && !addresses.mayAddDelivery(customer.customerNumber)) {
        throw new UpstreamError(409, 'delivery_address_limit_reached', {
          detail: `Sie können höchstens ${String(addresses.maxDeliveryAddresses)} Lieferadressen speichern.`,
        });
      }
      address.isDeleted = false;
      return toAddressBookEntry(address);
    },

    setPreferredAddress: ({ request, params }) => {
      const { customer } = sessions.require(request);
      const address = own(customer.customerNumber, params.id);
      if (address.isDeleted) throw addressNotFound();
      addresses.setPreferred(customer.customerNumber, address.id);
      return list(customer.customerNumber);
    },
  } satisfies Partial<ServiceHandlers<typeof addressService>>;
}

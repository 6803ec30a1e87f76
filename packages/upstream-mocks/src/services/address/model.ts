/** The records of the address slice: a customer's billing and delivery addresses. */
import type { CountryCode } from '@mein-konto/schema/upstream/common';
import type { Salutation } from '../customer/model.ts';

type AddressKind = 'BILLING' | 'DELIVERY';
type DeliveryAddressType = 'POSTAL' | 'DHL_ADDRESS';
type PickupKind = 'PACKSTATION' | 'POSTFILIALE' | 'PAKETSHOP' | 'POSTSTATION';

export interface AddressRecord {
  id: string;
  kind: AddressKind;
  /** POSTAL for street addresses, DHL_ADDRESS for pickup stations. */
  type: DeliveryAddressType;
  pickupKind: PickupKind | null;
  /** Carrier post number (DHL "Postnummer") of a pickup address. */
  postNumber: string | null;
  /** Station number of a pickup address (Packstation 123). */
  stationNumber: string | null;
  /** Whether the carrier accepts the post number (old entries may carry one it no longer knows). */
  postNumberValid: boolean;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  street: string;
  streetNumber: string;
  addressAddition: string | null;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
  phone: string | null;
  /** The billing address, or the preferred delivery address. */
  isDefault: boolean;
  /** Soft-deleted delivery addresses stay restorable. */
  isDeleted: boolean;
}

type Defaulted =
  | 'type'
  | 'pickupKind'
  | 'postNumber'
  | 'stationNumber'
  | 'postNumberValid'
  | 'isDeleted'
  | 'addressAddition'
  | 'phone'
  | 'isDefault';
export type AddressInput = Omit<AddressRecord, Defaulted> & Partial<Pick<AddressRecord, Defaulted>>;

/** An address record: a postal street address unless said otherwise. */
export function addressRecord(input: AddressInput): AddressRecord {
  return {
    type: 'POSTAL',
    pickupKind: null,
    postNumber: null,
    stationNumber: null,
    postNumberValid: true,
    isDeleted: false,
    addressAddition: null,
    phone: null,
    isDefault: false,
    ...input,
  };
}

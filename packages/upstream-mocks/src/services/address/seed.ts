/** The address slice's part of docs/product/README.md §2: the demo customers' addresses, by customer number. */
import { PERSONAS, type PersonaKey } from '../../kernel/personas.ts';
import { addressRecord, type AddressInput, type AddressRecord } from './model.ts';

type Fields = Omit<AddressInput, 'id' | 'kind'>;

/** The billing address of each demo customer who has one (lena and neu have none). */
const BILLING: Partial<Record<PersonaKey, Fields>> = {
  anna: {
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Domstraße',
    streetNumber: '12',
    zipCode: '50668',
    city: 'Köln',
    countryCode: 'DE',
    phone: '+49 221 1234567',
  },
  lukas: {
    salutation: 'MR',
    firstName: 'Lukas',
    lastName: 'Gruber',
    street: 'Mariahilfer Straße',
    streetNumber: '45',
    zipCode: '1060',
    city: 'Wien',
    countryCode: 'AT',
  },
  heidi: {
    salutation: 'MS',
    firstName: 'Heidi',
    lastName: 'Meier',
    street: 'Bahnhofstrasse',
    streetNumber: '21',
    zipCode: '8001',
    city: 'Zürich',
    countryCode: 'CH',
  },
  max: {
    salutation: 'MR',
    firstName: 'Max',
    lastName: 'Sozial',
    street: 'Leopoldstraße',
    streetNumber: '77',
    zipCode: '80802',
    city: 'München',
    countryCode: 'DE',
  },
  tv: {
    salutation: 'MS',
    firstName: 'Gisela',
    lastName: 'Fernseh',
    street: 'Lindenallee',
    streetNumber: '7',
    zipCode: '30159',
    city: 'Hannover',
    countryCode: 'DE',
  },
};

/** anna's delivery addresses, by the last part of their id: postal (preferred), Packstation 123, one soft-deleted. */
const ANNA_DELIVERY: Record<string, Fields> = {
  postal: {
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Venloer Straße',
    streetNumber: '240',
    addressAddition: 'Hinterhaus',
    zipCode: '50823',
    city: 'Köln',
    countryCode: 'DE',
    isDefault: true,
  },
  packstation: {
    type: 'DHL_ADDRESS',
    pickupKind: 'PACKSTATION',
    postNumber: '12345678',
    stationNumber: '123',
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Packstation',
    streetNumber: '123',
    zipCode: '50667',
    city: 'Köln',
    countryCode: 'DE',
  },
  deleted: {
    salutation: 'MR',
    firstName: 'Peter',
    lastName: 'Schmidt',
    street: 'Aachener Straße',
    streetNumber: '5',
    zipCode: '50674',
    city: 'Köln',
    countryCode: 'DE',
    isDeleted: true,
  },
};

export function createAddressSeed(): Map<string, AddressRecord[]> {
  const seed = new Map<string, AddressRecord[]>();
  for (const [key, fields] of Object.entries(BILLING) as [PersonaKey, Fields][]) {
    const { customerNumber } = PERSONAS[key];
    seed.set(customerNumber, [
      addressRecord({ id: `a-${customerNumber}-billing`, kind: 'BILLING', isDefault: true, ...fields }),
    ]);
  }
  const anna = PERSONAS.anna.customerNumber;
  for (const [name, fields] of Object.entries(ANNA_DELIVERY)) {
    seed.get(anna)?.push(addressRecord({ id: `a-${anna}-${name}`, kind: 'DELIVERY', ...fields }));
  }
  return seed;
}

/** The customer slice's part of docs/product/README.md §2: the demo customers themselves. */
import { DEMO_PASSWORD, PERSONAS, type PersonaKey } from '../../kernel/personas.ts';
import { customerRecord, type CustomerInput, type CustomerRecord } from './model.ts';
import { hashPassword } from './passwordHash.ts';

/** Hashed once per process: the same password, a fresh salt per customer. */
const passwordHashes = new Map<PersonaKey, string>();
function demoPasswordHash(key: PersonaKey): string {
  let hash = passwordHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(DEMO_PASSWORD);
    passwordHashes.set(key, hash);
  }
  return hash;
}

/** Stable technical ids of the demo customers. */
export function seededCustomerId(customerNumber: string): string {
  return `00000000-0000-4000-8000-0000${customerNumber.padStart(8, '0')}`;
}

type PersonaInput = Omit<CustomerInput, 'customerNumber' | 'email' | 'market'> & { password: boolean };

const CUSTOMERS: Record<PersonaKey, PersonaInput> = {
  anna: {
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Schmidt',
    dateOfBirth: '1961-04-12',
    phoneNumber: '+49 221 1234567',
    customerClass: 'REGULAR',
    password: true,
    crossDeviceTracking: true,
  },
  lukas: {
    salutation: 'MR',
    firstName: 'Lukas',
    lastName: 'Gruber',
    dateOfBirth: '1978-09-03',
    phoneNumber: '+43 1 2345678',
    customerClass: 'REGULAR',
    password: true,
  },
  heidi: {
    salutation: 'MS',
    firstName: 'Heidi',
    lastName: 'Meier',
    dateOfBirth: '1969-02-20',
    phoneNumber: '+41 44 1234567',
    customerClass: 'REGULAR',
    password: true,
  },
  // Light account: no password.
  lena: {
    salutation: 'MS',
    firstName: 'Lena',
    lastName: 'Licht',
    dateOfBirth: '1992-07-08',
    customerClass: 'LIGHT',
    password: false,
    isLightUser: true,
  },
  // Registered through Google, no password.
  max: {
    salutation: 'MR',
    firstName: 'Max',
    lastName: 'Sozial',
    dateOfBirth: '1988-11-23',
    customerClass: 'REGULAR',
    password: false,
    socialLoginProvider: 'GOOGLE',
  },
  // New customer: no orders, no billing address.
  neu: {
    salutation: 'MR',
    firstName: 'Niklas',
    lastName: 'Neu',
    dateOfBirth: '1995-05-17',
    customerClass: 'NEW',
    password: true,
  },
  // Phone/TV customer without online credentials.
  tv: {
    salutation: 'MS',
    firstName: 'Gisela',
    lastName: 'Fernseh',
    dateOfBirth: '1950-01-31',
    phoneNumber: '+49 511 7654321',
    customerClass: 'REGULAR',
    password: false,
    hasOnlineAccount: false,
  },
};

export function createCustomerSeed(): CustomerRecord[] {
  return (Object.keys(CUSTOMERS) as PersonaKey[]).map((key) => {
    const { password, ...input } = CUSTOMERS[key];
    const { customerNumber, email, market } = PERSONAS[key];
    return customerRecord({
      ...input,
      customerNumber,
      email,
      market,
      customerId: seededCustomerId(customerNumber),
      passwordHash: password ? demoPasswordHash(key) : null,
    });
  });
}

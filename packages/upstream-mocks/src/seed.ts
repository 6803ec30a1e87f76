/**
 * The demo customers of personas.md and everything that belongs to them. Dates are computed
 * relative to the moment of the reset, so "placed minutes ago" and "yesterday" stay true.
 */
import { msSinceLocalMidnight } from './services/order/rules.ts';
import { hashPassword } from './services/customer/passwordHash.ts';
import type {
  AddressRecord,
  CustomerRecord,
  GoogleAccount,
  InvoiceRecord,
  OrderItemRecord,
  OrderItemStatus,
  OrderPaymentType,
  OrderRecord,
  OrderStatus,
  VoucherRecord,
} from './model.ts';

export const DEMO_PASSWORD = 'Passwort123!';

export type PersonaKey = 'anna' | 'lukas' | 'heidi' | 'lena' | 'max' | 'neu' | 'tv';

export const PERSONAS: Record<PersonaKey, { email: string; customerNumber: string }> = {
  anna: { email: 'anna.schmidt@example.de', customerNumber: '10012345' },
  lukas: { email: 'lukas.gruber@example.at', customerNumber: '20023456' },
  heidi: { email: 'heidi.meier@example.ch', customerNumber: '30034567' },
  lena: { email: 'lena.licht@example.de', customerNumber: '40045678' },
  max: { email: 'max.sozial@example.de', customerNumber: '50056789' },
  neu: { email: 'neu.kunde@example.de', customerNumber: '60067890' },
  tv: { email: 'tv.kunde@example.de', customerNumber: '70078901' },
};

/** Order number by which the phone/TV customer can verify the account. */
export const TV_VERIFICATION_ORDER_NUMBER = '99887766';

/** Google accounts offered by the sign-in stand-in page. */
export const GOOGLE_ACCOUNTS: readonly GoogleAccount[] = [
  { email: PERSONAS.max.email, firstName: 'Max', lastName: 'Sozial', salutation: 'MR' },
  { email: 'lisa.neumann@gmail.example', firstName: 'Lisa', lastName: 'Neumann', salutation: 'MS' },
];

export interface Seed {
  customers: CustomerRecord[];
  orders: OrderRecord[];
  invoices: InvoiceRecord[];
}

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

function customerId(customerNumber: string): string {
  return `00000000-0000-4000-8000-0000${customerNumber.padStart(8, '0')}`;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function isoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type AddressInput = Omit<AddressRecord, 'type' | 'pickupKind' | 'postNumber' | 'stationNumber' | 'isDeleted' | 'addressAddition' | 'phone' | 'isDefault'> &
  Partial<Pick<AddressRecord, 'type' | 'pickupKind' | 'postNumber' | 'stationNumber' | 'isDeleted' | 'addressAddition' | 'phone' | 'isDefault'>>;

function address(input: AddressInput): AddressRecord {
  return {
    type: 'POSTAL',
    pickupKind: null,
    postNumber: null,
    stationNumber: null,
    isDeleted: false,
    addressAddition: null,
    phone: null,
    isDefault: false,
    ...input,
  };
}

type CustomerInput = Omit<
  CustomerRecord,
  | 'customerId'
  | 'hasOnlineAccount'
  | 'isLightUser'
  | 'isHelloUser'
  | 'socialLoginProvider'
  | 'crossDeviceTracking'
  | 'careOf'
  | 'bankAccount'
  | 'newsletter'
  | 'wishlist'
  | 'followedStreamerIds'
  | 'recentlyViewedBaseProductNos'
  | 'preferredDeliveryAddressId'
> &
  Partial<CustomerRecord>;

function customer(input: CustomerInput): CustomerRecord {
  return {
    customerId: customerId(input.customerNumber),
    hasOnlineAccount: true,
    isLightUser: false,
    isHelloUser: false,
    socialLoginProvider: null,
    crossDeviceTracking: false,
    careOf: null,
    bankAccount: null,
    newsletter: null,
    wishlist: [],
    followedStreamerIds: [],
    recentlyViewedBaseProductNos: [],
    preferredDeliveryAddressId: null,
    ...input,
  };
}

export interface Product {
  baseProductNo: string;
  title: string;
  priceCents: number;
}

/** The products of the seeded orders and wishlists; the product service's catalogue (catalog.ts) extends them. */
export const PRODUCTS = {
  pfanne: { baseProductNo: '401234', title: 'Keramik-Pfannenset, 3-teilig', priceCents: 7999 },
  decke: { baseProductNo: '402345', title: 'Kuscheldecke aus Mikrofaser, 150 x 200 cm', priceCents: 3999 },
  creme: { baseProductNo: '403456', title: 'Hyaluron-Tagescreme, 50 ml', priceCents: 2499 },
  kette: { baseProductNo: '404567', title: 'Silberkette mit Zirkonia-Anhänger', priceCents: 5999 },
  bluse: { baseProductNo: '405678', title: 'Leinenbluse, Größe 40', priceCents: 4499 },
  sauger: { baseProductNo: '406789', title: 'Akku-Handstaubsauger', priceCents: 14999 },
  tee: { baseProductNo: '407890', title: 'Kräutertee-Sortiment, 6 Sorten', priceCents: 1499 },
  topf: { baseProductNo: '408901', title: 'Edelstahl-Kochtopf, 24 cm', priceCents: 5499 },
  uhr: { baseProductNo: '409012', title: 'Damenarmbanduhr mit Lederarmband', priceCents: 8999 },
  kissen: { baseProductNo: '410123', title: 'Nackenstützkissen aus Memory-Schaum', priceCents: 3499 },
} as const satisfies Record<string, Product>;

function item(product: Product, status: OrderItemStatus, quantity = 1, variant = 1): OrderItemRecord {
  return {
    baseProductNo: product.baseProductNo,
    sku: `${product.baseProductNo}${String(variant).padStart(3, '0')}`,
    title: product.title,
    unitPriceCents: product.priceCents,
    quantity,
    status,
    returnedQuantity: status === 'returned' ? quantity : status === 'partiallyReturned' ? Math.floor(quantity / 2) : 0,
    cancelledQuantity: status === 'cancelled' ? quantity : status === 'partiallyCancelled' ? Math.floor(quantity / 2) : 0,
  };
}

const DELIVERED_ITEM_STATUSES: readonly OrderItemStatus[] = ['delivered', 'returned', 'partiallyReturned', 'partiallyCancelled'];

interface OrderInput {
  number: string;
  ago: number;
  status: OrderStatus;
  paymentType: OrderPaymentType;
  items: OrderItemRecord[];
  vouchers?: VoucherRecord[];
  shippingCents?: number;
  /** When the goods arrived, before now; default: 3 days after the order once every item is delivered. */
  deliveredAgo?: number;
  deliveryAddressId?: string;
}

function ordersOf(owner: CustomerRecord, now: Date, inputs: OrderInput[]): OrderRecord[] {
  const deliveryAddressId = owner.preferredDeliveryAddressId ?? owner.billingAddressId;
  return inputs.map((input) => {
    const placedAt = new Date(now.getTime() - input.ago);
    const live = input.items.filter((i) => i.status !== 'cancelled');
    const allDelivered = live.length > 0 && live.every((i) => DELIVERED_ITEM_STATUSES.includes(i.status));
    const deliveredAt =
      input.deliveredAgo !== undefined
        ? new Date(now.getTime() - input.deliveredAgo)
        : allDelivered
          ? new Date(placedAt.getTime() + 3 * DAY)
          : null;
    const returned = input.items.filter((i) => i.returnedQuantity > 0);
    const cancelled = input.status === 'cancelled';
    return {
      id: `o-${input.number}`,
      number: input.number,
      customerNumber: owner.customerNumber,
      externalCustomerId: owner.customerId,
      placedAt,
      status: input.status,
      paymentType: input.paymentType,
      currency: owner.currency,
      shippingCents: input.shippingCents ?? 595,
      items: input.items,
      vouchers: input.vouchers ?? [],
      deliveryAddressId: input.deliveryAddressId ?? deliveryAddressId,
      deliveredAt,
      cancelledAt: cancelled ? new Date(placedAt.getTime() + 20 * MINUTE) : null,
      cancelReasonCode: cancelled ? ('CHANGED_MIND' as const) : null,
      returns:
        returned.length > 0 && deliveredAt !== null
          ? [{
              id: `r-${input.number}-1`,
              createdAt: new Date(deliveredAt.getTime() + 5 * DAY),
              reasonCode: 'DOES_NOT_FIT' as const,
              items: returned.map((i) => ({ sku: i.sku, quantity: i.returnedQuantity })),
            }]
          : [],
      withdrawal: null,
    };
  });
}

export function createSeed(now: Date): Seed {
  const anna = customer({
    ...PERSONAS.anna,
    market: 'de',
    countryCode: 'DE',
    currency: 'EUR',
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Schmidt',
    dateOfBirth: '1961-04-12',
    phoneNumber: '+49 221 1234567',
    customerClass: 'REGULAR',
    passwordHash: demoPasswordHash('anna'),
    crossDeviceTracking: true,
    preferredPaymentMethod: 'INVOICE',
    billingAddressId: 'a-10012345-billing',
    preferredDeliveryAddressId: 'a-10012345-postal',
    addresses: [
      address({
        id: 'a-10012345-billing', kind: 'BILLING', salutation: 'MS', firstName: 'Anna', lastName: 'Schmidt',
        street: 'Domstraße', streetNumber: '12', zipCode: '50668', city: 'Köln', countryCode: 'DE',
        phone: '+49 221 1234567', isDefault: true,
      }),
      address({
        id: 'a-10012345-postal', kind: 'DELIVERY', salutation: 'MS', firstName: 'Anna', lastName: 'Schmidt',
        street: 'Venloer Straße', streetNumber: '240', addressAddition: 'Hinterhaus', zipCode: '50823',
        city: 'Köln', countryCode: 'DE', isDefault: true,
      }),
      address({
        id: 'a-10012345-packstation', kind: 'DELIVERY', type: 'DHL_ADDRESS', pickupKind: 'PACKSTATION',
        postNumber: '12345678', stationNumber: '123', salutation: 'MS', firstName: 'Anna', lastName: 'Schmidt',
        street: 'Packstation', streetNumber: '123', zipCode: '50667', city: 'Köln', countryCode: 'DE',
      }),
      address({
        id: 'a-10012345-deleted', kind: 'DELIVERY', salutation: 'MR', firstName: 'Peter', lastName: 'Schmidt',
        street: 'Aachener Straße', streetNumber: '5', zipCode: '50674', city: 'Köln', countryCode: 'DE',
        isDeleted: true,
      }),
    ],
    bankAccount: { accountHolder: 'Anna Schmidt', iban: 'DE89370400440532013000', bankName: 'Commerzbank Köln' },
    newsletter: { subscriptionId: 'nl-10012345', frequency: 'WEEKLY' },
    wishlist: [
      { baseProductNo: PRODUCTS.uhr.baseProductNo, sku: '409012001', name: PRODUCTS.uhr.title, brandName: 'Chrono Classic', priceCents: PRODUCTS.uhr.priceCents, availability: 'AVAILABLE', quantity: 1, addedAt: new Date(now.getTime() - 3 * DAY) },
      { baseProductNo: PRODUCTS.kissen.baseProductNo, sku: '410123001', name: PRODUCTS.kissen.title, brandName: 'Schlafgut', priceCents: PRODUCTS.kissen.priceCents, availability: 'ALMOST_SOLD_OUT', quantity: 1, addedAt: new Date(now.getTime() - 10 * DAY) },
      { baseProductNo: PRODUCTS.sauger.baseProductNo, sku: '406789002', name: PRODUCTS.sauger.title, brandName: 'CleanMax', priceCents: PRODUCTS.sauger.priceCents, availability: 'SOLD_OUT', quantity: 1, addedAt: new Date(now.getTime() - 30 * DAY) },
      { baseProductNo: PRODUCTS.tee.baseProductNo, sku: '407890001', name: PRODUCTS.tee.title, brandName: 'Kräutergarten', priceCents: PRODUCTS.tee.priceCents, availability: 'AVAILABLE', quantity: 1, addedAt: new Date(now.getTime() - 45 * DAY) },
    ],
    followedStreamerIds: ['streamer-kochen-mit-klara', 'streamer-schmuck-sophie'],
    recentlyViewedBaseProductNos: [PRODUCTS.uhr.baseProductNo, PRODUCTS.topf.baseProductNo, PRODUCTS.creme.baseProductNo],
  });

  const lukas = customer({
    ...PERSONAS.lukas,
    market: 'at',
    countryCode: 'AT',
    currency: 'EUR',
    salutation: 'MR',
    firstName: 'Lukas',
    lastName: 'Gruber',
    dateOfBirth: '1978-09-03',
    phoneNumber: '+43 1 2345678',
    customerClass: 'REGULAR',
    passwordHash: demoPasswordHash('lukas'),
    preferredPaymentMethod: 'DIRECT_DEBIT',
    billingAddressId: 'a-20023456-billing',
    addresses: [
      address({
        id: 'a-20023456-billing', kind: 'BILLING', salutation: 'MR', firstName: 'Lukas', lastName: 'Gruber',
        street: 'Mariahilfer Straße', streetNumber: '45', zipCode: '1060', city: 'Wien', countryCode: 'AT', isDefault: true,
      }),
    ],
    bankAccount: { accountHolder: 'Lukas Gruber', iban: 'AT611904300234573201', bankName: 'Erste Bank Wien' },
  });

  const heidi = customer({
    ...PERSONAS.heidi,
    market: 'ch',
    countryCode: 'CH',
    currency: 'CHF',
    salutation: 'MS',
    firstName: 'Heidi',
    lastName: 'Meier',
    dateOfBirth: '1969-02-20',
    phoneNumber: '+41 44 1234567',
    customerClass: 'REGULAR',
    passwordHash: demoPasswordHash('heidi'),
    preferredPaymentMethod: 'INVOICE',
    billingAddressId: 'a-30034567-billing',
    addresses: [
      address({
        id: 'a-30034567-billing', kind: 'BILLING', salutation: 'MS', firstName: 'Heidi', lastName: 'Meier',
        street: 'Bahnhofstrasse', streetNumber: '21', zipCode: '8001', city: 'Zürich', countryCode: 'CH', isDefault: true,
      }),
    ],
  });

  const lena = customer({
    ...PERSONAS.lena,
    market: 'de',
    countryCode: 'DE',
    currency: 'EUR',
    salutation: 'MS',
    firstName: 'Lena',
    lastName: 'Licht',
    dateOfBirth: '1992-07-08',
    phoneNumber: null,
    customerClass: 'LIGHT',
    passwordHash: null,
    isLightUser: true,
    preferredPaymentMethod: null,
    billingAddressId: null,
    addresses: [],
  });

  const max = customer({
    ...PERSONAS.max,
    market: 'de',
    countryCode: 'DE',
    currency: 'EUR',
    salutation: 'MR',
    firstName: 'Max',
    lastName: 'Sozial',
    dateOfBirth: '1988-11-23',
    phoneNumber: null,
    customerClass: 'REGULAR',
    passwordHash: null,
    socialLoginProvider: 'GOOGLE',
    preferredPaymentMethod: 'INVOICE',
    billingAddressId: 'a-50056789-billing',
    addresses: [
      address({
        id: 'a-50056789-billing', kind: 'BILLING', salutation: 'MR', firstName: 'Max', lastName: 'Sozial',
        street: 'Leopoldstraße', streetNumber: '77', zipCode: '80802', city: 'München', countryCode: 'DE', isDefault: true,
      }),
    ],
  });

  const neu = customer({
    ...PERSONAS.neu,
    market: 'de',
    countryCode: 'DE',
    currency: 'EUR',
    salutation: 'MR',
    firstName: 'Niklas',
    lastName: 'Neu',
    dateOfBirth: '1995-05-17',
    phoneNumber: null,
    customerClass: 'NEW',
    passwordHash: demoPasswordHash('neu'),
    preferredPaymentMethod: null,
    billingAddressId: null,
    addresses: [],
  });

  const tv = customer({
    ...PERSONAS.tv,
    market: 'de',
    countryCode: 'DE',
    currency: 'EUR',
    salutation: 'MS',
    firstName: 'Gisela',
    lastName: 'Fernseh',
    dateOfBirth: '1950-01-31',
    phoneNumber: '+49 511 7654321',
    customerClass: 'REGULAR',
    passwordHash: null,
    hasOnlineAccount: false,
    preferredPaymentMethod: 'INVOICE',
    billingAddressId: 'a-70078901-billing',
    addresses: [
      address({
        id: 'a-70078901-billing', kind: 'BILLING', salutation: 'MS', firstName: 'Gisela', lastName: 'Fernseh',
        street: 'Lindenallee', streetNumber: '7', zipCode: '30159', city: 'Hannover', countryCode: 'DE', isDefault: true,
      }),
    ],
  });

  const P = PRODUCTS;
  const orders: OrderRecord[] = [
    ...ordersOf(anna, now, [
      // placed minutes before the reset (never before local midnight): inside the online-cancellation window
      { number: '81000012', ago: Math.min(5 * MINUTE, msSinceLocalMidnight(now)), status: 'processing', paymentType: 'INVOICE', items: [item(P.pfanne, 'received'), item(P.tee, 'received', 2)] },
      // placed yesterday: can no longer be cancelled online
      { number: '81000011', ago: DAY, status: 'processing', paymentType: 'INVOICE', items: [item(P.creme, 'processing')] },
      // on its way to the Packstation: withdrawal possible, the period starts at delivery
      { number: '81000010', ago: 9 * DAY, status: 'dispatched', paymentType: 'INVOICE', items: [item(P.decke, 'inDelivery'), item(P.kissen, 'dispatched')], deliveryAddressId: 'a-10012345-packstation' },
      // delivered 8 days ago: inside the 14-day withdrawal period
      { number: '81000009', ago: 11 * DAY, status: 'dispatched', paymentType: 'DIRECT_DEBIT', items: [item(P.topf, 'delivered')], deliveredAgo: 8 * DAY },
      { number: '81000008', ago: 61 * DAY, status: 'partiallyCancelled', paymentType: 'INVOICE', items: [item(P.bluse, 'delivered'), item(P.kette, 'cancelled'), item(P.tee, 'partiallyCancelled', 3)] },
      { number: '81000007', ago: 95 * DAY, status: 'cancelled', paymentType: 'PAYPAL', items: [item(P.sauger, 'cancelled')], shippingCents: 0 },
      { number: '81000006', ago: 140 * DAY, status: 'returned', paymentType: 'INVOICE', items: [item(P.bluse, 'returned', 1, 2)] },
      { number: '81000005', ago: 200 * DAY, status: 'partiallyReturned', paymentType: 'INVOICE', items: [item(P.uhr, 'returned'), item(P.creme, 'delivered'), item(P.decke, 'partiallyReturned', 2)] },
      {
        number: '81000004', ago: 320 * DAY, status: 'dispatched', paymentType: 'INVOICE',
        items: [item(P.kette, 'delivered'), item(P.creme, 'delivered')],
        vouchers: [
          { code: 'HERBST10', type: 'PERCENTAGE', value: 10 },
          { code: 'WILLKOMMEN10', type: 'VALUE', value: 1000 },
          { code: 'GRATISVERSAND', type: 'FREE_SHIPPING', value: 0 },
        ],
      },
      { number: '81000003', ago: 480 * DAY, status: 'dispatched', paymentType: 'PAYPAL', items: [item(P.sauger, 'delivered')] },
      { number: '81000002', ago: 700 * DAY, status: 'dispatched', paymentType: 'DIRECT_DEBIT', items: [item(P.topf, 'delivered'), item(P.pfanne, 'delivered')] },
      { number: '81000001', ago: 1050 * DAY, status: 'dispatched', paymentType: 'INSTALMENT', items: [item(P.uhr, 'delivered')] },
    ]),
    ...ordersOf(lukas, now, [
      // delivered 3 days ago: inside the withdrawal period
      { number: '82000004', ago: 6 * DAY, status: 'dispatched', paymentType: 'DIRECT_DEBIT', items: [item(P.kissen, 'delivered'), item(P.tee, 'delivered', 2)], deliveredAgo: 3 * DAY },
      { number: '82000003', ago: 12 * DAY, status: 'dispatched', paymentType: 'DIRECT_DEBIT', items: [item(P.topf, 'inDelivery')] },
      { number: '82000002', ago: 150 * DAY, status: 'dispatched', paymentType: 'DIRECT_DEBIT', items: [item(P.decke, 'delivered'), item(P.tee, 'delivered')] },
      { number: '82000001', ago: 400 * DAY, status: 'returned', paymentType: 'INVOICE', items: [item(P.bluse, 'returned')] },
    ]),
    ...ordersOf(heidi, now, [
      { number: '83000003', ago: 20 * DAY, status: 'dispatched', paymentType: 'INVOICE', items: [item({ ...P.kette, priceCents: 6490 }, 'delivered')], shippingCents: 690 },
      { number: '83000002', ago: 210 * DAY, status: 'dispatched', paymentType: 'INVOICE', items: [item({ ...P.creme, priceCents: 2790 }, 'delivered', 2)], shippingCents: 690 },
      { number: '83000001', ago: 500 * DAY, status: 'cancelled', paymentType: 'PAYPAL', items: [item({ ...P.sauger, priceCents: 15990 }, 'cancelled')], shippingCents: 0 },
    ]),
    ...ordersOf(tv, now, [
      { number: TV_VERIFICATION_ORDER_NUMBER, ago: 40 * DAY, status: 'dispatched', paymentType: 'INVOICE', items: [item(P.kissen, 'delivered'), item(P.decke, 'delivered')] },
      { number: '84000002', ago: 300 * DAY, status: 'dispatched', paymentType: 'INVOICE', items: [item(P.tee, 'delivered', 4)] },
      { number: '84000001', ago: 800 * DAY, status: 'dispatched', paymentType: 'INVOICE', items: [item(P.pfanne, 'delivered')] },
    ]),
  ];

  const invoices: InvoiceRecord[] = [
    {
      id: 'inv-10012345-2', number: 'R-2024-558812', customerNumber: anna.customerNumber, orderNumber: '81000010',
      dueDate: isoDateOf(new Date(now.getTime() + 10 * DAY)), status: 'OPEN', amountCents: 8093, currency: 'EUR',
    },
    {
      id: 'inv-10012345-1', number: 'R-2024-551204', customerNumber: anna.customerNumber, orderNumber: '81000008',
      dueDate: isoDateOf(new Date(now.getTime() - 12 * DAY)), status: 'ENCASH', amountCents: 5993, currency: 'EUR',
    },
    {
      id: 'inv-30034567-1', number: 'R-2024-560377', customerNumber: heidi.customerNumber, orderNumber: '83000003',
      dueDate: isoDateOf(new Date(now.getTime() + 4 * DAY)), status: 'OPEN', amountCents: 7180, currency: 'CHF',
    },
  ];

  return { customers: [anna, lukas, heidi, lena, max, neu, tv], orders, invoices };
}

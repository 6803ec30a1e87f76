/**
 * The records the mocked upstream services keep. Richer than any single response: one customer
 * record feeds login state, personal details, customer details and (later) addresses,
 * payment, newsletter and wishlist, so every service tells the same story about a customer.
 */
import type { z } from 'zod';
import type { CountryCode, Market } from '@mein-konto/schema/upstream/common';
import type { authTokenKind, paymentMethod, salutation, socialLoginProvider } from '@mein-konto/schema/upstream/customer';
import type { logEntry } from '@mein-konto/schema/upstream/log';
import type { orderSummary, orderSummaryStatus } from '@mein-konto/schema/upstream/orderHistory';
import type { CANCELLATION_REASON_CODES, RETURN_REASON_CODES } from '@mein-konto/schema/upstream/order';

export type Salutation = z.infer<typeof salutation>;
export type SocialLoginProvider = z.infer<typeof socialLoginProvider>;
export type PaymentMethod = z.infer<typeof paymentMethod>;
export type Currency = 'EUR' | 'CHF';

export type AddressKind = 'BILLING' | 'DELIVERY';
export type DeliveryAddressType = 'POSTAL' | 'DHL_ADDRESS';
export type PickupKind = 'PACKSTATION' | 'POSTFILIALE' | 'PAKETSHOP' | 'POSTSTATION';

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
  isDefault: boolean;
  /** Soft-deleted delivery addresses stay restorable. */
  isDeleted: boolean;
}

export interface BankAccountRecord {
  accountHolder: string;
  iban: string;
  bankName: string;
}

export interface NewsletterRecord {
  subscriptionId: string;
  frequency: 'WEEKLY';
}

export interface WishlistItemRecord {
  baseProductNo: string;
  sku: string;
  name: string;
  brandName: string;
  priceCents: number;
  availability: 'AVAILABLE' | 'ALMOST_SOLD_OUT' | 'SOLD_OUT';
  quantity: number;
  addedAt: Date;
}

export interface CustomerRecord {
  /** Technical id (UUID). */
  customerId: string;
  /** As stored: digits without leading zeros. */
  customerNumber: string;
  /** Lower case. */
  email: string;
  market: Market;
  countryCode: CountryCode;
  currency: Currency;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd; null for light accounts created with name and e-mail only. */
  dateOfBirth: string | null;
  phoneNumber: string | null;
  careOf: string | null;
  customerClass: string;
  /** scrypt hash, or null when the customer has no password. */
  passwordHash: string | null;
  /** false for phone/TV customers who never got online credentials. */
  hasOnlineAccount: boolean;
  /** Registered online but the activation link was not followed yet: cannot log in. */
  activationPending?: boolean;
  isLightUser: boolean;
  isHelloUser: boolean;
  socialLoginProvider: SocialLoginProvider | null;
  crossDeviceTracking: boolean;
  preferredPaymentMethod: PaymentMethod | null;
  billingAddressId: string | null;
  preferredDeliveryAddressId: string | null;
  addresses: AddressRecord[];
  bankAccount: BankAccountRecord | null;
  newsletter: NewsletterRecord | null;
  wishlist: WishlistItemRecord[];
  followedStreamerIds: string[];
  recentlyViewedBaseProductNos: string[];
}

export type OrderStatus = z.infer<typeof orderSummaryStatus>;
export type OrderItemStatus =
  | 'received'
  | 'processing'
  | 'dispatched'
  | 'cancelled'
  | 'returned'
  | 'inDelivery'
  | 'partiallyReturned'
  | 'partiallyCancelled'
  | 'delivered';
export type OrderPaymentType = z.infer<typeof orderSummary>['payment_type'];
export type VoucherType = 'PERCENTAGE' | 'VALUE' | 'FREE_SHIPPING';

export interface OrderItemRecord {
  baseProductNo: string;
  sku: string;
  title: string;
  unitPriceCents: number;
  quantity: number;
  status: OrderItemStatus;
  /** Pieces returned so far (status returned or partiallyReturned). */
  returnedQuantity: number;
  /** Pieces cancelled (status cancelled or partiallyCancelled). */
  cancelledQuantity: number;
}

export interface VoucherRecord {
  code: string;
  type: VoucherType;
  /** Percent for PERCENTAGE, cents for VALUE, 0 for FREE_SHIPPING. */
  value: number;
}

export interface OrderRecord {
  id: string;
  number: string;
  customerNumber: string;
  externalCustomerId: string;
  placedAt: Date;
  status: OrderStatus;
  paymentType: OrderPaymentType;
  currency: Currency;
  shippingCents: number;
  items: OrderItemRecord[];
  vouchers: VoucherRecord[];
  deliveryAddressId: string | null;
  /** When the goods arrived (all of them); null while not delivered. Starts the withdrawal period. */
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  cancelReasonCode: CancellationReasonCode | null;
  returns: ReturnRecord[];
  withdrawal: WithdrawalRecord | null;
}

export type CancellationReasonCode = (typeof CANCELLATION_REASON_CODES)[number];
export type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

export interface ReturnRecord {
  id: string;
  createdAt: Date;
  reasonCode: ReturnReasonCode | null;
  items: { sku: string; quantity: number }[];
}

/** A withdrawal from the contract (Art. 11a 2011/83/EU), confirmed by e-mail. */
export interface WithdrawalRecord {
  id: string;
  confirmedAt: Date;
  channel: 'EMAIL';
  sentTo: string;
}

/** Step 1 of the withdrawal function: the identified order, valid for a while. */
export interface WithdrawalRequestRecord {
  id: string;
  orderId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface InvoiceRecord {
  id: string;
  number: string;
  customerNumber: string;
  orderNumber: string;
  /** yyyy-mm-dd */
  dueDate: string;
  status: 'OPEN' | 'ENCASH';
  amountCents: number;
  currency: Currency;
}

export interface SessionRecord {
  id: string;
  customerNumber: string;
  /** The username the customer logged in with (normalised). */
  username: string;
  stayLoggedIn: boolean;
  refreshToken: string;
  refreshExpiresAt: Date;
  createdAt: Date;
}

export interface AccessTokenRecord {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at: string;
}

export type LogEntry = z.infer<typeof logEntry>;

export interface GoogleAccount {
  email: string;
  firstName: string;
  lastName: string;
  salutation: Salutation;
}

/** A single-use token of the customer service (activation, password, magic link, social registration). */
export interface AuthTokenRecord {
  token: string;
  kind: z.infer<typeof authTokenKind>;
  /** The customer it belongs to; null for a social registration token (no customer yet). */
  customerNumber: string | null;
  /** The e-mail it was issued for. */
  email: string;
  issuedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** The provider account of a social registration token. */
  social: { provider: SocialLoginProvider; account: GoogleAccount } | null;
}

export interface GoogleCodeRecord {
  code: string;
  account: GoogleAccount;
  redirectUri: string;
  issuedAt: Date;
  redeemed: boolean;
}

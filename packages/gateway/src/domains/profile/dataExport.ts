/**
 * The customer's data to download (GDPR Art. 15 and 20, decision 025): the gateway asks every
 * service that holds data about the customer, once, and returns one JSON document. A service that
 * fails leaves out its section (named in `unavailable`), the others are still delivered. Nothing
 * of the content is logged; the IBAN comes masked from the payment service.
 */
import { offersDirectDebit } from '@mein-konto/schema/rules/payment';
import type { GatewayContext } from '../../context.ts';
import { errorCodeOf, ERROR_CODES } from '../../errors.ts';
import type { MyDataSection } from '../../generated/graphql.ts';
import { requireCustomer } from '../../kit/guard.ts';
import type { ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { mergePersonalDetails } from './personalDetails.ts';

const EXPORT_FORMAT = 'mein-konto-datenauskunft/1';
/** Orders are read in pages of this size; a customer with more than MAX_ORDER_PAGES pages gets the newest ones and a note. */
const ORDER_PAGE_SIZE = 10;
const MAX_ORDER_PAGES = 100;

const NOTES = {
  wishlistAndSubscriptions:
    'Ihre Wunschliste, gefolgte Moderatorinnen und Moderatoren sowie Newsletter-Abonnements sind in dieser Datei nicht enthalten. Eine Auskunft dazu erhalten Sie kostenlos bei unserem Kundenservice.',
  unavailable:
    'Einige Bereiche konnten gerade nicht abgerufen werden (siehe „unavailable“). Bitte laden Sie Ihre Daten später noch einmal herunter.',
  tooManyOrders:
    'Sie haben sehr viele Bestellungen; diese Datei enthält die neuesten. Die vollständige Liste erhalten Sie bei unserem Kundenservice.',
  retention: 'Angaben zu Bestellungen und Rechnungen bewahren wir auf, solange es gesetzlich vorgeschrieben ist.',
} as const;

async function allOrders(ctx: GatewayContext): Promise<{ orders: unknown[]; complete: boolean }> {
  const orders: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_ORDER_PAGES; page += 1) {
    const result = await ctx.datasources.orderHistory.orders({ limit: ORDER_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    orders.push(...result.orders);
    if (!result.nextCursor) return { orders, complete: true };
    cursor = result.nextCursor;
  }
  return { orders, complete: false };
}

export async function exportMyData(ctx: GatewayContext, now = new Date()): Promise<ResultOf<'ExportMyDataResult'>> {
  const customer = await requireCustomer(ctx);
  const limited = await rateLimited(ctx, 'exportMyData', customer.customerNumber);
  if (limited) return limited;

  const unavailable: MyDataSection[] = [];
  /** A section's data, or null when its service failed (a session that ended fails the whole export). */
  const section = async <T>(name: MyDataSection, read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
      unavailable.push(name);
      return null;
    }
  };

  const [profile, deliveryAddresses, bankAccount, orders, openInvoices] = await Promise.all([
    section('PROFILE', async () => {
      const [personal, details, stayLoggedIn] = await Promise.all([
        ctx.datasources.customer.personalDetails(),
        ctx.datasources.customer.customerDetails(),
        ctx.datasources.customer.getStayLoggedIn(),
      ]);
      const { id: _id, ...merged } = mergePersonalDetails(personal, details);
      return {
        ...merged,
        billingAddress: details.billingAddress,
        loginMethods: { password: customer.hasPassword, socialLoginProvider: customer.socialLoginProvider ?? null },
        stayLoggedIn,
      };
    }),
    section('DELIVERY_ADDRESSES', () => ctx.datasources.address.deliveryAddresses()),
    offersDirectDebit(ctx.market)
      ? section('BANK_ACCOUNT', async () => (await ctx.datasources.payment.bankingDetails()).bankingDetails)
      : Promise.resolve(null),
    section('ORDERS', () => allOrders(ctx)),
    section('OPEN_INVOICES', () => ctx.datasources.payment.openInvoices()),
  ]);

  const order = ['PROFILE', 'DELIVERY_ADDRESSES', 'BANK_ACCOUNT', 'ORDERS', 'OPEN_INVOICES'] satisfies MyDataSection[];
  unavailable.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const notes: string[] = [NOTES.wishlistAndSubscriptions, NOTES.retention];
  if (orders && !orders.complete) notes.push(NOTES.tooManyOrders);
  if (unavailable.length > 0) notes.unshift(NOTES.unavailable);

  const content = {
    format: EXPORT_FORMAT,
    createdAt: now.toISOString(),
    market: ctx.market,
    customerNumber: customer.customerNumber,
    profile,
    deliveryAddresses,
    bankAccount,
    orders: orders?.orders ?? null,
    openInvoices,
    unavailable,
    notes,
  };
  return {
    __typename: 'MyDataExport',
    fileName: `meine-daten-${customer.customerNumber}-${now.toISOString().slice(0, 10)}.json`,
    createdAt: now.toISOString(),
    content: JSON.stringify(content, null, 2),
    unavailableSections: unavailable,
  };
}

/**
 * Consents from e-mail links without login: the market-research invitation confirmed by its
 * token (`routes.confirmMarketResearch`; docs/product/public-pages.md §8: 400 when already confirmed) and the upsell
 * e-mails ended by the data of their link (`routes.unsubscribeUpsell`: customer id, e-mail and
 * order number must belong together). After a reset anna's mailbox holds an invitation and an
 * upsell e-mail; `MarketingMails.send` writes them for other customers (admin).
 */
import { randomBytes } from 'node:crypto';
import { normaliseEmail } from '@mein-konto/schema/rules/email';
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel, SliceState } from '../../kernel/kernel.ts';
import { Orders } from '../order/state.ts';
import { greeting } from './mails.ts';
import type { CustomerRecord } from './model.ts';
import { Customers } from './state.ts';

/** SPA paths of the e-mails' links. */
const LINK_PATH = { research: 'research/confirmation', upsell: 'unsubscribe/upsell' } as const;
const RESEARCH_TOKEN_PARAM = 'market-research-doi-token';

export type MarketingMailKind = 'market-research' | 'upsell';

export class MarketingMails implements SliceState {
  /** Market-research invitation tokens → customer number and when it was confirmed. */
  private research = new Map<string, { customerNumber: string; confirmedAt: Date | null }>();
  /** Customers who no longer want upsell e-mails. */
  private upsellOptOuts = new Set<string>();
  private readonly customers: Customers;
  private readonly orders: Orders;

  constructor(private readonly kernel: Kernel) {
    this.customers = kernel.state(Customers);
    this.orders = kernel.state(Orders);
  }

  reset(): void {
    this.research = new Map();
    this.upsellOptOuts = new Set();
    const anna = this.customers.byNumber('10012345');
    if (!anna) return;
    this.send(anna, 'market-research');
    this.send(anna, 'upsell');
  }

  send(customer: CustomerRecord, kind: MarketingMailKind): void {
    if (kind === 'market-research') {
      const token = randomBytes(24).toString('base64url');
      this.research.set(token, { customerNumber: customer.customerNumber, confirmedAt: null });
      const link = this.kernel.links.spaWith(LINK_PATH.research, { [RESEARCH_TOKEN_PARAM]: token }, customer.market);
      this.kernel.mailbox.send({
        to: customer.email,
        subject: 'Ihre Meinung ist uns wichtig',
        text: `${greeting(customer)}\n\nmöchten Sie gelegentlich an kurzen Umfragen zu unseren Sendungen und Produkten teilnehmen? Dann bestätigen Sie bitte hier: ${link}`,
      });
      return;
    }
    const order = this.orders.ofCustomer(customer.customerNumber)[0];
    if (!order) throw new Error(`customer ${customer.customerNumber} has no order for an upsell e-mail`);
    const link = this.kernel.links.spaWith(
      LINK_PATH.upsell,
      { customerId: customer.customerId, email: customer.email, externalOrderId: order.number },
      customer.market,
    );
    this.kernel.mailbox.send({
      to: customer.email,
      subject: `Passend zu Ihrer Bestellung ${order.number}`,
      text: `${greeting(customer)}\n\nzu Ihrer Bestellung ${order.number} haben wir passende Angebote für Sie ausgesucht.\n\nSie möchten solche E-Mails nicht mehr erhalten? Hier abbestellen: ${link}`,
    });
  }

  confirmResearch(token: string): void {
    const record = this.research.get(token);
    if (!record) throw new UpstreamError(404, 'not_found', { detail: 'no invitation with this token' });
    if (record.confirmedAt)
      throw new UpstreamError(400, 'market_research_already_confirmed', { detail: 'already confirmed' });
    record.confirmedAt = this.kernel.clock.now();
  }

  unsubscribeUpsell(customerId: string, email: string, orderNumber: string): string {
    const customer = this.customers.all().find((c) => c.customerId === customerId);
    const normalised = normaliseEmail(email);
    const ownsOrder =
      customer !== undefined && this.orders.ofCustomer(customer.customerNumber).some((o) => o.number === orderNumber);
    if (!customer || normalised !== customer.email || !ownsOrder) {
      throw new UpstreamError(400, 'upsell_recipient_unknown', {
        detail: 'customer id, e-mail and order do not belong together',
      });
    }
    this.upsellOptOuts.add(customer.customerNumber);
    return customer.email;
  }

  hasUpsellOptOut(customerNumber: string): boolean {
    return this.upsellOptOuts.has(customerNumber);
  }
}

export function marketingHandlers(kernel: Kernel) {
  const mails = kernel.state(MarketingMails);
  return {
    confirmMarketResearch: ({ query }) => mails.confirmResearch(query[RESEARCH_TOKEN_PARAM]),
    unsubscribeUpsell: ({ body }) => ({
      email: mails.unsubscribeUpsell(body.customer_id, body.email, body.external_order_id),
    }),
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

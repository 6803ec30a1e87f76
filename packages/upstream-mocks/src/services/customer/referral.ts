/**
 * The customer's personal link to recommend the shop (`routes.referral`): a code derived from the
 * customer number (stable), the shop of his market with the code, and the friend's welcome
 * voucher of docs/product/activity.md §9 (10 in the customer's currency).
 */
import { createHash } from 'node:crypto';
import { MARKET_FACTS } from '@mein-konto/schema/rules/market';
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { moneyOf } from '../../kernel/money.ts';
import { customerStates } from './context.ts';

/** The friend's welcome voucher (docs/product/activity.md §9: 10 euro; 10 francs in Switzerland). */
const WELCOME_VOUCHER_CENTS = 1000;

function referralCode(customerNumber: string): string {
  return `FREUND-${createHash('sha256').update(`referral:${customerNumber}`).digest('hex').slice(0, 8).toUpperCase()}`;
}

export function referralHandlers(kernel: Kernel) {
  const { sessions } = customerStates(kernel);
  return {
    referral: ({ request }) => {
      const { customer } = sessions.require(request);
      const code = referralCode(customer.customerNumber);
      return {
        referral_code: code,
        referral_url: `${MARKET_FACTS[customer.market].shopUrl}/freunde?code=${code}`,
        welcome_voucher: moneyOf(WELCOME_VOUCHER_CENTS, customer.currency),
      };
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

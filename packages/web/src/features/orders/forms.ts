/**
 * The form schemas of the orders pages. Messages are catalog keys; the page translates them.
 * Pages import only the types from here; the schemas load with validation.ts on first use.
 */
import * as z from 'zod/mini';
import { isValidEmail } from '@mein-konto/schema/rules/email';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { isCancellationReason } from './reasons.ts';
import type { MessageKey } from '../../lib/i18n/index.tsx';
import { boundedField } from '../../lib/inputBounds.ts';

const key = (k: MessageKey) => k;

/** docs/product/orders.md §5: order cancellation needs a reason. */
export const cancelFormSchema = z.object({
  reasonCode: z.string().check(z.refine(isCancellationReason, { error: key('orders.cancel.reasonRequired') })),
});
export type CancelForm = z.infer<typeof cancelFormSchema>;

/** Returns: at least one item, each with a quantity between 1 and what may still be returned. */
export const returnFormSchema = z
  .object({
    items: z.array(z.object({ sku: z.string(), selected: z.boolean(), quantity: z.string(), max: z.number() })),
    reasonCode: z.string(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.items.some((item) => item.selected)) {
        ctx.issues.push({
          code: 'custom',
          path: ['items'],
          message: key('orders.returns.selectAtLeastOne'),
          input: value.items,
        });
      }
    }),
  );
export type ReturnForm = z.infer<typeof returnFormSchema>;

/** The withdrawal function without login: order number and e-mail, each within its input bound (the gateway's). */
export const publicWithdrawalSchema = z.object({
  orderNumber: boundedField(BOUNDS.orderNumber, (v) =>
    v.trim() === '' ? key('withdrawal.orderNumberRequired') : null,
  ),
  email: boundedField(BOUNDS.email, (v) => (isValidEmail(v) ? null : key('withdrawal.emailInvalid'))),
});
export type PublicWithdrawalForm = z.infer<typeof publicWithdrawalSchema>;

/**
 * Account verification of customers without online credentials (`routes.verifyCustomer`): by
 * an order number (order slice), the customer number, or address (address slice) and birth
 * date; verified customers get a password link.
 */
import { errorKey } from '@mein-konto/schema/upstream/common';
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Addresses } from '../address/state.ts';
import { Orders } from '../order/state.ts';
import { customerStates } from './context.ts';
import { sendPasswordMail } from './mails.ts';
import { normaliseCustomerNumber } from './model.ts';

export function verificationHandlers(kernel: Kernel) {
  const { customers } = customerStates(kernel);
  const orders = kernel.state(Orders);
  const addresses = kernel.state(Addresses);

  return {
    verifyCustomer: ({ body, market }) => {
      const required: Record<typeof body.method, readonly (keyof typeof body)[]> = {
        ORDER_NUMBER: ['order_number'],
        CUSTOMER_NUMBER: ['customer_number'],
        ADDRESS: ['street', 'street_number', 'zip_code', 'date_of_birth'],
      };
      const missing = required[body.method].filter((field) => !body[field]?.toString().trim());
      if (missing.length > 0) {
        throw new UpstreamError(400, 'bad_request', {
          detail: `method ${body.method} needs ${missing.join(', ')}`,
          field_errors: missing.map((field) => ({ key: errorKey('bad_request'), field, detail: 'required' })),
        });
      }
      const customer = customers.byEmail(body.email.trim().toLowerCase());
      // Only customers without online credentials verify; everything else is simply not verified.
      if (!customer || customer.hasOnlineAccount) return { status: 'NOT_VERIFIED' as const };

      let verified = false;
      if (body.method === 'ORDER_NUMBER') {
        const number = body.order_number?.replace(/\s+/g, '') ?? '';
        verified = orders.ofCustomer(customer.customerNumber).some((o) => o.number === number);
      } else if (body.method === 'CUSTOMER_NUMBER') {
        verified = normaliseCustomerNumber(body.customer_number ?? '') === customer.customerNumber;
      } else {
        verified =
          customer.dateOfBirth === body.date_of_birth?.trim() &&
          addresses.livesAt(customer.customerNumber, {
            street: body.street ?? '',
            streetNumber: body.street_number ?? '',
            zipCode: body.zip_code ?? '',
            city: body.city,
          });
      }
      if (!verified) return { status: 'NOT_VERIFIED' as const };
      sendPasswordMail(kernel, customer, market, undefined);
      return { status: 'VERIFIED' as const };
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

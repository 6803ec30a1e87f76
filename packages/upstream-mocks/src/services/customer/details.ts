/**
 * What the customer service tells about the session customer: login state
 * (`routes.loginState`), personal details (`routes.personalDetails`, with order counts of the
 * order slice and the default delivery address of the address slice) and customer details
 * (`routes.customerDetails`, with the billing address).
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { SESSION_COOKIE, type customerService, type loginStateResponse } from '@mein-konto/schema/upstream/customer';
import { isNewCustomer } from '@mein-konto/schema/rules/market';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Addresses } from '../address/state.ts';
import { toPostalAddress } from '../address/wire.ts';
import { Orders } from '../order/state.ts';
import { BankAccounts } from '../payment/bankAccounts.ts';
import { Sessions } from './sessions.ts';

const LOGGED_OUT: z.input<typeof loginStateResponse> = {
  state: 'LOGGED_OUT',
  first_name: null,
  last_name: null,
  username: null,
  email: null,
  customer_number: null,
  customer_id: null,
  customer_class: null,
  email_hash: null,
  encrypted_email: null,
  is_hello_user: false,
  is_light_user: false,
  is_new_customer: false,
  has_password: false,
  social_login_provider: null,
  cross_device_tracking: false,
};

/** SHA-256 of the lower-cased e-mail, as tracking expects it. */
function emailHash(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

export function detailsHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const orders = kernel.state(Orders);
  const addresses = kernel.state(Addresses);
  const bankAccounts = kernel.state(BankAccounts);

  return {
    loginState: ({ request }) => {
      const auth = sessions.authenticate(request);
      if (!auth) {
        // Something to refresh: let the caller refresh. Nothing at all: simply logged out.
        if (request.cookies[SESSION_COOKIE.refresh]) sessions.require(request);
        return LOGGED_OUT;
      }
      const { customer, session } = auth;
      const lastOrderAt = orders.ofCustomer(customer.customerNumber)[0]?.placedAt ?? null;
      return {
        state: 'LOGGED_IN' as const,
        first_name: customer.firstName,
        last_name: customer.lastName,
        username: session.username,
        email: customer.email,
        customer_number: customer.customerNumber,
        customer_id: customer.customerId,
        customer_class: customer.customerClass,
        email_hash: emailHash(customer.email),
        encrypted_email: Buffer.from(`mk:${customer.email}`).toString('base64url'),
        is_hello_user: customer.isHelloUser,
        is_light_user: customer.isLightUser,
        is_new_customer: isNewCustomer(lastOrderAt, kernel.clock.now()),
        has_password: customer.passwordHash !== null,
        social_login_provider: customer.socialLoginProvider,
        cross_device_tracking: customer.crossDeviceTracking,
      };
    },

    personalDetails: ({ request }) => {
      const { customer } = sessions.require(request);
      const own = orders.ofCustomer(customer.customerNumber);
      return {
        customer_number: customer.customerNumber,
        email: customer.email,
        care_of: customer.careOf,
        country_code: customer.countryCode,
        phone_number: customer.phoneNumber,
        date_of_birth: customer.dateOfBirth,
        salutation: customer.salutation,
        first_name: customer.firstName,
        preferred_payment_method: bankAccounts.preferredOf(customer.customerNumber),
        total_orders: own.length,
        total_returned_orders: own.filter((o) => o.status === 'returned' || o.status === 'partiallyReturned').length,
        delivery_address: toPostalAddress(addresses.defaultDeliveryOf(customer.customerNumber)),
        billing_address_id: addresses.billingOf(customer.customerNumber)?.id ?? null,
      };
    },

    customerDetails: ({ request }) => {
      const { customer } = sessions.require(request);
      return {
        customer_id: customer.customerId,
        customer_number: customer.customerNumber,
        salutation: customer.salutation,
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        customer_class: customer.customerClass,
        country_code: customer.countryCode,
        billing_address: toPostalAddress(addresses.billingOf(customer.customerNumber)),
      };
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

/**
 * The billing ("invoice") address (docs/product/addresses.md §7 "Billing address", §6: required before ordering and
 * before payment methods): create the first one, change it. A pickup station is never a billing
 * address (invalid_street); a second billing address is 409 billing_address_exists.
 */
import type { addressService } from '@mein-konto/schema/upstream/address';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Sessions } from '../customer/sessions.ts';
import { addressNotFound } from './deliveryAddresses.ts';
import { addressRecord, type AddressRecord } from './model.ts';
import { Addresses } from './state.ts';
import { checkAddressBody } from './validation.ts';
import { toBillingAddress } from './wire.ts';

interface BillingBody {
  salutation: AddressRecord['salutation'];
  first_name: string;
  last_name: string;
  street: string;
  street_number: string;
  address_addition?: string | null | undefined;
  zip_code: string;
  city: string;
  country_code: AddressRecord['countryCode'];
  phone?: string | null | undefined;
}

function fields(body: BillingBody) {
  return {
    salutation: body.salutation,
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    street: body.street.trim(),
    streetNumber: body.street_number.trim(),
    addressAddition: body.address_addition?.trim() || null,
    zipCode: body.zip_code.trim(),
    city: body.city.trim(),
    countryCode: body.country_code,
    phone: body.phone?.trim() || null,
  };
}

export function billingAddressHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const addresses = kernel.state(Addresses);

  return {
    createBillingAddress: ({ request, body, market }) => {
      const { customer } = sessions.require(request);
      checkAddressBody(market, body, 'billing');
      if (addresses.billingOf(customer.customerNumber)) {
        throw new UpstreamError(409, 'billing_address_exists', {
          detail: 'the customer has a billing address; change it instead',
        });
      }
      const address = addressRecord({
        id: `a-${customer.customerNumber}-billing`,
        kind: 'BILLING',
        isDefault: true,
        ...fields(body),
      });
      addresses.add(customer.customerNumber, address);
      return toBillingAddress(address);
    },

    changeBillingAddress: ({ request, body, market }) => {
      const { customer } = sessions.require(request);
      const before = addresses.billingOf(customer.customerNumber);
      if (!before || before.id !== body.id) throw addressNotFound();
      checkAddressBody(market, body, 'billing');
      const changed: AddressRecord = { ...before, ...fields(body) };
      addresses.replace(customer.customerNumber, changed);
      return toBillingAddress(changed);
    },
  } satisfies Partial<ServiceHandlers<typeof addressService>>;
}

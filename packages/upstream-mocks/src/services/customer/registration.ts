/**
 * Registration and activation: create an account (`routes.createAccount`; active at once and
 * logged in with a social registration token of the same e-mail, else an activation e-mail),
 * check whether an e-mail is registered (`routes.accountCheck`, `routes.accountCheckPost`) and
 * activate through the e-mailed link (`routes.activateAccount`).
 */
import type { customerService } from '@mein-konto/schema/upstream/customer';
import { isValidEmail } from '@mein-konto/schema/rules/email';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { addressRecord } from '../address/model.ts';
import { Addresses } from '../address/state.ts';
import {
  FieldErrors,
  checkAddress,
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPassword,
} from './accountValidation.ts';
import { customerStates } from './context.ts';
import { customerRecord } from './model.ts';
import { assertEmailFree, openAccount } from './newAccount.ts';
import { hashPassword } from './passwordHash.ts';

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function registrationHandlers(kernel: Kernel) {
  const { customers, tokens } = customerStates(kernel);
  const addresses = kernel.state(Addresses);

  function accountCheck(rawEmail: string): { email: string; exists: boolean } {
    const email = rawEmail.trim().toLowerCase();
    if (!isValidEmail(email))
      throw new UpstreamError(400, 'email_invalid', { detail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    return { email, exists: customers.byEmail(email) !== undefined };
  }

  return {
    createAccount: ({ request, reply, body, market }) => {
      const errors = new FieldErrors(market);
      checkName(errors, body.first_name, body.last_name);
      checkAddress(errors, market, body);
      checkDateOfBirth(errors, body.date_of_birth, kernel.clock.now());
      checkEmail(errors, body.email);
      checkPassword(errors, body.password, body.social_login_token === undefined);
      errors.throwIfAny();

      const socialToken =
        body.social_login_token === undefined
          ? undefined
          : tokens.check(body.social_login_token, ['social-login-registration']);
      const email = body.email.trim().toLowerCase();
      assertEmailFree(kernel, email);

      const firstName = body.first_name.trim();
      const lastName = body.last_name.trim();
      const street = {
        street: body.street.trim(),
        streetNumber: body.street_number.trim(),
        zipCode: body.zip_code.trim(),
      };
      const dateOfBirth = body.date_of_birth.trim();
      const duplicate = customers
        .all()
        .some(
          (c) =>
            sameText(c.firstName, firstName) &&
            sameText(c.lastName, lastName) &&
            c.dateOfBirth === dateOfBirth &&
            addresses.livesAt(c.customerNumber, street),
        );
      if (duplicate) {
        throw new UpstreamError(409, 'duplicate_account', {
          detail: 'a customer with this name, date of birth and address exists already',
        });
      }

      const customerNumber = customers.nextNumber();
      // Registered with the provider's own (verified) e-mail: active at once and logged in.
      const customer = customerRecord({
        customerNumber,
        email,
        market,
        salutation: body.salutation,
        firstName,
        lastName,
        dateOfBirth,
        customerClass: 'NEW',
        passwordHash: body.password ? hashPassword(body.password) : null,
        activationPending: socialToken?.email !== email,
        socialLoginProvider: socialToken?.social?.provider ?? null,
      });
      addresses.add(
        customerNumber,
        addressRecord({
          id: `a-${customerNumber}-billing`,
          kind: 'BILLING',
          salutation: body.salutation,
          firstName,
          lastName,
          ...street,
          addressAddition: body.address_addition?.trim() || null,
          city: body.city.trim(),
          countryCode: customer.countryCode,
          isDefault: true,
        }),
      );
      return openAccount(kernel, { request, reply, market }, customer, socialToken);
    },

    accountCheck: ({ query }) => accountCheck(query.email),
    accountCheckPost: ({ body }) => accountCheck(body.email),

    activateAccount: ({ body }) => {
      const record = tokens.check(body.token, ['account-activation']);
      const customer = tokens.customerOf(record);
      tokens.consume(record);
      customer.activationPending = false;
      return { customer_number: customer.customerNumber, email: customer.email };
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

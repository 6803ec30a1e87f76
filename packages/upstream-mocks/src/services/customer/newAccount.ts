/**
 * What registration and light accounts share: the e-mail must be free, and a new account
 * starts logged in (its social registration token vouched for it) or waits for activation.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Market } from '@mein-konto/schema/upstream/common';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { sendActivationMail } from './mails.ts';
import type { CustomerRecord } from './model.ts';
import { Sessions, type LoginData } from './sessions.ts';
import { Customers } from './state.ts';
import { AuthTokens, type AuthTokenRecord } from './tokens.ts';

/** 409 email_already_exists for a registered e-mail (any spelling). */
export function assertEmailFree(kernel: Kernel, email: string): void {
  if (kernel.state(Customers).byEmail(email)) {
    throw new UpstreamError(409, 'email_already_exists', { detail: 'Diese E-Mail-Adresse ist bereits registriert.' });
  }
}

export interface AccountCreated {
  customer_number: string;
  email: string;
  status: 'ACTIVE' | 'ACTIVATION_PENDING';
  login: LoginData | null;
}

export interface OpenAccountRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  market: Market;
}

/**
 * Stores the new customer and spends the social registration token it was created with. Not
 * pending activation: logged in at once (ACTIVE with login data); else the activation e-mail.
 */
export function openAccount(
  kernel: Kernel,
  { request, reply, market }: OpenAccountRequest,
  customer: CustomerRecord,
  socialToken: AuthTokenRecord | undefined,
): AccountCreated {
  kernel.state(Customers).add(customer);
  if (socialToken) kernel.state(AuthTokens).consume(socialToken);
  const { customerNumber, email } = customer;
  if (!customer.activationPending) {
    const login = kernel.state(Sessions).logIn(request, reply, customer, email, false);
    return { customer_number: customerNumber, email, status: 'ACTIVE', login };
  }
  sendActivationMail(kernel, customer, market);
  return { customer_number: customerNumber, email, status: 'ACTIVATION_PENDING', login: null };
}

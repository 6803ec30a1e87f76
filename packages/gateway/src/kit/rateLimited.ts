/**
 * The one rate-limit guard of the login-like, e-mail-sending and public operations
 * (RATE_LIMITED_OPERATIONS in rateLimit.ts): an attempt counts per client IP and per account
 * (normalised username, e-mail or order number); over either limit the operation answers the
 * RateLimited union member with the seconds to wait.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { GatewayContext } from '../context.ts';
import { ipBudgetOf, throttledCustomer, type RateLimitedOperation } from '../rateLimit.ts';
import { KIT_MESSAGES } from './messages.ts';

export interface RateLimitedModel {
  __typename: 'RateLimited';
  code: 'RATE_LIMITED';
  message: string;
  retryAfterSeconds: number;
}

/**
 * Records an attempt of `operation`; null when allowed. `account` null: counted per IP only;
 * several accounts (the public withdrawal: order number and e-mail): counted against each.
 */
export async function rateLimited(
  ctx: GatewayContext,
  operation: RateLimitedOperation,
  account: string | readonly string[] | null,
): Promise<RateLimitedModel | null> {
  const { maxPerIp, maxPerAccount } = ctx.config.rateLimit.operations[operation];
  const limits = [{ key: `${ipBudgetOf(operation)}:ip:${ctx.clientIp}`, max: maxPerIp }];
  const accounts = account === null ? [] : typeof account === 'string' ? [account] : account;
  for (const a of accounts) limits.push({ key: `${operation}:account:${a.trim().toLowerCase()}`, max: maxPerAccount });
  const decision = await ctx.rateLimiter.attempt(limits);
  if (decision.allowed) return null;
  ctx.log.warn({ event: 'rate_limited', operation, clientIp: ctx.clientIp }, `${operation} rate limited`);
  ctx.metrics.rateLimitRefusals.inc({ operation });
  return {
    __typename: 'RateLimited',
    code: 'RATE_LIMITED',
    message: KIT_MESSAGES.rateLimited,
    retryAfterSeconds: decision.retryAfterSeconds,
  };
}

/**
 * Before a logged-in customer's password is checked by a service (account deletion, e-mail
 * change, password change): the operation's limits per client IP and per account, then the
 * login's throttle of the customer. Wrong passwords here count in the same budget as wrong
 * logins (`passwordRejected`), so a stolen session cannot guess the password beside the login:
 * over the threshold each attempt here waits as a login does, and the next login needs a
 * solved challenge. Null when the attempt may go on.
 */
export async function passwordAttemptLimited(
  ctx: GatewayContext,
  operation: RateLimitedOperation,
  customerNumber: string,
): Promise<RateLimitedModel | null> {
  const limited = await rateLimited(ctx, operation, customerNumber);
  if (limited) return limited;
  const delay = await ctx.loginThrottle.delayMs(throttledCustomer(customerNumber));
  if (delay > 0) {
    ctx.log.warn(
      { event: 'password_attempt_slowed_down', operation, delayMs: delay },
      'too many wrong passwords for the customer: slowed down',
    );
    await sleep(delay);
  }
  return null;
}

/**
 * A service refused the logged-in customer's password: one more failure in the login's throttle,
 * whose login by e-mail now counts against the same customer.
 */
export async function passwordRejected(
  ctx: GatewayContext,
  customer: { customerNumber: string; email: string | null },
): Promise<void> {
  const { loginThrottle } = ctx;
  if (customer.email) await loginThrottle.learn(customer.email.trim().toLowerCase(), customer.customerNumber);
  await loginThrottle.recordFailure(throttledCustomer(customer.customerNumber));
}

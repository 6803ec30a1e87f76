/**
 * The one rate-limit guard of the login-like, e-mail-sending and public operations
 * (RATE_LIMITED_OPERATIONS in rateLimit.ts): an attempt counts per client IP and per account
 * (normalised username, e-mail or order number); over either limit the operation answers the
 * RateLimited union member with the seconds to wait.
 */
import type { GatewayContext } from '../context.ts';
import type { RateLimitedOperation } from '../rateLimit.ts';
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
  const limits = [{ key: `${operation}:ip:${ctx.clientIp}`, max: maxPerIp }];
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

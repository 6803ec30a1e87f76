/** The username as typed, by the market's rules (docs/product/ways-in.md §4): trimmed, customer numbers without leading zeros. */
import { normaliseUsername, type NormalisedUsername } from '@mein-konto/schema/rules/username';
import type { GatewayContext } from '../../context.ts';
import { invalidInput, type InvalidInputModel } from '../../kit/outcomes.ts';
import { USERNAME_PROBLEM_MESSAGES } from './messages.ts';

export type AcceptedUsername = Extract<NormalisedUsername, { ok: true }>;

/** The username by the market's rules, or the field error for `field`. */
export function acceptedUsername(
  ctx: GatewayContext,
  raw: string,
  field = 'username',
): AcceptedUsername | InvalidInputModel {
  const normalised = normaliseUsername(raw, ctx.market);
  if (normalised.ok) return normalised;
  return invalidInput([{ field, message: USERNAME_PROBLEM_MESSAGES[normalised.problem] }]);
}

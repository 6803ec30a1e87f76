/**
 * The ids of e-mail links (subscription id, reminder id): missing is InvalidInput at the field, a
 * malformed one is not found without asking a service (it could not be one the services issued).
 */
import { isWellFormedIdentifier, MAX_ID_LENGTH } from '@mein-konto/schema/rules/identifier';
import { invalidInput, type InvalidInputModel } from '../../kit/outcomes.ts';
import { SUBSCRIPTION_MESSAGES } from './messages.ts';

export const NOT_FOUND = {
  __typename: 'SubscriptionNotFound',
  code: 'SUBSCRIPTION_NOT_FOUND',
  message: SUBSCRIPTION_MESSAGES.notFound,
} as const;

/** The trimmed id, or the outcome that answers the link without it. */
export function linkId(
  raw: string,
  field: string,
  missing: string,
): { id: string } | InvalidInputModel | typeof NOT_FOUND {
  const id = raw.trim();
  if (id === '') return invalidInput([{ field, message: missing }]);
  return isWellFormedIdentifier(id, MAX_ID_LENGTH) ? { id } : NOT_FOUND;
}

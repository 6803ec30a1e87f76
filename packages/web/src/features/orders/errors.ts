/** Reading GraphQL errors of the orders pages. */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The gateway refused the order: unknown, or another customer's (NOT_FOUND). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}

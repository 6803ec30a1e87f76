/**
 * One way to change data: one hook per mutation, beside its `.graphql` in the feature that uses it
 * and named after the operation (`useDeleteBankAccount` for `mutation DeleteBankAccount`), built
 * with `useMutationOutcome`. The hook owns what the mutation does to the cache (an answer that
 * carries the changed entities merges by id; otherwise its `update` modifies or evicts what
 * changed: never a refetch by query name) and sorts the answer into a MutationOutcome, so pages
 * switch on `kind` instead of catching and testing `__typename` each their own way.
 */
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { errorOf, showErrorOutcome, type ErrorOutcome } from './errorOutcome.ts';
import { isNotFound } from './pageQuery.ts';
import type { MessageKey, Translate } from './i18n/index.tsx';

/**
 * What a mutation hook answers: `done` with the success member, `refused` with the expected
 * error (show it with showErrorOutcome), or `failed` when no answer came (network, a GraphQL
 * error, the session gone): the page then says its own "did not work". `notFound`: the gateway
 * refused the object the mutation names as unknown (NOT_FOUND), e.g. an address deleted meanwhile.
 */
export type MutationOutcome<T extends { __typename: string }> =
  | { kind: 'done'; result: Exclude<T, ErrorOutcome> }
  | { kind: 'refused'; error: Extract<T, ErrorOutcome> }
  | { kind: 'failed'; notFound?: boolean };

/** Sorts a mutation's answer (its result member, or nothing) into a MutationOutcome; a rejected call is `failed`. */
async function outcomeOf<T extends { __typename: string }>(
  answer: Promise<T | null | undefined>,
): Promise<MutationOutcome<T>> {
  let result: T | null | undefined;
  try {
    result = await answer;
  } catch (error) {
    return { kind: 'failed', notFound: isNotFound(error) };
  }
  if (!result) return { kind: 'failed' };
  const error = errorOf(result);
  return error ? { kind: 'refused', error } : { kind: 'done', result: result as Exclude<T, ErrorOutcome> };
}

type ResultOf<TData, K extends keyof TData> =
  NonNullable<TData[K]> extends { __typename: string } ? NonNullable<TData[K]> : never;

/**
 * The mutation `document` as a function of its variables answering the MutationOutcome of its
 * root field `field`, and Apollo's mutation state (`loading`). `options` carry the hook's cache
 * `update`, or `fetchPolicy: 'no-cache'` for an answer that must stay out of the cache.
 */
export function useMutationOutcome<TData, TVariables extends OperationVariables, K extends keyof TData & string>(
  document: TypedDocumentNode<TData, TVariables>,
  field: K,
  options?: Pick<useMutation.Options<TData, TVariables>, 'update' | 'fetchPolicy'>,
) {
  const [mutate, state] = useMutation<TData, TVariables>(document, options);
  const run = useCallback(
    (variables: TVariables): Promise<MutationOutcome<ResultOf<TData, K>>> =>
      outcomeOf(
        (mutate as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>)({ variables }).then(
          ({ data }) => data?.[field] as ResultOf<TData, K> | undefined,
        ),
      ),
    [mutate, field],
  );
  return [run, state] as const;
}

/** The member of a result union an outcome carries. */
type MemberOf<O> = O extends { kind: 'done'; result: infer R }
  ? R
  : O extends { kind: 'refused'; error: infer E }
    ? E
    : never;

/** The member an outcome carries (the success or the expected error), or null when no answer came: for pages that switch on `__typename` across both. */
export function memberOf<
  O extends { kind: 'done'; result: unknown } | { kind: 'refused'; error: unknown } | { kind: 'failed' },
>(outcome: O): MemberOf<O> | null {
  if (outcome.kind === 'done') return (outcome as { result: unknown }).result as MemberOf<O>;
  return outcome.kind === 'refused' ? ((outcome as { error: unknown }).error as MemberOf<O>) : null;
}

/** The page's message for an outcome that is not `done`: the expected error's (showErrorOutcome), else the `failed` text (the generic one by default). */
export function outcomeMessage<T extends { __typename: string }>(
  t: Translate,
  outcome: MutationOutcome<T>,
  failed: MessageKey = 'app.genericError',
): string {
  return outcome.kind === 'refused' ? showErrorOutcome(t, outcome.error) : t(failed);
}

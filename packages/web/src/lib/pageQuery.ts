/**
 * The one way an account route reads its page query (docs/product/shell.md §8): partial data counts (errorPolicy
 * all: one failing upstream leaves the rest of the page usable), a refused object is "not found",
 * and a failed load can be retried. `components/PageData` renders the states.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** The gateway refused the requested object: unknown, or another customer's (NOT_FOUND). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}

/**
 * The request got no answer at all: the browser is offline, or fetch failed before any response
 * (a TypeError, which is what fetch rejects with when the network fails). An HTTP error or a
 * GraphQL error is an answer.
 */
export function isNoConnection(error: unknown): boolean {
  return error !== undefined && error !== null && (error instanceof TypeError || !navigator.onLine);
}

export interface PageQueryOptions<TVariables> {
  variables?: TVariables;
  /** Loading states also while paging (fetchMore) or refetching. */
  notifyOnNetworkStatusChange?: boolean;
  /** While new variables load, the data of the previous ones stays (e.g. another sort order). */
  keepPreviousData?: boolean;
}

export interface PageQuery<TData> {
  /** The page's data; partial when a part of it failed. */
  data: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  /** The requested object does not exist for this customer. */
  notFound: boolean;
  retrying: boolean;
  /** Loads the page again; a failure stays on the page. */
  retry: () => void;
}

export function usePageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: PageQueryOptions<NoInfer<TVariables>> = {},
) {
  const { keepPreviousData = false, ...queryOptions } = options;
  const result = useQuery(query, { ...queryOptions, errorPolicy: 'all' } as useQuery.Options<TData, TVariables>);
  const [retrying, setRetrying] = useState(false);
  const { refetch } = result;
  const page: PageQuery<TData> = {
    data: (result.data ?? (keepPreviousData ? result.previousData : undefined)) as TData | undefined,
    loading: result.loading,
    error: result.error,
    notFound: isNotFound(result.error),
    retrying,
    retry: () => {
      if (retrying) return;
      setRetrying(true);
      refetch()
        .catch(() => undefined)
        .finally(() => setRetrying(false));
    },
  };
  return { ...page, fetchMore: result.fetchMore };
}

/**
 * The answers index.html's bootstrap asked for (app/bootstrap.ts, decision 042), as the result of
 * the Apollo client's first request for the same operation with the same variables and market:
 * a link in the client's chain (before the HTTP link, after the one that notices an ended
 * session) that takes each pending answer once. The answer goes through Apollo's own response
 * handling (`parseAndCheckHttpResponse`), as if the HTTP link had fetched it. When the
 * bootstrap's request failed (no connection, an HTTP error, an id the gateway does not know) the
 * client asks again as it would without a bootstrap; any other request goes on as always.
 */
import { ApolloLink } from '@apollo/client';
import { parseAndCheckHttpResponse } from '@apollo/client/link/http';
import { canonicalStringify } from '@apollo/client/utilities';
import { from, mergeMap, of } from 'rxjs';

/** The pending answers of the bootstrap's queries, by operation name. */
export interface FirstRequest {
  variables: Record<string, unknown>;
  /** The `x-market` the request carried (none: the gateway's default market). */
  market: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __MEIN_KONTO_FIRST_REQUESTS__?: Record<string, FirstRequest>;
  }
}

function persistedQueryNotFound(result: unknown): boolean {
  const errors = (result as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  return errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') ?? false;
}

/**
 * `market`: the market the client sends; `defaultMarket`: the deployment's, which the gateway
 * uses for a request without market header.
 */
export function firstRequestsLink(options: {
  market: string;
  defaultMarket: string;
  pending?: Record<string, FirstRequest> | undefined;
}): ApolloLink {
  const pending = options.pending ?? window.__MEIN_KONTO_FIRST_REQUESTS__ ?? {};
  return new ApolloLink((operation, forward) => {
    const first = pending[operation.operationName ?? ''];
    if (!first) return forward(operation);
    // Taken once: a later request of the operation (a refetch, the next page) goes out as always.
    delete pending[operation.operationName ?? ''];
    const sameRequest =
      canonicalStringify(first.variables) === canonicalStringify(operation.variables) &&
      (first.market ?? options.defaultMarket) === options.market;
    if (!sameRequest) return forward(operation);
    const answer = first.response
      .then(async (response) => {
        const result: unknown = await parseAndCheckHttpResponse(operation)(response);
        return persistedQueryNotFound(result) ? undefined : { response, result };
      })
      .catch(() => undefined);
    return from(answer).pipe(
      mergeMap((answered) => {
        if (!answered) return forward(operation);
        operation.setContext({ response: answered.response });
        return of(answered.result as ApolloLink.Result);
      }),
    );
  });
}

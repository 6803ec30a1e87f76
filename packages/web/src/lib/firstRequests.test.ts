/**
 * The Apollo client takes the bootstrap's answer as the result of its first request for the same
 * operation, variables and market, once; asks again when the bootstrap's request failed; and
 * sends every other request as always.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { firstRequestsLink, type FirstRequest } from './firstRequests.ts';

const QUERY = gql`
  query MarketPage($id: String!) {
    market(id: $id) {
      id
      name
    }
  }
`;

const answer = (name: string) => ({ data: { market: { __typename: 'Market', id: 'm', name } } });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientWith(pending: Record<string, FirstRequest>, market = 'de') {
  const network = vi.fn(() => answer('from the network'));
  const terminating = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next(network());
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([firstRequestsLink({ market, defaultMarket: 'de', pending }), terminating]),
  });
  return { client, network };
}

const first = (
  response: Promise<Response>,
  variables: Record<string, unknown> = { id: 'm' },
  market: string | null = null,
): FirstRequest => ({
  variables,
  market,
  response,
});

describe('firstRequestsLink', () => {
  it("answers the first request with the bootstrap's answer, and only the first", async () => {
    const { client, network } = clientWith({ MarketPage: first(Promise.resolve(json(answer('from the bootstrap')))) });
    const one = await client.query({ query: QUERY, variables: { id: 'm' } });
    expect(one.data).toEqual(answer('from the bootstrap').data);
    expect(network).not.toHaveBeenCalled();
    const again = await client.query({ query: QUERY, variables: { id: 'm' }, fetchPolicy: 'network-only' });
    expect(again.data).toEqual(answer('from the network').data);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("asks again when the bootstrap's request failed, was refused or named an unknown id", async () => {
    for (const response of [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(json({ message: 'overloaded' }, 503)),
      Promise.resolve(
        json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }),
      ),
    ]) {
      const { client, network } = clientWith({ MarketPage: first(response) });
      const result = await client.query({ query: QUERY, variables: { id: 'm' } });
      expect(result.data).toEqual(answer('from the network').data);
      expect(network).toHaveBeenCalledTimes(1);
    }
  });

  it('sends its own request when the variables or the market differ', async () => {
    const other = clientWith({ MarketPage: first(Promise.resolve(json(answer('from the bootstrap'))), { id: 'n' }) });
    expect((await other.client.query({ query: QUERY, variables: { id: 'm' } })).data).toEqual(
      answer('from the network').data,
    );
    const market = clientWith({
      MarketPage: first(Promise.resolve(json(answer('from the bootstrap'))), { id: 'm' }, 'ch'),
    });
    expect((await market.client.query({ query: QUERY, variables: { id: 'm' } })).data).toEqual(
      answer('from the network').data,
    );
    // no market header on the bootstrap's request: the deployment's market, the client's too
    const same = clientWith(
      { MarketPage: first(Promise.resolve(json(answer('from the bootstrap'))), { id: 'm' }, null) },
      'de',
    );
    expect((await same.client.query({ query: QUERY, variables: { id: 'm' } })).data).toEqual(
      answer('from the bootstrap').data,
    );
  });
});

/**
 * Followed creators over HTTP against the mocks: anna's creators with pictures, unfollow and
 * follow again (the undo), an unknown creator, the customer id always the session's, and a
 * failing service leaving the rest of the customer's data working.
 */
import { DEMO_PASSWORD } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { run } from './auth.ts';
import { useStack, type Browser } from './stack.ts';

const stack = useStack();

const CREATORS = /* GraphQL */ `
  query Creators {
    viewer {
      customer {
        firstName
        followedCreators {
          id
          name
          imageUrl
          followedAt
        }
      }
    }
  }
`;
const UNFOLLOW = /* GraphQL */ `
  mutation Unfollow($id: ID!) {
    unfollowCreator(input: { creatorId: $id }) {
      __typename
      ... on Error {
        code
      }
      ... on CreatorUnfollowed {
        creatorId
      }
    }
  }
`;
const FOLLOW = /* GraphQL */ `
  mutation Follow($id: ID!) {
    followCreator(input: { creatorId: $id }) {
      __typename
      ... on Error {
        code
      }
      ... on CreatorFollowed {
        creator {
          id
          name
          followedAt
        }
      }
    }
  }
`;

async function loggedIn(username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  const browser = stack.browser(market);
  expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  return browser;
}

async function creatorsOf(
  browser: Browser,
): Promise<{ id: string; name: string; imageUrl: string; followedAt: string }[]> {
  const res = await browser.graphql(CREATORS);
  return (
    res.data?.viewer as unknown as {
      customer: { followedCreators: { id: string; name: string; imageUrl: string; followedAt: string }[] };
    }
  ).customer.followedCreators;
}

describe('followed creators', () => {
  it('lists anna’s two creators with pictures; unfollowing and following again keeps the first date', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    const before = await creatorsOf(anna);
    expect(before.map((c) => c.name)).toEqual(['Anja Reiter', 'Tom Berger']);
    expect((await fetch(before[0]?.imageUrl ?? '')).headers.get('content-type')).toMatch(/image\/svg/);
    expect(await run(anna, UNFOLLOW, { id: 'cr-anja-reiter' })).toEqual({
      __typename: 'CreatorUnfollowed',
      creatorId: 'cr-anja-reiter',
    });
    expect((await creatorsOf(anna)).map((c) => c.id)).toEqual(['cr-tom-berger']);
    expect(await run(anna, FOLLOW, { id: 'cr-anja-reiter' })).toMatchObject({
      __typename: 'CreatorFollowed',
      creator: { name: 'Anja Reiter' },
    });
    expect(await creatorsOf(anna)).toHaveLength(2);
    expect(await run(anna, FOLLOW, { id: 'cr-niemand' })).toEqual({
      __typename: 'CreatorNotFound',
      code: 'CREATOR_NOT_FOUND',
    });
  });

  it('asks with the session customer’s own id, whoever asks', async () => {
    const lukas = await loggedIn('lukas.gruber@example.at', 'at');
    expect((await creatorsOf(lukas)).map((c) => c.name)).toEqual(['Lisa Sommer']);
    expect(stack.mocksRequests.filter((r) => r.includes('followed_streamers')).at(-1)).toContain(
      'customer_id=00000000-0000-4000-8000-000020023456',
    );
  });

  it('answers the rest of the customer when the service fails', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    await stack.fault({ service: 'socialLiveCommerce', status: 500, times: 2 });
    const res = await anna.graphql(CREATORS);
    expect(res.data?.viewer).toMatchObject({ customer: { firstName: 'Anna', followedCreators: null } });
  });
});

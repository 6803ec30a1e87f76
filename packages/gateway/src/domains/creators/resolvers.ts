/**
 * Resolvers of the creators domain: the creators the customer follows, unfollowing and following
 * (the undo). The customer id sent to the service is the guard's customer, never the client's.
 */
import { isWellFormedIdentifier, MAX_ID_LENGTH } from '@mein-konto/schema/rules/identifier';
import type { FollowedStreamerResult } from '../../datasources/socialLiveCommerce.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireCustomer } from '../../kit/guard.ts';
import { CREATOR_MESSAGES } from './messages.ts';

const NOT_FOUND = {
  __typename: 'CreatorNotFound',
  code: 'CREATOR_NOT_FOUND',
  message: CREATOR_MESSAGES.notFound,
} as const;

function creatorOf(streamer: FollowedStreamerResult) {
  return { id: streamer.id, name: streamer.name, imageUrl: streamer.imageUrl, followedAt: streamer.followedAt };
}

function notFound(error: unknown): typeof NOT_FOUND {
  if (error instanceof UpstreamHttpError && error.key === 'streamer_not_found') return NOT_FOUND;
  throw error;
}

export const creatorResolvers: Resolvers = {
  Customer: {
    followedCreators: async (customer, _args, ctx) =>
      (await ctx.datasources.socialLiveCommerce.followedStreamers(customer.customerId)).streamers.map(creatorOf),
  },
  Mutation: {
    unfollowCreator: async (_parent, { input }, ctx) => {
      const customer = await requireCustomer(ctx);
      if (!isWellFormedIdentifier(input.creatorId, MAX_ID_LENGTH)) return NOT_FOUND;
      try {
        await ctx.datasources.socialLiveCommerce.unfollowStreamer(customer.customerId, input.creatorId);
        return { __typename: 'CreatorUnfollowed', creatorId: input.creatorId };
      } catch (error) {
        return notFound(error);
      }
    },
    followCreator: async (_parent, { input }, ctx) => {
      const customer = await requireCustomer(ctx);
      if (!isWellFormedIdentifier(input.creatorId, MAX_ID_LENGTH)) return NOT_FOUND;
      try {
        return {
          __typename: 'CreatorFollowed',
          creator: creatorOf(
            await ctx.datasources.socialLiveCommerce.followStreamer(customer.customerId, input.creatorId),
          ),
        };
      } catch (error) {
        return notFound(error);
      }
    },
  },
};

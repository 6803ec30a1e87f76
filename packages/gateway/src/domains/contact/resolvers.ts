/** Resolvers of the contact domain: the customer's request to the customer service. */
import type { Resolvers } from '../../generated/graphql.ts';
import { sendSupportRequest } from './supportRequest.ts';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendSupportRequest: (_parent, { input }, ctx) => sendSupportRequest(ctx, input),
  },
};

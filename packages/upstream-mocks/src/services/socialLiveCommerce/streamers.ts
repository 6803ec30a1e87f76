/**
 * Followed creators (`routes.followedStreamers`, `routes.followStreamer`,
 * `routes.unfollowStreamer`): only for the session's own customer id (403 forbidden for
 * another); an unknown creator is 404 streamer_not_found. Following twice keeps the first date;
 * unfollowing one not followed is fine (204).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { socialLiveCommerceService } from '@mein-konto/schema/upstream/socialLiveCommerce';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Sessions } from '../customer/sessions.ts';
import { CREATORS, Follows, type Creator } from './state.ts';

const BASE = '/social-live-commerce-service';

function mediaBase(request: FastifyRequest): string {
  const configured = process.env.MOCKS_PUBLIC_URL;
  const origin =
    configured && configured !== '' ? configured.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  return `${origin}${BASE}/media`;
}

function wire(request: FastifyRequest, creator: Creator, followedAt: Date) {
  return {
    id: creator.id,
    name: creator.name,
    image_url: `${mediaBase(request)}/${creator.id}.svg`,
    followed_at: followedAt.toISOString(),
  };
}

export function streamerHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const follows = kernel.state(Follows);

  /** The session's customer number, if the customer id is his; 403 otherwise. */
  function own(request: FastifyRequest, customerId: string): string {
    const { customer } = sessions.require(request);
    if (customer.customerId !== customerId)
      throw new UpstreamError(403, 'forbidden', { detail: 'not the session customer' });
    return customer.customerNumber;
  }

  function creator(id: string | undefined): Creator {
    const found = CREATORS.find((c) => c.id === id);
    if (!found) throw new UpstreamError(404, 'streamer_not_found', { detail: 'no such creator' });
    return found;
  }

  return {
    followedStreamers: ({ request, query }) => ({
      streamers: follows.of(own(request, query.customer_id)).map((f) => wire(request, f.creator, f.followedAt)),
    }),
    followStreamer: ({ request, query, params }) => {
      const customerNumber = own(request, query.customer_id);
      const found = creator(params.id);
      return wire(request, found, follows.follow(customerNumber, found.id));
    },
    unfollowStreamer: ({ request, query, params }) => {
      follows.unfollow(own(request, query.customer_id), creator(params.id).id);
    },
  } satisfies Partial<ServiceHandlers<typeof socialLiveCommerceService>>;
}

/** The creators' pictures (initials on a colour), loaded by the browser directly. */
export function creatorImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const found = CREATORS.find((c) => `${c.id}.svg` === request.params.file);
    if (!found) return reply.code(404).type('text/plain').send('no such image');
    const initials = found.name
      .split(' ')
      .map((part) => part[0] ?? '')
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="100" fill="#5f3dc4"/><text x="100" y="118" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}

/**
 * Newsletter subscriptions by the id of the e-mail's link (`routes.subscription`,
 * `routes.unsubscribe`, `routes.changeFrequency`): unsubscribing twice answers the same
 * subscription with `already_unsubscribed`; reducing an ended subscription is refused.
 */
import type { newsletterService } from '@mein-konto/schema/upstream/newsletter';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { NewsletterSubscriptions, type SubscriptionRecord } from './state.ts';

/** `anna.schmidt@example.de` → `a***@example.de`. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function wire(record: SubscriptionRecord) {
  return {
    subscription_id: record.id,
    status: record.status,
    frequency: record.frequency,
    market: record.market,
    masked_email: maskEmail(record.email),
  };
}

export function subscriptionHandlers(kernel: Kernel) {
  const subscriptions = kernel.state(NewsletterSubscriptions);

  function find(id: string | undefined): SubscriptionRecord {
    const record = id === undefined ? undefined : subscriptions.byId(id);
    if (!record) throw new UpstreamError(404, 'subscription_not_found', { detail: 'no subscription with this id' });
    return record;
  }

  return {
    subscription: ({ params }) => wire(find(params.id)),

    unsubscribe: ({ params }) => {
      const record = find(params.id);
      const already = record.status === 'UNSUBSCRIBED';
      record.status = 'UNSUBSCRIBED';
      return { ...wire(record), already_unsubscribed: already };
    },

    changeFrequency: ({ params, body }) => {
      const record = find(params.id);
      if (record.status !== 'ACTIVE')
        throw new UpstreamError(409, 'subscription_inactive', { detail: 'the subscription has ended' });
      record.frequency = body.frequency;
      return wire(record);
    },
  } satisfies Partial<ServiceHandlers<typeof newsletterService>>;
}

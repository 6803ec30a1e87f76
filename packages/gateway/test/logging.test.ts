/**
 * No token, e-mail address or other identifier in any log or trace: a failure is injected on every
 * upstream route that carries one in its URL (derived from the contracts), and neither the
 * gateway's log lines, the log service's entries, the mocks' log lines nor the gateway's trace
 * spans (exported to a test OTLP receiver) may contain it.
 */
import { DEMO_PASSWORD, mailbox, tokenMailedTo } from '@mein-konto/testing';
import request from 'supertest';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADER } from '@mein-konto/schema/upstream/common';
import type { RouteContract } from '@mein-konto/schema/upstream/contract';
import { SERVICES } from '../src/services.ts';
import { REQUEST_PASSWORD_RESET, RESEND_ACTIVATION, run, SET_PASSWORD, TOKEN_STATUS } from './auth.ts';
import { eventually, useStack, type Browser, type Stack } from './stack.ts';
import { startOtlpReceiver } from './otlpReceiver.ts';

const receiver = await startOtlpReceiver();
afterAll(() => receiver.close());
const stack = useStack({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '20' });

/** Query fields that name a customer, a token or an order. */
const IDENTIFIER_FIELD = /token|email|username|customer_number|order_number|request_id|(^|_)id$/;

/** The `:params` of the path and the identifier fields of the query: what a route carries in its URL. */
function urlIdentifiers(route: RouteContract): string[] {
  const params = [...route.path.matchAll(/:([a-zA-Z_]+)/g)].map((m) => m[1] ?? '');
  const query =
    route.query instanceof z.ZodObject ? Object.keys(route.query.shape).filter((k) => IDENTIFIER_FIELD.test(k)) : [];
  return [...params, ...query];
}

const CARRYING = SERVICES.flatMap(({ contract }) =>
  Object.entries(contract.routes)
    .filter(([, route]) => urlIdentifiers(route).length > 0)
    .map(([name, route]) => ({ service: contract.name, name, route })),
);

const ANNA = 'anna.schmidt@example.de';

async function annaLoggedIn(): Promise<Browser> {
  const browser = stack.browser();
  const res = await browser.login(ANNA, DEMO_PASSWORD);
  expect(res.data?.login?.__typename).toBe('LoginSuccess');
  return browser;
}

async function passwordToken(): Promise<string> {
  await run(stack.browser(), REQUEST_PASSWORD_RESET, { input: { username: ANNA } });
  return tokenMailedTo(stack.mocksUrl, ANNA);
}

const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    viewer {
      customer {
        order(id: $id) {
          id
        }
      }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($id: ID!) {
    cancelOrder(input: { orderId: $id, reasonCode: OTHER }) {
      __typename
    }
  }
`;
const START = /* GraphQL */ `
  mutation Start($id: ID!) {
    startWithdrawal(input: { orderId: $id }) {
      __typename
      ... on WithdrawalStarted {
        requestId
        confirmationSecret
      }
    }
  }
`;
const CONFIRM = /* GraphQL */ `
  mutation Confirm($requestId: ID!, $secret: String!) {
    confirmWithdrawal(input: { requestId: $requestId, confirmationSecret: $secret }) {
      __typename
    }
  }
`;

const DELIVERY_ADDRESS = /* GraphQL */ `
  query Address($id: ID!) {
    viewer {
      customer {
        deliveryAddress(id: $id) {
          id
        }
      }
    }
  }
`;
const DELETE_ADDRESS = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteDeliveryAddress(id: $id) {
      __typename
    }
  }
`;
const RESTORE_ADDRESS = /* GraphQL */ `
  mutation Restore($id: ID!) {
    restoreDeliveryAddress(id: $id) {
      __typename
    }
  }
`;
const PREFER_ADDRESS = /* GraphQL */ `
  mutation Prefer($id: ID!) {
    setPreferredDeliveryAddress(id: $id) {
      __typename
    }
  }
`;

/** A trigger of anna's on one of her delivery addresses. */
function onAnnasAddress(document: string, id: string): () => Promise<Trigger> {
  return async () => {
    const anna = await annaLoggedIn();
    return { secrets: [`/${id}`], call: () => anna.graphql(document, { id }) };
  };
}

/** A parameter of the link in the seed's e-mail to anna whose subject matches (after a reset with the seed's e-mails). */
async function seededLinkParam(subject: RegExp, param: string): Promise<string> {
  expect((await stack.admin('POST', '/reset', { mailbox: 'seeded' })).status).toBe(204);
  const mail = (await mailbox(stack.mocksUrl)).find((m) => m.to === ANNA && subject.test(m.subject));
  return new URL(mail?.links[0] ?? 'http://x').searchParams.get(param) ?? '';
}

const NEWSLETTER = /* GraphQL */ `
  query Newsletter($id: String!) {
    newsletterSubscription(id: $id) {
      __typename
    }
  }
`;
const CANCEL_NEWSLETTER = /* GraphQL */ `
  mutation CancelNewsletter($id: String!, $action: CancelNewsletterAction!) {
    cancelNewsletter(input: { subscriptionId: $id, action: $action }) {
      __typename
    }
  }
`;
const REMINDER = /* GraphQL */ `
  query Reminder($id: String!) {
    stockReminder(id: $id) {
      __typename
    }
  }
`;
const UNSUBSCRIBE_REMINDER = /* GraphQL */ `
  mutation Unsubscribe($id: String!) {
    unsubscribeStockReminder(input: { reminderId: $id }) {
      __typename
    }
  }
`;
const RECOMMENDATIONS = /* GraphQL */ `
  query Recommendations($sessionId: String) {
    viewer {
      customer {
        recommendations(sessionId: $sessionId) {
          id
        }
      }
    }
  }
`;
const RECENTLY_VIEWED = /* GraphQL */ `
  query RecentlyViewed {
    viewer {
      customer {
        recentlyViewed {
          id
        }
      }
    }
  }
`;
const CREATORS = /* GraphQL */ `
  query Creators {
    viewer {
      customer {
        followedCreators {
          id
        }
      }
    }
  }
`;
const FOLLOW = /* GraphQL */ `
  mutation Follow($id: ID!) {
    followCreator(input: { creatorId: $id }) {
      __typename
    }
  }
`;
const UNFOLLOW = /* GraphQL */ `
  mutation Unfollow($id: ID!) {
    unfollowCreator(input: { creatorId: $id }) {
      __typename
    }
  }
`;
const MOVE_TO_BASKET = /* GraphQL */ `
  mutation Move($sku: String!) {
    moveWishlistItemToBasket(input: { sku: $sku }) {
      __typename
    }
  }
`;
const CONFIRM_RESEARCH = /* GraphQL */ `
  mutation Research($token: String!) {
    confirmMarketResearch(input: { token: $token }) {
      __typename
    }
  }
`;

function onAnnasNewsletter(call: (id: string) => Promise<unknown>): () => Promise<Trigger> {
  return async () => {
    const id = await seededLinkParam(/Top-Angebote/, 'subscriptionId');
    return { secrets: [id], call: () => call(id) };
  };
}

function onAnnasReminder(document: string): () => Promise<Trigger> {
  return async () => {
    const id = await seededLinkParam(/^Wieder da/, 'reminderId');
    return { secrets: [id], call: () => stack.browser().graphql(document, { id }) };
  };
}

/** How each carrying route is reached, and the values it puts into its URL. */
interface Trigger {
  secrets: string[];
  call: () => Promise<unknown>;
}

const TRIGGERS: Record<string, (target: Stack) => Promise<Trigger>> = {
  'address.deliveryAddress': onAnnasAddress(DELIVERY_ADDRESS, 'a-10012345-postal'),
  'address.deleteDeliveryAddress': onAnnasAddress(DELETE_ADDRESS, 'a-10012345-postal'),
  'address.restoreDeliveryAddress': onAnnasAddress(RESTORE_ADDRESS, 'a-10012345-deleted'),
  'address.setPreferredAddress': onAnnasAddress(PREFER_ADDRESS, 'a-10012345-packstation'),
  'customer.usernameCheck': async () => ({ secrets: [ANNA], call: () => stack.browser().checkUsername(ANNA) }),
  // No gateway operation calls the GET form; the mocks alone must not log the address.
  'customer.accountCheck': async (target) => ({
    secrets: [ANNA],
    call: () =>
      request(target.mocksUrl)
        .get('/customer-service/user/account/check')
        .query({ email: ANNA })
        .set(HEADER.clientId, 'test')
        .set(HEADER.locale, 'de-de'),
  }),
  'customer.resendActivationEmail': async () => ({
    secrets: ['lena.licht@example.de'],
    call: () => stack.browser().graphql(RESEND_ACTIVATION, { username: 'lena.licht@example.de' }),
  }),
  'customer.setPasswordByPath': async () => {
    const token = await passwordToken();
    return {
      secrets: [token, ANNA],
      call: () =>
        stack
          .browser()
          .graphql(SET_PASSWORD, { input: { token, password: 'Sommerwiese!2025', tokenSource: 'LEGACY_PATH' } }),
    };
  },
  'customer.confirmMarketResearch': async () => {
    const token = await seededLinkParam(/Meinung/, 'market-research-doi-token');
    return { secrets: [token], call: () => stack.browser().graphql(CONFIRM_RESEARCH, { token }) };
  },
  'newsletter.subscription': onAnnasNewsletter((id) => stack.browser().graphql(NEWSLETTER, { id })),
  'newsletter.unsubscribe': onAnnasNewsletter((id) =>
    stack.browser().graphql(CANCEL_NEWSLETTER, { id, action: 'UNSUBSCRIBE' }),
  ),
  'newsletter.changeFrequency': onAnnasNewsletter((id) =>
    stack.browser().graphql(CANCEL_NEWSLETTER, { id, action: 'REDUCE_TO_WEEKLY' }),
  ),
  'stockReminder.stockReminder': onAnnasReminder(REMINDER),
  'productDispenser.productHistory': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['000010012345'], call: () => anna.graphql(RECENTLY_VIEWED) };
  },
  'personalisation.recommendations': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['000010012345', 'c0ffee'], call: () => anna.graphql(RECOMMENDATIONS, { sessionId: 'c0ffee' }) };
  },
  'socialLiveCommerce.followedStreamers': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['000010012345'], call: () => anna.graphql(CREATORS) };
  },
  'socialLiveCommerce.followStreamer': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['000010012345'], call: () => anna.graphql(FOLLOW, { id: 'cr-lisa-sommer' }) };
  },
  'socialLiveCommerce.unfollowStreamer': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['000010012345'], call: () => anna.graphql(UNFOLLOW, { id: 'cr-anja-reiter' }) };
  },
  'wishlist.setWishlistItemState': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['/401234001'], call: () => anna.graphql(MOVE_TO_BASKET, { sku: '401234001' }) };
  },
  'stockReminder.unsubscribeStockReminder': onAnnasReminder(UNSUBSCRIBE_REMINDER),
  'customer.tokenStatus': async () => {
    const token = await passwordToken();
    return { secrets: [token, ANNA], call: () => stack.browser().graphql(TOKEN_STATUS, { token }) };
  },
  'order.orderById': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['o-81000004'], call: () => anna.graphql(ORDER, { id: 'o-81000004' }) };
  },
  'order.cancelOrder': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['o-81000012/'], call: () => anna.graphql(CANCEL, { id: 'o-81000012' }) };
  },
  'order.requestOwnWithdrawal': async () => {
    const anna = await annaLoggedIn();
    return { secrets: ['o-81000010/'], call: () => anna.graphql(START, { id: 'o-81000010' }) };
  },
  'order.confirmWithdrawal': async () => {
    const anna = await annaLoggedIn();
    const started = await anna.graphql(START, { id: 'o-81000010' });
    const requestId = started.data?.startWithdrawal?.requestId as unknown as string;
    const secret = started.data?.startWithdrawal?.confirmationSecret as unknown as string;
    expect(requestId).toEqual(expect.any(String));
    return { secrets: [requestId, secret], call: () => anna.graphql(CONFIRM, { requestId, secret }) };
  },
};

interface LogEntries {
  entries: { route?: string; message?: string }[];
}

describe('identifiers in logs', () => {
  it('finds the routes that carry a token, an e-mail or an id in their URL in the contracts', () => {
    expect(CARRYING.map((r) => `${r.service}.${r.name}`).sort()).toEqual(Object.keys(TRIGGERS).sort());
  });

  it.each(CARRYING.map((r) => [`${r.service}.${r.name}`, r] as const))(
    'logs and reports %s by its route template only',
    async (key, { service, route, name }) => {
      const trigger = TRIGGERS[key];
      if (!trigger) throw new Error(`no trigger for ${key}`);
      const { secrets, call } = await trigger(stack);
      await stack.admin('DELETE', '/logs');
      stack.logs.length = 0;
      stack.mocksLogs.length = 0;
      receiver.spans.length = 0;

      await stack.fault({ service, method: route.method, path: route.path, status: 500, times: 1 });
      await call();

      const viaGateway = service !== 'customer' || name !== 'accountCheck';
      if (viaGateway) {
        const failure = stack.logs.find((l) => l['event'] === 'upstream_failure' && l['route'] === name);
        expect(failure, 'the injected failure was logged').toBeDefined();
        expect(failure?.['path']).toBe(
          `${SERVICES.find((s) => s.contract.name === service)?.contract.basePath}${route.path}`,
        );
        await eventually(async () =>
          ((await stack.admin('GET', '/logs')).body as LogEntries).entries.some((e) => e.route === name),
        );
        // The failed call's span: named by the route template, with the status the mocks answered.
        const span = await eventually(() =>
          receiver.spans.find(
            (s) => s.attributes['upstream.route'] === name && s.attributes['upstream.service'] === service,
          ),
        );
        expect(span.attributes['url.template']).toBe(failure?.['path']);
        expect(span.attributes['http.response.status_code']).toBe(500);
      }
      const { body: received } = await stack.admin('GET', '/logs');
      expect(
        stack.mocksLogs.some((l) => JSON.stringify(l).includes(route.path)),
        'the mocks logged the route template',
      ).toBe(true);

      const gatewayLog = JSON.stringify(stack.logs);
      const logService = JSON.stringify(received);
      const mocksLog = JSON.stringify(stack.mocksLogs);
      const spans = receiver.spans.map((s) => s.raw).join('\n');
      for (const secret of secrets) {
        for (const form of new Set([secret, encodeURIComponent(secret)])) {
          expect(spans, `trace spans of ${key}`).not.toContain(form);
          expect(gatewayLog, `gateway log of ${key}`).not.toContain(form);
          expect(logService, `log service of ${key}`).not.toContain(form);
          expect(mocksLog, `mocks log of ${key}`).not.toContain(form);
        }
      }
    },
  );
});

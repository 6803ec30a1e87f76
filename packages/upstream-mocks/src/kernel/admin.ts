/**
 * The development admin surface under /__admin (loopback only): reset, fault injection,
 * session expiry, the mock clock, mailbox, received logs and the Google sign-in stand-in.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorKey } from '@mein-konto/schema/upstream/common';
import { UpstreamError } from './errors.ts';
import type { MockService } from './mockService.ts';
import { GOOGLE_ACCOUNTS } from '../seed.ts';
import type { FaultRecord, MockStore } from '../store.ts';
import { googleSignInPage } from '../services/customer/googlePage.ts';
import { orderAdminPlugin } from '../services/order/admin.ts';

export const ADMIN_PREFIX = '/__admin';

export interface AdminPluginOptions {
  store: MockStore;
  services: readonly MockService[];
  /** Also answer requests from other addresses (containers); loopback only otherwise. */
  allowAll: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (LOOPBACK.has(address) || address.startsWith('127.'));
}

const httpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const faultInput = z
  .object({
    service: z.string().min(1),
    method: z.string().transform((m) => m.toUpperCase()).pipe(httpMethod).optional(),
    path: z.string().startsWith('/').optional(),
    latency_ms: z.number().int().min(0).max(120_000).optional(),
    status: z.number().int().min(100).max(599).optional(),
    body: z.unknown().optional(),
    drop: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
  })
  .strict();

const customerSelector = z.object({ customer_number: z.string().optional() }).strict();

const clockAdvance = z.object({ advance_seconds: z.number().int().min(0).max(400 * 24 * 60 * 60) }).strict();

const authorizeQuery = z.object({
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().default(''),
});

const chooseAccount = authorizeQuery.extend({ account: z.string().min(1) });

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const field_errors = result.error.issues.map((i) => ({
      key: errorKey('bad_request'),
      field: i.path.map(String).join('.') || where,
      detail: i.message,
    }));
    throw new UpstreamError(400, 'bad_request', {
      detail: `invalid ${where}: ${field_errors.map((f) => `${f.field}: ${f.detail}`).join('; ')}`,
      field_errors,
    });
  }
  return result.data;
}

function faultView(fault: FaultRecord): Record<string, unknown> {
  return {
    id: fault.id,
    service: fault.service,
    method: fault.method,
    path: fault.path,
    latency_ms: fault.latencyMs,
    status: fault.status,
    body: fault.body,
    drop: fault.drop,
    remaining: fault.remaining,
  };
}

function normaliseCustomerNumber(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.replace(/\s+/g, '').replace(/^0+/, '');
}

export const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (app, { store, services, allowAll }) => {
  await app.register(formbody);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!allowAll && !isLoopback(request.ip)) {
      throw new UpstreamError(403, 'forbidden', { detail: 'the admin surface answers loopback requests only' });
    }
  });

  // POST /seed/orders: many orders for one customer
  await app.register(orderAdminPlugin, { store });

  app.post('/reset', async (_request, reply) => {
    store.reset();
    return reply.code(204).send();
  });

  // ---- faults ----------------------------------------------------------------------------
  const serviceNames = services.map((s) => s.contract.name);

  app.post('/faults', async (request, reply) => {
    const input = parse(faultInput, request.body ?? {}, 'body');
    if (!serviceNames.includes(input.service)) {
      throw new UpstreamError(400, 'bad_request', {
        detail: `unknown service ${input.service}; known: ${serviceNames.join(', ')}`,
      });
    }
    if (input.status === undefined && !input.drop && input.latency_ms === undefined) {
      throw new UpstreamError(400, 'bad_request', { detail: 'a fault needs latency_ms, status or drop' });
    }
    const fault = store.addFault({
      service: input.service,
      method: input.method ?? null,
      path: input.path ?? null,
      latencyMs: input.latency_ms ?? 0,
      status: input.status ?? null,
      body: input.body,
      drop: input.drop ?? false,
      remaining: input.times ?? null,
    });
    return reply.code(201).send({ id: fault.id });
  });

  app.get('/faults', async () => ({ faults: store.faults.map(faultView) }));

  app.delete('/faults', async (_request, reply) => {
    store.clearFaults();
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/faults/:id', async (request, reply) => {
    store.faults = store.faults.filter((f) => f.id !== request.params.id);
    return reply.code(204).send();
  });

  // ---- sessions --------------------------------------------------------------------------
  app.post('/sessions/expire-access', async (request, reply) => {
    const { customer_number } = parse(customerSelector, request.body ?? {}, 'body');
    store.expireAccessTokens(normaliseCustomerNumber(customer_number));
    return reply.code(204).send();
  });

  app.post('/sessions/expire-refresh', async (request, reply) => {
    const { customer_number } = parse(customerSelector, request.body ?? {}, 'body');
    store.expireRefreshTokens(normaliseCustomerNumber(customer_number));
    return reply.code(204).send();
  });

  // ---- clock -----------------------------------------------------------------------------
  // Tokens, sessions and Google codes expire by the mock clock; moving it forward tests expiry.
  const clockView = () => ({ now: store.now().toISOString(), offset_seconds: Math.round(store.clockOffsetMs / 1000) });

  app.get('/clock', async () => clockView());

  app.post('/clock', async (request) => {
    const { advance_seconds } = parse(clockAdvance, request.body ?? {}, 'body');
    store.advanceClock(advance_seconds);
    return clockView();
  });

  // ---- mailbox and logs ------------------------------------------------------------------
  app.get('/mailbox', async () => ({ messages: store.mailbox }));

  app.delete('/mailbox', async (_request, reply) => {
    store.mailbox = [];
    return reply.code(204).send();
  });

  app.get('/logs', async () => ({ entries: store.logs }));

  app.delete('/logs', async (_request, reply) => {
    store.logs = [];
    return reply.code(204).send();
  });

  // ---- Google sign-in stand-in -----------------------------------------------------------
  app.get('/google/authorize', async (request, reply) => {
    const { redirect_uri, state } = parse(authorizeQuery, request.query, 'query');
    return reply
      .type('text/html; charset=utf-8')
      .send(googleSignInPage(GOOGLE_ACCOUNTS, redirect_uri, state, `${ADMIN_PREFIX}/google/authorize`));
  });

  app.post('/google/authorize', async (request, reply) => {
    const { redirect_uri, state, account } = parse(chooseAccount, request.body ?? {}, 'body');
    const chosen = GOOGLE_ACCOUNTS.find((a) => a.email === account);
    if (!chosen) throw new UpstreamError(400, 'bad_request', { detail: `unknown Google account ${account}` });
    const { code } = store.issueGoogleCode(chosen, redirect_uri);
    const target = new URL(redirect_uri);
    target.searchParams.set('code', code);
    if (state !== '') target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });
};

/**
 * The development admin surface under /__admin (loopback only): reset, fault injection, the
 * mock clock, the mailbox and the received logs; each service slice adds its own admin routes
 * (sessions, generated orders, the Google sign-in stand-in) through its `admin` plugin.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UpstreamError, parseInput } from './errors.ts';
import type { FaultRecord } from './faults.ts';
import type { MockService, SliceOptions } from './mockService.ts';

export const ADMIN_PREFIX = '/__admin';

export interface AdminPluginOptions extends SliceOptions {
  services: readonly MockService[];
  /** Also answer requests from other addresses (containers); loopback only otherwise. */
  allowAll: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (LOOPBACK.has(address) || address.startsWith('127.'));
}

const httpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const resetInput = z.object({ mailbox: z.enum(['seeded', 'empty']).default('seeded') }).strict();

const faultInput = z
  .object({
    service: z.string().min(1),
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .pipe(httpMethod)
      .optional(),
    path: z.string().startsWith('/').optional(),
    latency_ms: z.number().int().min(0).max(120_000).optional(),
    status: z.number().int().min(100).max(599).optional(),
    body: z.unknown().optional(),
    drop: z.boolean().optional(),
    /** Write done, answer lost: the route runs, then the connection is dropped instead of answering. */
    after: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
  })
  .strict();

const clockAdvance = z
  .object({
    advance_seconds: z
      .number()
      .int()
      .min(0)
      .max(400 * 24 * 60 * 60),
  })
  .strict();

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
    after: fault.after,
    remaining: fault.remaining,
  };
}

export const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (
  app,
  { kernel, validateResponses, services, allowAll },
) => {
  await app.register(formbody);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!allowAll && !isLoopback(request.ip)) {
      throw new UpstreamError(403, 'forbidden', { detail: 'the admin surface answers loopback requests only' });
    }
  });

  for (const service of services) {
    if (service.admin) await app.register(service.admin, { kernel, validateResponses });
  }

  // `{ "mailbox": "empty" }`: without the e-mails of the seed (tests that count the e-mails they cause).
  app.post('/reset', async (request, reply) => {
    const { mailbox } = parseInput(resetInput, request.body ?? {}, 'body');
    kernel.reset({ seedMails: mailbox === 'seeded' });
    return reply.code(204).send();
  });

  // ---- faults ----------------------------------------------------------------------------
  const serviceNames = services.map((s) => s.contract.name);

  app.post('/faults', async (request, reply) => {
    const input = parseInput(faultInput, request.body ?? {}, 'body');
    if (!serviceNames.includes(input.service)) {
      throw new UpstreamError(400, 'bad_request', {
        detail: `unknown service ${input.service}; known: ${serviceNames.join(', ')}`,
      });
    }
    if (input.status === undefined && !input.drop && !input.after && input.latency_ms === undefined) {
      throw new UpstreamError(400, 'bad_request', { detail: 'a fault needs latency_ms, status, drop or after' });
    }
    const fault = kernel.faults.add({
      service: input.service,
      method: input.method ?? null,
      path: input.path ?? null,
      latencyMs: input.latency_ms ?? 0,
      status: input.status ?? null,
      body: input.body,
      drop: input.drop ?? false,
      after: input.after ?? false,
      remaining: input.times ?? null,
    });
    return reply.code(201).send({ id: fault.id });
  });

  app.get('/faults', async () => ({ faults: kernel.faults.list.map(faultView) }));

  app.delete('/faults', async (_request, reply) => {
    kernel.faults.clear();
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/faults/:id', async (request, reply) => {
    kernel.faults.remove(request.params.id);
    return reply.code(204).send();
  });

  // ---- clock -----------------------------------------------------------------------------
  // Tokens, sessions and Google codes expire by the mock clock; moving it forward tests expiry.
  const clockView = () => ({ now: kernel.clock.now().toISOString(), offset_seconds: kernel.clock.offsetSeconds });

  app.get('/clock', async () => clockView());

  app.post('/clock', async (request) => {
    const { advance_seconds } = parseInput(clockAdvance, request.body ?? {}, 'body');
    kernel.clock.advance(advance_seconds);
    return clockView();
  });

  // ---- mailbox and logs ------------------------------------------------------------------
  app.get('/mailbox', async () => ({ messages: kernel.mailbox.messages }));

  app.delete('/mailbox', async (_request, reply) => {
    kernel.mailbox.clear();
    return reply.code(204).send();
  });

  app.get('/logs', async () => ({ entries: kernel.logs.entries }));

  app.delete('/logs', async (_request, reply) => {
    kernel.logs.clear();
    return reply.code(204).send();
  });
};

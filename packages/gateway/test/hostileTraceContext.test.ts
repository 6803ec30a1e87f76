/**
 * Hostile trace context against a production-mode gateway process with tracing on (decision 051):
 * thousands of distinct sampled traceparents, each with its own tracestate, oversized and
 * malformed ones, repeated headers, while the tracing backend takes the export requests and
 * never answers. Every request is answered, the process stays up and bounded in memory, and the
 * spans the bounded export queue cannot take are dropped and counted in the metrics.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMocksApp } from '@mein-konto/upstream-mocks/app';
import { freePort } from './freePort.ts';
import { startOtlpReceiver, type OtlpReceiver } from './otlpReceiver.ts';
import { manifestFolder, startProductionGateway, type ProductionGateway } from './productionGateway.ts';

const MARKET = '{ market { market currency } }';
const DISTINCT = 2000;
const CONCURRENCY = 8;
const MAX_RSS_MB = 250;

let mocks: FastifyInstance;
let backend: OtlpReceiver;
let gateway: ProductionGateway;
let metricsPort: number;

beforeAll(async () => {
  mocks = await buildMocksApp({ logger: false });
  await mocks.listen({ port: 0, host: '127.0.0.1' });
  backend = await startOtlpReceiver({ answer: false });
  metricsPort = await freePort();
  gateway = await startProductionGateway({
    mocksUrl: `http://127.0.0.1:${String((mocks.server.address() as AddressInfo).port)}`,
    trustedDocumentsDir: manifestFolder([MARKET]),
    env: {
      LOG_LEVEL: 'fatal',
      METRICS_PORT: String(metricsPort),
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: backend.url,
      OTEL_BSP_SCHEDULE_DELAY: '50',
    },
  });
}, 120_000);

afterAll(async () => {
  await gateway.stop();
  await backend.close();
  await mocks.close();
});

const hex = (i: number, length: number) => i.toString(16).padStart(length, '0').slice(-length);

describe('a production gateway under hostile trace context', () => {
  it('answers every request, stays bounded and counts the spans it drops', async () => {
    const pool = new Pool(gateway.url, { connections: CONCURRENCY });
    const statuses = new Map<number, number>();
    const post = async (headers: Record<string, string | string[]>) => {
      const res = await pool.request({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: MARKET }),
      });
      const body = await res.body.text();
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode !== 200) throw new Error(`${String(res.statusCode)}: ${body.slice(0, 200)}`);
      expect(JSON.parse(body)).toEqual({ data: { market: { market: 'DE', currency: 'EUR' } } });
    };
    const hostile: (() => Record<string, string | string[]>)[] = [];
    for (let i = 0; i < DISTINCT; i++) {
      // A valid, sampled, distinct trace context each: the backend would be asked for all of them.
      hostile.push(() => ({
        traceparent: `00-${hex(i + 1, 32)}-${hex(i + 1, 16)}-01`,
        tracestate: `v${String(i)}=${'x'.repeat(200)},w${String(i)}=${'y'.repeat(200)}`,
      }));
    }
    for (let i = 0; i < 50; i++) {
      hostile.push(() => ({ traceparent: `00-${hex(i + 1, 32)}-${hex(i + 1, 16)}-01-${'z'.repeat(8000)}` }));
      hostile.push(() => ({
        traceparent: `00-${hex(i + 1, 32)}-${hex(i + 1, 16)}-01`,
        tracestate: 'k=v,'.repeat(3000),
      }));
      hostile.push(() => ({ traceparent: ['00-' + hex(i, 32) + '-' + hex(i, 16) + '-01', 'ff-' + 'a'.repeat(100)] }));
      hostile.push(() => ({ traceparent: `00-${'0'.repeat(32)}-${hex(i, 16)}-01` }));
      hostile.push(() => ({ traceparent: `0${String(i)}-\u00ff\u00fe-${'-'.repeat(50)}` }));
      hostile.push(() => ({ traceparent: 'x'.repeat(12_000), tracestate: ','.repeat(4000) }));
    }
    const started = gateway.cpuMs();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < hostile.length) await post(hostile[next++]!());
      }),
    );
    const cpuPerRequest = (gateway.cpuMs() - started) / hostile.length;
    console.info(
      `hostile trace context: ${String(hostile.length)} requests, ${cpuPerRequest.toFixed(2)} ms CPU each, peak RSS ${String(gateway.peakRssMb())} MB, export requests ${String(backend.requests)}`,
    );
    expect(statuses).toEqual(new Map([[200, hostile.length]]));
    expect(gateway.up()).toBe(true);
    expect(gateway.peakRssMb()).toBeLessThan(MAX_RSS_MB);

    // The backend never answers: a batch waits for it until its timeout, the queue fills meanwhile,
    // and what the queue cannot take or the backend never took is dropped and counted.
    const metrics = await (await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`)).text();
    const dropped = (reason: string) =>
      Number(new RegExp(`^gateway_trace_spans_dropped_total\\{reason="${reason}"\\} (\\d+)`, 'm').exec(metrics)?.[1]);
    console.info(
      `spans dropped: queue full ${String(dropped('queue_full'))}, export failed ${String(dropped('export_failed'))}`,
    );
    expect(dropped('queue_full') + dropped('export_failed')).toBeGreaterThanOrEqual(1000);
    expect(backend.requests).toBeGreaterThanOrEqual(1);
    await pool.close();
  }, 300_000);
});

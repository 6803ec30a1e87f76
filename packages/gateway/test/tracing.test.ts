/**
 * Traces (decision 051): one customer request followed through the gateway and the mocks by its
 * trace id — the server span, the operation span, a span for every upstream call, the log lines
 * of the gateway and of the mocks — with a tiny OTLP/HTTP receiver as the tracing backend and the
 * gateway over HTTP against the real mocks. Hostile trace context: tracingHostile.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, loggedIn, useStack, VIEWER } from './stack.ts';
import { startOtlpReceiver, type ReceivedSpan } from './otlpReceiver.ts';

const receiver = await startOtlpReceiver();
afterAll(() => receiver.close());
const stack = useStack({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '20' });

/** The account home's customer data under the web's registered operation name (the span's name). */
const HOME = VIEWER.replace('query Viewer', 'query HomePage');
const SERVER = 2;
const CLIENT = 3;
const TRACE_ID = /^[0-9a-f]{32}$/;

function spansOf(traceId: string): ReceivedSpan[] {
  return receiver.spans.filter((span) => span.traceId === traceId);
}

describe('one trace per customer request', () => {
  it('follows a request through the gateway and the mocks by its trace id', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    stack.logs.length = 0;
    stack.mocksLogs.length = 0;
    const correlationId = 'trace-follow-1';

    const res = await anna.graphql(HOME, {}, { 'x-correlation-id': correlationId });
    expect(res.status).toBe(200);
    expect(res.data?.['viewer']?.['customer']?.['customerNumber']).toBe('10012345');

    // Every log line of the request carries one trace id: the one its spans have.
    const lines = stack.logs.filter((line) => line['correlationId'] === correlationId);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const traceId = String(lines[0]?.['traceId']);
    expect(traceId).toMatch(TRACE_ID);
    for (const line of lines) expect(line['traceId'], String(line.msg)).toBe(traceId);

    // The mocks got the trace id with every call of the request and logged it.
    const mocksLines = stack.mocksLogs.filter((line) => line['reqId'] === correlationId);
    const calls = mocksLines.filter((line) => line.msg === 'incoming request');
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const line of mocksLines) expect(line['traceId'], String(line.msg)).toBe(traceId);

    // The spans: the server span, its operation span, one client span per upstream call.
    const spans = await eventually(() => {
      const found = spansOf(traceId);
      return found.filter((s) => s.kind === CLIENT).length >= calls.length && found.some((s) => s.kind === SERVER)
        ? found
        : undefined;
    });
    const server = spans.find((s) => s.kind === SERVER);
    expect(server?.name).toBe('POST /graphql');
    expect(server?.parentSpanId).toBe('');
    expect(server?.attributes).toMatchObject({ 'http.route': '/graphql', 'http.response.status_code': 200 });
    const operation = spans.find((s) => s.name === 'query HomePage');
    expect(operation?.parentSpanId).toBe(server?.spanId);
    expect(operation?.attributes).toMatchObject({
      'graphql.operation.name': 'HomePage',
      'graphql.operation.type': 'query',
    });
    const upstream = spans.filter((s) => s.kind === CLIENT);
    expect(upstream).toHaveLength(calls.length);
    for (const span of upstream) {
      expect(span.parentSpanId).toBe(operation?.spanId);
      expect(span.attributes).toMatchObject({
        'http.response.status_code': 200,
        'upstream.attempt': 1,
        'upstream.breaker.state': 'closed',
        'upstream.outcome': 'ok',
      });
      expect(span.name).toBe(
        `${String(span.attributes['http.request.method'])} ${String(span.attributes['url.template'])}`,
      );
    }
    // Each call's route template as the mocks logged it, one span each.
    expect(upstream.map((s) => s.attributes['url.template']).sort()).toEqual(
      calls.map((line) => (line['req'] as { url: string }).url).sort(),
    );
  });

  it("continues a caller's sampled trace and follows an unsampled one in the logs only", async () => {
    const sampled = 'aa'.repeat(16);
    const res = await stack.http().get('/health');
    expect(res.status).toBe(200);
    await stack
      .browser()
      .graphql('query HomePage { viewer { state } }', {}, { traceparent: `00-${sampled}-${'b'.repeat(16)}-01` });
    const spans = await eventually(() => (spansOf(sampled).length >= 2 ? spansOf(sampled) : undefined));
    expect(spans.find((s) => s.kind === SERVER)?.parentSpanId).toBe('b'.repeat(16));

    const unsampled = 'cc'.repeat(16);
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    stack.mocksLogs.length = 0;
    await anna.graphql(
      HOME,
      {},
      { traceparent: `00-${unsampled}-${'d'.repeat(16)}-00`, 'x-correlation-id': 'trace-unsampled' },
    );
    expect(stack.logs.filter((l) => l['correlationId'] === 'trace-unsampled').map((l) => l['traceId'])).toContain(
      unsampled,
    );
    expect(stack.mocksLogs.filter((l) => l['reqId'] === 'trace-unsampled').map((l) => l['traceId'])).toContain(
      unsampled,
    );
    // Another request's spans arrive after the unsampled one's would have.
    await stack.browser().graphql('query HomePage { viewer { state } }', {}, { 'x-correlation-id': 'trace-after' });
    const after = String(stack.logs.find((l) => l['correlationId'] === 'trace-after')?.['traceId']);
    await eventually(() => spansOf(after).length >= 2);
    expect(spansOf(unsampled)).toHaveLength(0);
  });

  it('starts a trace of its own for a malformed or oversized traceparent', async () => {
    const bad = [
      `00-${'e'.repeat(32)}-${'f'.repeat(16)}-01-${'x'.repeat(4000)}`,
      `00-${'E'.repeat(32)}-${'f'.repeat(16)}-01`,
      `00-${'0'.repeat(32)}-${'f'.repeat(16)}-01`,
      'ff-nonsense',
    ];
    for (const [index, traceparent] of bad.entries()) {
      const correlationId = `trace-bad-${String(index)}`;
      const res = await stack
        .browser()
        .graphql(
          'query HomePage { viewer { state } }',
          {},
          { traceparent, tracestate: 'a=b,'.repeat(2000), 'x-correlation-id': correlationId },
        );
      expect(res.status).toBe(200);
      const traceId = String(stack.logs.find((l) => l['correlationId'] === correlationId)?.['traceId']);
      expect(traceId).toMatch(TRACE_ID);
      expect(traceparent.toLowerCase()).not.toContain(traceId);
      const spans = await eventually(() => (spansOf(traceId).length >= 2 ? spansOf(traceId) : undefined));
      expect(spans.find((s) => s.kind === SERVER)?.parentSpanId).toBe('');
      expect(JSON.stringify(spans)).not.toContain('a=b');
    }
  });

  it('counts exported spans in the metrics', async () => {
    await eventually(async () => {
      const text = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
      const exported = Number(/^gateway_trace_spans_exported_total (\d+)/m.exec(text)?.[1] ?? 0);
      return exported > 0 && /^gateway_trace_spans_dropped_total\{reason="queue_full"\} 0$/m.test(text);
    });
  });
});

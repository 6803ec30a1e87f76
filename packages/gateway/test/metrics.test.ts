/**
 * /metrics over HTTP: on its own port only (the public port answers 404, in production too),
 * in Prometheus's text format, with GraphQL requests per operation, upstream calls per service
 * and route template (never a concrete path), circuit states and rate-limit refusals.
 */
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { loggedIn, startStack, trustedDocuments, useStack } from './stack.ts';

const stack = useStack({ RATE_LIMIT_MAX_PER_IP: '2' });
const production = useStack({
  APP_ENV: 'production',
  RECAPTCHA_SITE_KEY: 'site-key',
  TRUSTED_DOCUMENTS_DIR: trustedDocuments('{ __typename }'),
});

async function scrape(url: string): Promise<{ status: number; type: string; text: string }> {
  const res = await request(`${url}/metrics`);
  return { status: res.statusCode, type: String(res.headers['content-type']), text: await res.body.text() };
}

describe('metrics', () => {
  it('counts GraphQL operations and upstream calls by route template, and rate-limit refusals', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    // A registered operation's name (trusted-documents/web.json) is its own label.
    await anna.graphql('query AccountShell { viewer { customer { firstName } } }');
    await anna.graphql('query SetPasswordCheck($token: String!) { tokenStatus(token: $token) { __typename } }', {
      token: 'abcdefabcdefabcdef123456',
    });
    const visitor = stack.browser();
    for (let i = 0; i < 3; i++) await visitor.checkUsername('nobody@example.de');

    const metrics = await scrape(stack.metricsUrl);
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toMatch(/gateway_graphql_requests_total\{operation="AccountShell",outcome="ok"\} 1/);
    expect(metrics.text).toMatch(/gateway_graphql_request_duration_seconds_count\{operation="AccountShell"\} 1/);
    expect(metrics.text).toMatch(
      /gateway_upstream_call_duration_seconds_count\{service="customer",route="loginState",outcome="ok"\} \d+/,
    );
    expect(metrics.text).toMatch(/gateway_rate_limit_refusals_total\{operation="checkUsername"\} [1-9]/);
    expect(metrics.text).toMatch(/gateway_upstream_circuit_state\{service="customer"\} 0/);
    expect(metrics.text).toMatch(/process_resident_memory_bytes \d+/);
    // Route templates only: no token, e-mail or other value of a call.
    expect(metrics.text).not.toContain('abcdefabcdefabcdef123456');
    expect(metrics.text).not.toContain('example.de');
  });

  it('keeps operation names bounded: anonymous and odd names are not their own series', async () => {
    await stack.browser().graphql('{ market { market } }');
    const metrics = await scrape(stack.metricsUrl);
    expect(metrics.text).toMatch(/gateway_graphql_requests_total\{operation="anonymous",outcome="ok"\} 1/);
  });

  it('labels registered operation names only: 210 made-up names count as "other" and take no registered name’s place', async () => {
    const fresh = await startStack();
    try {
      const visitor = fresh.browser();
      // More made-up names than the 200 labels a replica keeps: none of them takes a label.
      for (let i = 0; i < 210; i++) await visitor.graphql(`query Junk${String(i)} { __typename }`);
      await visitor.checkUsername('nobody@example.de');
      const metrics = await scrape(fresh.metricsUrl);
      expect(metrics.text).toMatch(/gateway_graphql_requests_total\{operation="other",outcome="ok"\} 210/);
      expect(metrics.text).toMatch(/gateway_graphql_requests_total\{operation="CheckUsername",outcome="ok"\} 1/);
      expect(metrics.text).not.toMatch(/operation="Junk/);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('is never served on the public port', async () => {
    expect((await stack.http().get('/metrics')).status).toBe(404);
    expect((await production.http().get('/metrics')).status).toBe(404);
    expect((await scrape(production.metricsUrl)).status).toBe(200);
  });
});

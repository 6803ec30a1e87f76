/**
 * GraphQL-over-HTTP conformance: graphql-http's audit of a server (every MUST of the spec is an
 * error, every SHOULD a warning) against the gateway as it runs outside production. Its warnings
 * and why they stay are listed in the gateway's README ("GraphQL over HTTP").
 */
import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useStack } from './stack.ts';

const stack = useStack({}, { reset: false });

describe('GraphQL over HTTP (graphql-http audit)', () => {
  it('passes every MUST of the spec', async () => {
    const results = await auditServer({ url: `${stack.gatewayUrl}/graphql` });
    const failures = results.flatMap((r) => (r.status === 'error' ? [`${r.id} ${r.name}: ${r.reason}`] : []));
    const warnings = results.filter((r) => r.status === 'warn').map((r) => `${r.id} ${r.name}`);
    console.log(
      `graphql-http audit: ${String(results.length)} audits, ${String(failures.length)} failures, ${String(warnings.length)} warnings\n${warnings.join('\n')}`,
    );
    expect(failures).toEqual([]);
    expect(results.filter((r) => r.status === 'ok').length).toBeGreaterThan(0);
  });
});

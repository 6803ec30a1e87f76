import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compatibility, undescribed } from './checks.ts';

const BASE = /* GraphQL */ `
  "The queries."
  type Query {
    "The customer."
    customer: Customer
  }
  "A customer."
  type Customer {
    "Id."
    id: ID!
    "Name."
    name: String
    "Orders, newest first."
    orders("How many." first: Int): [String!]!
  }
  "A state."
  enum State {
    "On."
    ON
    "Off."
    OFF
  }
`;

describe('undescribed', () => {
  it('names every element without a description, and nothing described or built in', () => {
    const schema = buildSchema(`
      type Query { "ok" a(x: Int): T b: String }
      type T { c: Int }
      "d" enum E { ON "on" OFF }
      input I { f: Int }
      directive @mark(level: Int) on FIELD_DEFINITION
    `);
    expect(undescribed(schema)).toEqual([
      'Query.a(x)',
      'Query.b',
      'T',
      'T.c',
      'E.ON',
      'I',
      'I.f',
      '@mark',
      '@mark(level)',
    ]);
    expect(undescribed(buildSchema(BASE))).toEqual([]);
  });
});

describe('compatibility', () => {
  const removed = BASE.replace('"Name."\n    name: String\n', '');

  it('fails a removed field', async () => {
    const result = await compatibility(BASE, removed, []);
    expect(result.unintended.map((c) => [c.type, c.path])).toEqual([['FIELD_REMOVED', 'Customer.name']]);
  });

  it('passes a removed field listed as intended, and reports entries that match nothing', async () => {
    const intended = [
      { type: 'FIELD_REMOVED', path: 'Customer.name', reason: 'deprecated since 1.2, unused by every client' },
      { type: 'FIELD_REMOVED', path: 'Customer.id', reason: 'no such change' },
    ];
    const result = await compatibility(BASE, removed, intended);
    expect(result.unintended).toEqual([]);
    expect(result.intended.map((c) => c.path)).toEqual(['Customer.name']);
    expect(result.stale.map((e) => e.path)).toEqual(['Customer.id']);
  });

  it('passes an added field and a deprecation', async () => {
    const added = BASE.replace('"Id."\n    id: ID!', '"Id."\n    id: ID!\n    "E-mail."\n    email: String');
    const deprecated = BASE.replace('name: String', 'name: String @deprecated(reason: "Use fullName.")');
    expect((await compatibility(BASE, added, [])).unintended).toEqual([]);
    expect((await compatibility(BASE, deprecated, [])).unintended).toEqual([]);
  });

  it('calls a new enum value dangerous, not breaking, and a narrowed argument type breaking', async () => {
    const newValue = BASE.replace('"Off."\n    OFF', '"Off."\n    OFF\n    "Paused."\n    PAUSED');
    const result = await compatibility(BASE, newValue, []);
    expect(result.unintended).toEqual([]);
    expect(result.dangerous.map((c) => c.type)).toEqual(['ENUM_VALUE_ADDED']);
    const required = BASE.replace('first: Int', 'first: Int!');
    expect((await compatibility(BASE, required, [])).unintended.map((c) => c.path)).toEqual(['Customer.orders.first']);
  });
});

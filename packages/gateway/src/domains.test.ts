import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RequestLoaders } from './context.ts';
import { DOMAINS, type DomainName } from './domains.ts';
import { SDL_FILES } from './schema.ts';

describe('the domain list', () => {
  it('serves every SDL file of packages/schema: the shared base and one per domain', () => {
    const folder = dirname(createRequire(import.meta.url).resolve('@mein-konto/schema/graphql/base.graphql'));
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => f.replace(/\.graphql$/, ''));
    expect([...SDL_FILES].sort()).toEqual(files.sort());
  });

  it('registers the loaders of every domain that declares loaders on the context', () => {
    expectTypeOf<Exclude<keyof RequestLoaders, 'loginState' | DomainName>>().toEqualTypeOf<never>();
    expect(DOMAINS.filter((d) => d.loaders !== undefined).map((d) => d.name)).toEqual(['orders', 'products']);
  });
});

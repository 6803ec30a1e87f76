/**
 * A react-hook-form resolver whose validation code (zod and the schema) loads on first use
 * instead of with the page — the way every form validates, so no page's first load carries zod.
 * `preload()` starts loading early (on first focus), so the first submit does not wait.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => {
    void get().catch(() => undefined);
  };
  return resolver;
}

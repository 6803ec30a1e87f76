/**
 * What an account route shows around its page query's data (docs/product/shell.md §8): a loading status, the
 * not-found text for a refused object, or the load error with a retry; the content once the data
 * it needs is there (partial data included: the content decides what a missing part means).
 */
import { useDeferredValue, type ReactNode } from 'react';
import type { PageQuery } from '../lib/pageQuery.ts';
import { useT, type MessageKey } from '../lib/i18n/index.tsx';
import { LoadError } from './LoadError.tsx';
import { Notice } from './Notice.tsx';

export interface PageDataProps<TData, T> {
  page: PageQuery<TData>;
  /** The part of the data the content needs; null or undefined while it is missing. */
  select: (data: TData) => T | null | undefined;
  /** Shown when the gateway refuses the object (NOT_FOUND); without it a refusal is a load error. */
  notFound?: MessageKey;
  /** Shown when the data could not be loaded, with a retry. */
  loadError: MessageKey;
  children: (value: T) => ReactNode;
}

export function PageData<TData, T>({ page, select, notFound, loadError, children }: PageDataProps<TData, T>) {
  const t = useT();
  const value = (page.data === undefined ? null : select(page.data)) ?? null;
  // The content renders in the background once its data is there (a deferred value: React renders
  // it in small slices, the page stays responsive), a long page on a slow phone too; until then
  // the loading status stays.
  const shown = useDeferredValue(value);
  if (shown !== null) return children(shown);
  if (value !== null || (page.loading && !page.error)) return <p role="status">{t('app.loading')}</p>;
  if (notFound && page.notFound) {
    return (
      <Notice tone="error">
        <p>{t(notFound)}</p>
      </Notice>
    );
  }
  return <LoadError message={t(loadError)} retryLabel={t('app.retry')} retrying={page.retrying} onRetry={page.retry} />;
}

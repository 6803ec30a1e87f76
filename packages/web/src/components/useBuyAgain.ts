/**
 * The BuyAgain mutation (buying an order's items again): one call for one item or for all, the
 * outcome of every item kept by sku, and its error mapping. The page visit's idempotency key goes
 * with every call: an item the basket took is not offered again on this visit, so a repeated key
 * only ever repeats an item whose answer did not arrive or that failed, and the basket service
 * then answers its first answer instead of adding it twice. The basket is the shop's, not part of
 * the account's data: nothing in the cache changes.
 */
import './buyAgainCatalog.ts';
import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { BuyAgainDocument, type BuyAgainMutation } from './BuyAgain.generated.ts';
import { refusalMessage } from '../lib/errorOutcome.ts';
import type { MoneyValue } from '../lib/format.ts';
import { useT } from '../lib/i18n/index.tsx';
import { useIdempotencyKey } from '../lib/idempotencyKey.ts';

type Answer = Extract<BuyAgainMutation['buyAgain'], { __typename: 'BuyAgainOutcome' }>;

/** What became of one item. */
type BuyAgainItemResult =
  | { kind: 'added'; quantity: number; price: MoneyValue; almostSoldOut: number | null }
  | { kind: 'refused'; message: string; productUrl: string | null }
  | { kind: 'failed'; message: string };

/** What the last answer says as a whole. */
type BuyAgainSummary =
  | { kind: 'added'; count: number; partial: boolean; basketUrl: string }
  | { kind: 'noneAdded'; basketUrl: string }
  | { kind: 'basketFailed' }
  | { kind: 'failed'; message: string };

export interface BuyAgain {
  /** Puts these items into the basket (those on their way already are left out). */
  buy: (items: readonly { sku: string; name: string }[]) => Promise<void>;
  /** The items on their way. */
  pending: ReadonlySet<string>;
  /** Per sku, what became of the item. */
  results: ReadonlyMap<string, BuyAgainItemResult>;
  /** The last answer as a whole; null before the first. */
  summary: BuyAgainSummary | null;
  /** Counts up with every answer (to move the focus to what it says). */
  answers: number;
}

function itemResult(t: ReturnType<typeof useT>, outcome: Answer['items'][number], name: string): BuyAgainItemResult {
  switch (outcome.__typename) {
    case 'BuyAgainItemAdded':
      return {
        kind: 'added',
        quantity: outcome.quantity,
        price: outcome.variant.price,
        almostSoldOut: outcome.variant.availability === 'ALMOST_SOLD_OUT' ? outcome.variant.stockLevel : null,
      };
    case 'BuyAgainItemUnavailable':
      return {
        kind: 'refused',
        message: t(outcome.code === 'SOLD_OUT' ? 'buyAgain.SOLD_OUT' : 'buyAgain.NO_LONGER_SOLD', { name }),
        productUrl: outcome.productUrl,
      };
    default:
      return { kind: 'failed', message: t('buyAgain.BASKET_UNAVAILABLE', { name }) };
  }
}

function summaryOf(answer: Answer, results: readonly BuyAgainItemResult[]): BuyAgainSummary {
  const added = results.filter((r) => r.kind === 'added').length;
  if (added > 0) return { kind: 'added', count: added, partial: added < results.length, basketUrl: answer.basketUrl };
  return results.every((r) => r.kind === 'failed')
    ? { kind: 'basketFailed' }
    : { kind: 'noneAdded', basketUrl: answer.basketUrl };
}

export function useBuyAgain(orderId: string): BuyAgain {
  const t = useT();
  const { key } = useIdempotencyKey();
  const [mutate] = useMutation(BuyAgainDocument);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<ReadonlyMap<string, BuyAgainItemResult>>(new Map());
  const [summary, setSummary] = useState<BuyAgainSummary | null>(null);
  const [answers, setAnswers] = useState(0);

  const buy = useCallback(
    async (items: readonly { sku: string; name: string }[]) => {
      const asked = items.filter((item) => !pending.has(item.sku));
      if (asked.length === 0) return;
      const skus = asked.map((item) => item.sku);
      setPending((now) => new Set([...now, ...skus]));
      let next: BuyAgainSummary;
      const answered = new Map<string, BuyAgainItemResult>();
      try {
        const { data } = await mutate({ variables: { input: { orderId, skus, idempotencyKey: key } } });
        const answer = data?.buyAgain;
        if (answer?.__typename === 'BuyAgainOutcome') {
          const names = new Map(asked.map((item) => [item.sku, item.name]));
          for (const outcome of answer.items) {
            const sku = 'item' in outcome ? outcome.item.sku : undefined;
            if (sku !== undefined) answered.set(sku, itemResult(t, outcome, names.get(sku) ?? sku));
          }
          next = summaryOf(answer, [...answered.values()]);
        } else {
          next = { kind: 'failed', message: refusalMessage(t, answer) };
        }
      } catch {
        next = { kind: 'failed', message: t('app.genericError') };
      }
      setResults((now) => new Map([...now, ...answered]));
      setSummary(next);
      setPending((now) => new Set([...now].filter((sku) => !skus.includes(sku))));
      setAnswers((n) => n + 1);
    },
    [key, mutate, orderId, pending, t],
  );

  return { buy, pending, results, summary, answers };
}

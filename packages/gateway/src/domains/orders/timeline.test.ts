import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineInput } from './timeline.ts';

type Item = TimelineInput['items'][number];
const money = { amount: '10.00', currency: 'EUR' as const };
function item(status: Item['status'], extra: Partial<Item> = {}): Item {
  return {
    position: 1,
    baseProductNo: '123456',
    sku: `sku-${status}`,
    title: 't',
    singlePrice: money,
    quantity: 1,
    status,
    returnedQuantity: 0,
    cancelledQuantity: 0,
    returnableQuantity: 0,
    ...extra,
  };
}
function order(items: Item[], extra: Partial<TimelineInput> = {}): TimelineInput {
  return {
    status: 'processing',
    items,
    placedAt: '2026-01-01T10:00:00.000Z',
    deliveredAt: null,
    cancellation: {
      cancellable: false,
      cancellationWindowMinutes: 30,
      cancellableUntil: null,
      cancelledAt: null,
      reasonCode: null,
    },
    returns: [],
    ...extra,
  };
}
const kinds = (steps: ReturnType<typeof orderTimeline>) => steps.map((s) => `${s.kind}:${s.state}`);

describe('orderTimeline', () => {
  it('follows the items where the order status says nothing about progress: received items are confirmed, the rest upcoming', () => {
    const steps = orderTimeline(order([item('received')], { status: 'partiallyCancelled' }));
    expect(kinds(steps)).toEqual([
      'CONFIRMED:CURRENT',
      'PROCESSING:UPCOMING',
      'DISPATCHED:UPCOMING',
      'DELIVERED:UPCOMING',
    ]);
    expect(steps[0]?.at).toBe('2026-01-01T10:00:00.000Z');
  });

  it('is never behind the order status: a processing order with received items is in progress, a dispatched one dispatched', () => {
    const processing = orderTimeline(order([item('received'), item('received')]));
    expect(kinds(processing)).toEqual([
      'CONFIRMED:DONE',
      'PROCESSING:CURRENT',
      'DISPATCHED:UPCOMING',
      'DELIVERED:UPCOMING',
    ]);
    expect(processing[0]?.at).toBe('2026-01-01T10:00:00.000Z');
    const dispatched = orderTimeline(order([item('dispatched'), item('processing')], { status: 'dispatched' }));
    expect(kinds(dispatched)).toEqual([
      'CONFIRMED:DONE',
      'PROCESSING:DONE',
      'DISPATCHED:CURRENT',
      'DELIVERED:UPCOMING',
    ]);
  });

  it('follows the least advanced item still on its way', () => {
    expect(kinds(orderTimeline(order([item('delivered'), item('processing')])))).toEqual([
      'CONFIRMED:DONE',
      'PROCESSING:CURRENT',
      'DISPATCHED:UPCOMING',
      'DELIVERED:UPCOMING',
    ]);
  });

  it('ignores cancelled items for the progress and closes with a partial cancellation', () => {
    const steps = orderTimeline(
      order([item('delivered'), item('cancelled', { cancelledQuantity: 1 })], {
        deliveredAt: '2026-01-03T10:00:00.000Z',
      }),
    );
    expect(kinds(steps)).toEqual([
      'CONFIRMED:DONE',
      'PROCESSING:DONE',
      'DISPATCHED:DONE',
      'DELIVERED:DONE',
      'PARTIALLY_CANCELLED:CURRENT',
    ]);
    expect(steps[3]?.at).toBe('2026-01-03T10:00:00.000Z');
  });

  it('shows a fully cancelled order as confirmed, then cancelled', () => {
    const steps = orderTimeline(
      order([item('cancelled', { cancelledQuantity: 1 })], {
        cancellation: {
          cancellable: false,
          cancellationWindowMinutes: 30,
          cancellableUntil: null,
          cancelledAt: '2026-01-01T10:10:00.000Z',
          reasonCode: 'OTHER',
        },
      }),
    );
    expect(steps).toEqual([
      { kind: 'CONFIRMED', state: 'DONE', at: '2026-01-01T10:00:00.000Z' },
      { kind: 'CANCELLED', state: 'CURRENT', at: '2026-01-01T10:10:00.000Z' },
    ]);
  });

  it('ends with returned or partially returned, dated by the last return', () => {
    const returnAddress = {
      name: 'Retourenzentrum',
      street: 'Industriestraße 12',
      zipCode: '36043',
      city: 'Fulda',
      countryCode: 'DE' as const,
    };
    const returns = [
      {
        id: 'r1',
        status: 'RECEIVED' as const,
        createdAt: '2026-01-05T10:00:00.000Z',
        reasonCode: null,
        items: [],
        returnAddress,
      },
      {
        id: 'r2',
        status: 'REGISTERED' as const,
        createdAt: '2026-01-07T10:00:00.000Z',
        reasonCode: null,
        items: [],
        returnAddress,
      },
    ];
    const partial = orderTimeline(order([item('returned', { returnedQuantity: 1 }), item('delivered')], { returns }));
    expect(partial.at(-1)).toEqual({ kind: 'PARTIALLY_RETURNED', state: 'CURRENT', at: '2026-01-07T10:00:00.000Z' });
    const full = orderTimeline(order([item('returned', { returnedQuantity: 1 })], { returns }));
    expect(kinds(full).at(-1)).toBe('RETURNED:CURRENT');
  });
});

/**
 * Time rules of the order service: the calendar day of an order (Europe/Berlin, the same clock
 * time as Vienna and Zurich), the online-cancellation window and the withdrawal period.
 */
import { WITHDRAWAL_PERIOD_DAYS } from '@mein-konto/schema/upstream/order';

export const ORDER_TIME_ZONE = 'Europe/Berlin';

/** Minutes after placing an order in which it can be cancelled online (env MOCKS_CANCELLATION_WINDOW_MINUTES). */
export const DEFAULT_CANCELLATION_WINDOW_MINUTES = 30;

export function cancellationWindowMinutes(): number {
  const configured = Number(process.env.MOCKS_CANCELLATION_WINDOW_MINUTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_CANCELLATION_WINDOW_MINUTES;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORDER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localParts(date: Date): Record<string, number> {
  return Object.fromEntries(
    parts.formatToParts(date).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]),
  );
}

/** yyyy-mm-dd of the local calendar day. */
export function localDate(date: Date): string {
  const p = localParts(date);
  return `${String(p.year)}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Milliseconds since local midnight. */
export function msSinceLocalMidnight(date: Date): number {
  const p = localParts(date);
  return (((p.hour ?? 0) * 60 + (p.minute ?? 0)) * 60 + (p.second ?? 0)) * 1000 + date.getUTCMilliseconds();
}

/** The last millisecond of the local calendar day of `date`. */
export function endOfLocalDay(date: Date): Date {
  return new Date(date.getTime() - msSinceLocalMidnight(date) + DAY - 1);
}

/** Until when an order placed at `placedAt` can be cancelled online: the window, but never past the order day. */
export function cancellableUntil(placedAt: Date, windowMinutes: number): Date {
  const windowEnd = placedAt.getTime() + windowMinutes * MINUTE;
  return new Date(Math.min(windowEnd, endOfLocalDay(placedAt).getTime()));
}

/** yyyy-mm-dd plus whole days. */
function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Last day (inclusive) of the withdrawal period of goods delivered at `deliveredAt`. */
export function withdrawalDeadline(deliveredAt: Date): string {
  return addDays(localDate(deliveredAt), WITHDRAWAL_PERIOD_DAYS);
}

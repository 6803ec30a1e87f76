/**
 * Cursors of the order connection. Every edge gets the offset after it; the last edge of a page
 * also carries the order history's own (keyset) cursor, so paging on with `endCursor` uses the
 * service's cursor and stays fast however many orders there are. Opaque to clients (base64url).
 */
export interface OrderCursor {
  /** How many orders come before the next page. */
  offset: number;
  /** The order history's next_cursor, when known. */
  upstream?: string;
}

export function encodeCursor(cursor: OrderCursor): string {
  const payload = cursor.upstream === undefined ? { o: cursor.offset } : { o: cursor.offset, c: cursor.upstream };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The position after `after`; null when it is not a cursor of this connection. */
export function decodeCursor(after: string | null | undefined): OrderCursor | null {
  if (after === null || after === undefined || after === '') return { offset: 0 };
  try {
    const value: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { o, c } = value as { o?: unknown; c?: unknown };
    if (typeof o !== 'number' || !Number.isInteger(o) || o < 0) return null;
    if (c !== undefined && (typeof c !== 'string' || c === '')) return null;
    return c === undefined ? { offset: o } : { offset: o, upstream: c };
  } catch {
    return null;
  }
}

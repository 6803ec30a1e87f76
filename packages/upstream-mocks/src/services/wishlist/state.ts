/**
 * The wishlist slice's state: each demo customer's wishlist (personas: anna four items, one sold
 * out; lukas two; heidi three, one almost sold out), variants of the product catalogue.
 */
import type { Kernel, SliceState } from '../../kernel/kernel.ts';
import { PRODUCTS, variantSku } from '../product/catalog.ts';

export interface WishlistItemRecord {
  customerNumber: string;
  sku: string;
  baseProductNo: string;
  state: 'ACTIVE' | 'MOVED_TO_BASKET' | 'DELETED';
  addedAt: Date;
}

const DAY = 24 * 60 * 60 * 1000;

/** customer number → [product, variant, days ago]. */
const SEED: Record<string, [keyof typeof PRODUCTS, number, number][]> = {
  '10012345': [
    ['pfanne', 1, 2],
    ['sauger', 2, 5],
    ['bluse', 2, 9],
    ['tee', 1, 20],
  ],
  '20023456': [
    ['decke', 2, 3],
    ['topf', 1, 12],
  ],
  '30034567': [
    ['kissen', 1, 1],
    ['uhr', 1, 4],
    ['creme', 1, 15],
  ],
};

export class Wishlists implements SliceState {
  private items: WishlistItemRecord[] = [];

  constructor(private readonly kernel: Kernel) {}

  reset(seededAt: Date): void {
    this.items = Object.entries(SEED).flatMap(([customerNumber, entries]) =>
      entries.map(([key, variant, daysAgo]) => ({
        customerNumber,
        sku: variantSku(PRODUCTS[key].baseProductNo, variant),
        baseProductNo: PRODUCTS[key].baseProductNo,
        state: 'ACTIVE' as const,
        addedAt: new Date(seededAt.getTime() - daysAgo * DAY),
      })),
    );
  }

  /** The customer's active items, newest first. */
  activeOf(customerNumber: string): WishlistItemRecord[] {
    return this.items
      .filter((i) => i.customerNumber === customerNumber && i.state === 'ACTIVE')
      .sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime());
  }

  /** Puts the sku on the customer's list (again): an active item stays as it is, an earlier one comes back as new. */
  add(customerNumber: string, sku: string, baseProductNo: string): WishlistItemRecord {
    const known = this.itemOf(customerNumber, sku);
    if (known?.state === 'ACTIVE') return known;
    const item: WishlistItemRecord = known ?? {
      customerNumber,
      sku,
      baseProductNo,
      state: 'ACTIVE',
      addedAt: this.kernel.clock.now(),
    };
    if (!known) this.items.push(item);
    item.state = 'ACTIVE';
    item.addedAt = this.kernel.clock.now();
    return item;
  }

  /** The customer's item of this sku (in any state), or undefined: another customer's item is not his. */
  itemOf(customerNumber: string, sku: string): WishlistItemRecord | undefined {
    return this.items.find((i) => i.customerNumber === customerNumber && i.sku === sku);
  }
}

/** The basket slice's state: what each customer put into the basket (empty after a reset). */
import { TransientState } from '../../kernel/kernel.ts';

export class Baskets extends TransientState<{ sku: string; quantity: number }[]> {
  add(customerNumber: string, sku: string, quantity: number): number {
    const items = this.records.get(customerNumber) ?? [];
    const existing = items.find((i) => i.sku === sku);
    if (existing) existing.quantity += quantity;
    else items.push({ sku, quantity });
    this.records.set(customerNumber, items);
    return items.reduce((sum, i) => sum + i.quantity, 0);
  }

  of(customerNumber: string): readonly { sku: string; quantity: number }[] {
    return this.records.get(customerNumber) ?? [];
  }
}

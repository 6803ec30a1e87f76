import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { WishlistPageDocument } from './WishlistPage.generated.ts';
import { MoveWishlistItemToBasketDocument } from './MoveWishlistItemToBasket.generated.ts';
import { DeleteWishlistItemDocument } from './DeleteWishlistItem.generated.ts';
import { MOVED_ITEM_VISIBLE_MS } from './WishlistItemCard.tsx';

function item(sku: string, name: string, availability: 'AVAILABLE' | 'ALMOST_SOLD_OUT' | 'SOLD_OUT', stockLevel = 120) {
  return {
    __typename: 'WishlistItem' as const,
    id: sku,
    sku,
    addedAt: '2026-11-20T10:00:00.000Z',
    product: { __typename: 'Product' as const, id: sku.slice(0, 6), name, brand: 'Kochwelt', imageUrl: null },
    variant: {
      __typename: 'ProductVariant' as const,
      sku,
      price: { __typename: 'Money' as const, amount: '79.99', currency: 'EUR' as const },
      priceLabel: null,
      availability,
      stockLevel,
      dimensions: [{ __typename: 'VariantDimension' as const, label: 'Farbe', value: 'Anthrazit' }],
    },
  };
}

function page(deleteWishlistProduct: boolean) {
  return {
    request: { query: WishlistPageDocument },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer' as const,
          id: 'viewer',
          customer: {
            __typename: 'Customer' as const,
            id: anna.id,
            wishlist: {
              __typename: 'Wishlist' as const,
              items: [
                item('401234001', 'Keramik-Pfannenset', 'AVAILABLE'),
                item('406789002', 'Akku-Handstaubsauger', 'SOLD_OUT', 0),
              ],
            },
          },
        },
        featureFlags: { __typename: 'FeatureFlags' as const, id: 'featureFlags', deleteWishlistProduct },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('wishlist', () => {
  afterEach(() => vi.useRealTimers());

  it('shows price, variant and availability; a sold-out item has no basket button; no remove button without the flag', async () => {
    renderRoute('/wishlist', { mocks: [accountShellMock(anna), page(false)] });
    const pan = (await screen.findByRole('heading', { level: 2, name: 'Keramik-Pfannenset' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(pan).getByText('Farbe: Anthrazit')).toBeTruthy();
    expect(within(pan).getByText(/79,99\s€/)).toBeTruthy();
    expect(within(pan).getByRole('button', { name: '„Keramik-Pfannenset“ in den Warenkorb legen' })).toBeTruthy();
    const vacuum = screen.getByRole('heading', { level: 2, name: 'Akku-Handstaubsauger' }).closest('li') as HTMLElement;
    expect(within(vacuum).getByText('Ausverkauft')).toBeTruthy();
    expect(within(vacuum).queryByRole('button', { name: /in den Warenkorb/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
  });

  it('keeps a moved item in view with its success for 1500 ms, then it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoute('/wishlist', {
      mocks: [
        accountShellMock(anna),
        page(true),
        {
          request: {
            query: MoveWishlistItemToBasketDocument,
            variables: (v: { input: { sku: string } }) => v.input.sku === '401234001',
          },
          result: {
            data: {
              moveWishlistItemToBasket: {
                __typename: 'WishlistItemMovedToBasket',
                sku: '401234001',
                basketItemCount: 1,
              },
            },
          },
        },
      ],
    });
    const button = await screen.findByRole('button', { name: '„Keramik-Pfannenset“ in den Warenkorb legen' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button);
    expect(await screen.findByText('„Keramik-Pfannenset“ liegt jetzt in Ihrem Warenkorb.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(MOVED_ITEM_VISIBLE_MS - 200));
    expect(screen.getByRole('heading', { level: 2, name: 'Keramik-Pfannenset' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(400));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Keramik-Pfannenset' })).toBeNull());
    expect(screen.getByText('1 Artikel auf Ihrer Wunschliste')).toBeTruthy();
  });

  it('removes an item at once and brings it back with a message when the server refuses', async () => {
    const user = userEvent.setup();
    renderRoute('/wishlist', {
      mocks: [
        accountShellMock(anna),
        page(true),
        {
          request: { query: DeleteWishlistItemDocument, variables: { input: { sku: '401234001' } } },
          result: {
            data: null,
            errors: [{ message: 'Da hat etwas nicht funktioniert.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          },
          // Long enough that the item is seen gone before the refusal arrives, on a loaded machine too.
          delay: 1500,
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '„Keramik-Pfannenset“ von der Wunschliste entfernen' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Keramik-Pfannenset' })).toBeNull();
    expect(
      await screen.findByText(
        '„Keramik-Pfannenset“ konnte nicht entfernt werden und ist wieder auf Ihrer Wunschliste.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Keramik-Pfannenset' })).toBeTruthy();
  });
});

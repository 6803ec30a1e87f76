/**
 * The wishlist's actions (docs/product/activity.md §4 wishlist: add to basket per item; delete behind the
 * deleteWishlistProduct flag; §7 add with X-SessionId; §9 quantity 1): a variant the product
 * service knows is put on the list (with the tracking session id only when the client sends one);
 * the item must be on the customer's own list;
 * the article goes into the basket with the action's idempotency key, then the item leaves the
 * wishlist. A sold-out variant stays on it.
 */
import { isWellFormedIdentifier, MAX_ID_LENGTH } from '@mein-konto/schema/rules/identifier';
import { RECOMMENDATION_SESSION_ID } from '@mein-konto/schema/upstream/personalisation';
import { productLookupKey } from '@mein-konto/schema/upstream/product';
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type {
  AddWishlistItemInput,
  DeleteWishlistItemInput,
  MoveWishlistItemToBasketInput,
} from '../../generated/graphql.ts';
import { idempotencyKeyOf, INVALID_IDEMPOTENCY_KEY } from '../../kit/checks.ts';
import { requireCustomer } from '../../kit/guard.ts';
import { invalidInput, type ResultOf } from '../../kit/outcomes.ts';
import { WISHLIST_MESSAGES } from './messages.ts';

const NOT_FOUND = {
  __typename: 'WishlistItemNotFound',
  code: 'WISHLIST_ITEM_NOT_FOUND',
  message: WISHLIST_MESSAGES.notFound,
} as const;

function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamHttpError && error.key === 'item_not_found';
}

/** Whether the sku is an active item of the customer's own wishlist. */
async function onWishlist(ctx: GatewayContext, sku: string): Promise<boolean> {
  const { items } = await ctx.datasources.wishlist.wishlist();
  return items.some((item) => item.sku === sku);
}

const PRODUCT_NOT_FOUND = {
  __typename: 'ProductNotFound',
  code: 'PRODUCT_NOT_FOUND',
  message: WISHLIST_MESSAGES.productNotFound,
} as const;

export async function addWishlistItem(
  ctx: GatewayContext,
  input: AddWishlistItemInput,
): Promise<ResultOf<'AddWishlistItemResult'>> {
  const customer = await requireCustomer(ctx);
  const sku = input.sku.trim();
  const sessionId = input.sessionId ?? null;
  if (sessionId !== null && !RECOMMENDATION_SESSION_ID.test(sessionId)) {
    return invalidInput([{ field: 'sessionId', message: WISHLIST_MESSAGES.sessionIdInvalid }]);
  }
  if (!isWellFormedIdentifier(sku, MAX_ID_LENGTH)) return PRODUCT_NOT_FOUND;
  const product = await ctx.loaders.products.product.load(productLookupKey(sku));
  if (!product?.variants.some((variant) => variant.sku === sku)) return PRODUCT_NOT_FOUND;
  try {
    return {
      __typename: 'WishlistItemAdded',
      item: await ctx.datasources.wishlist.addWishlistItem(product.baseProductNo, sku, sessionId),
      customer,
    };
  } catch (error) {
    if (isNotFound(error)) return PRODUCT_NOT_FOUND;
    throw error;
  }
}

export async function moveWishlistItemToBasket(
  ctx: GatewayContext,
  input: MoveWishlistItemToBasketInput,
): Promise<ResultOf<'MoveWishlistItemToBasketResult'>> {
  await requireCustomer(ctx);
  const sku = input.sku.trim();
  const key = idempotencyKeyOf(input.idempotencyKey);
  if (key === false) return invalidInput([INVALID_IDEMPOTENCY_KEY]);
  if (!isWellFormedIdentifier(sku, MAX_ID_LENGTH) || !(await onWishlist(ctx, sku))) return NOT_FOUND;
  let basketItemCount: number;
  try {
    ({ basketItemCount } = await ctx.datasources.basket.addBasketItem(sku, key));
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.key === 'sold_out') {
      return { __typename: 'ProductSoldOut', code: 'SOLD_OUT', message: WISHLIST_MESSAGES.soldOut };
    }
    if (isNotFound(error)) return NOT_FOUND;
    throw error;
  }
  try {
    await ctx.datasources.wishlist.setWishlistItemState(sku, 'MOVED_TO_BASKET');
  } catch (error) {
    // The article is in the basket either way; a retry (same key) adds nothing twice and moves it then.
    if (!isNotFound(error)) throw error;
  }
  return { __typename: 'WishlistItemMovedToBasket', sku, basketItemCount };
}

export async function deleteWishlistItem(
  ctx: GatewayContext,
  input: DeleteWishlistItemInput,
): Promise<ResultOf<'DeleteWishlistItemResult'>> {
  await requireCustomer(ctx);
  if (!ctx.featureFlags.deleteWishlistProduct) {
    return { __typename: 'FeatureDisabled', code: 'FEATURE_DISABLED', message: WISHLIST_MESSAGES.deleteDisabled };
  }
  const sku = input.sku.trim();
  if (!isWellFormedIdentifier(sku, MAX_ID_LENGTH)) return NOT_FOUND;
  try {
    await ctx.datasources.wishlist.setWishlistItemState(sku, 'DELETED');
  } catch (error) {
    if (isNotFound(error)) return NOT_FOUND;
    throw error;
  }
  return { __typename: 'WishlistItemDeleted', sku };
}

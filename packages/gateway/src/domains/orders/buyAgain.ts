/**
 * Buy again (docs/product/orders.md; decision 032): items of one of the customer's own orders go
 * into the basket again, each with the quantity ordered. Which items qualify follows from their
 * status (dispatched or delivered, kept in full or in part); whether one can be bought now is the
 * product service's answer at the time of the call (sold out, no longer sold), and the price is
 * today's in the market's currency. Every item has its own outcome: partial success is normal.
 * The action's idempotency key gives each item a key of its own for the basket service, the same
 * for every retry, so a retry after a lost answer adds nothing twice.
 */
import { createHash } from 'node:crypto';
import { isWellFormedIdentifier, MAX_ID_LENGTH } from '@mein-konto/schema/rules/identifier';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { MARKET_FACTS } from '@mein-konto/schema/rules/market';
import { productLookupKey } from '@mein-konto/schema/upstream/product';
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import { errorCodeOf, ERROR_CODES } from '../../errors.ts';
import type { BuyAgainInput, FieldError } from '../../generated/graphql.ts';
import { idempotencyKeyOf, INVALID_IDEMPOTENCY_KEY } from '../../kit/checks.ts';
import { requireCustomer } from '../../kit/guard.ts';
import { invalidInput, type ResultOf } from '../../kit/outcomes.ts';
import type { ProductModel, ProductVariantModel } from '../products/models.ts';
import { loadOwnOrder } from './access.ts';
import { ORDER_MESSAGES } from './messages.ts';
import type { OrderDetailItem, OrderItemModel } from './models.ts';

/** At most this many items per call (an order's items fit; the schema's declared bound). */
const MAX_BUY_AGAIN_ITEMS = BOUNDS.buyAgainItems.maxItems;
/** Longest sku accepted. */
const MAX_SKU_LENGTH = 64;
/** The basket service takes at most this many pieces of an article per call. */
const MAX_BASKET_QUANTITY = 99;

/** Item states of articles that reached the customer and were kept, in full or in part. */
const BUYABLE_AGAIN_STATUSES: ReadonlySet<string> = new Set([
  'dispatched',
  'inDelivery',
  'delivered',
  'partiallyReturned',
  'partiallyCancelled',
  'returnRegistered',
]);
/** Product states the shop still sells (SOLDOUT is sold out, the rest no longer sold). */
const SELLING_STATES: ReadonlySet<string> = new Set(['SELLABLE', 'WAITLISTSELLABLE', 'SUBSCRIPTION_SELLABLE']);

/** Whether buyAgain takes an item of this status (with the buyAgain flag on). */
export function canBuyAgain(ctx: GatewayContext, status: string): boolean {
  return ctx.featureFlags.buyAgain && BUYABLE_AGAIN_STATUSES.has(status);
}

type ItemResult = ResultOf<'BuyAgainItemResult'>;

/** The basket service's key for one item of the action: the same for each retry of the action. */
function itemKey(actionKey: string, sku: string): string {
  return createHash('sha256').update(`${actionKey}\n${sku}`).digest('hex');
}

function checkInput(input: BuyAgainInput): FieldError[] {
  const problems: FieldError[] = [];
  if (!isWellFormedIdentifier(input.orderId, MAX_ID_LENGTH))
    problems.push({ field: 'orderId', message: ORDER_MESSAGES.orderNotFound });
  if (input.skus.length === 0) problems.push({ field: 'skus', message: ORDER_MESSAGES.buyAgainItemsRequired });
  if (input.skus.length > MAX_BUY_AGAIN_ITEMS)
    problems.push({ field: 'skus', message: ORDER_MESSAGES.buyAgainTooManyItems(MAX_BUY_AGAIN_ITEMS) });
  if (input.skus.length === 0 || input.skus.length > MAX_BUY_AGAIN_ITEMS) return problems;
  const seen = new Set<string>();
  input.skus.forEach((sku, index) => {
    if (!isWellFormedIdentifier(sku, MAX_SKU_LENGTH) || seen.has(sku))
      problems.push({ field: `skus.${String(index)}`, message: ORDER_MESSAGES.buyAgainItemInvalid });
    seen.add(sku);
  });
  return problems;
}

function refused(
  ctx: GatewayContext,
  model: OrderItemModel,
  code: 'SOLD_OUT' | 'NO_LONGER_SOLD',
  linked: boolean,
): ItemResult {
  return {
    __typename: 'BuyAgainItemUnavailable',
    code,
    message: code === 'SOLD_OUT' ? ORDER_MESSAGES.buyAgainSoldOut : ORDER_MESSAGES.buyAgainNoLongerSold,
    item: model,
    productUrl: linked ? `${MARKET_FACTS[ctx.market].shopUrl}/p/${encodeURIComponent(model.item.baseProductNo)}` : null,
  };
}

/**
 * Whether and why the variant cannot be bought now (null: it can). A product the shop still
 * shows is linked: sold out (a reminder, another variant) or without this variant.
 */
function unavailable(
  ctx: GatewayContext,
  model: OrderItemModel,
  product: ProductModel | null,
  variant: ProductVariantModel | undefined,
): ItemResult | null {
  if (!variant) return refused(ctx, model, 'NO_LONGER_SOLD', product !== null);
  if (variant.status === 'SOLDOUT' || (SELLING_STATES.has(variant.status) && variant.availability === 'SOLD_OUT'))
    return refused(ctx, model, 'SOLD_OUT', true);
  if (!SELLING_STATES.has(variant.status)) return refused(ctx, model, 'NO_LONGER_SOLD', false);
  return null;
}

async function addOne(
  ctx: GatewayContext,
  model: OrderItemModel & { detail: OrderDetailItem },
  key: string | undefined,
): Promise<{ result: ItemResult; count: number | null }> {
  const { item } = model;
  const product = await ctx.loaders.products.product.load(productLookupKey(item.baseProductNo));
  const variant = product?.variants.find((v) => v.sku === item.sku);
  const refusal = unavailable(ctx, model, product, variant);
  if (refusal || !variant) return { result: refusal ?? refused(ctx, model, 'NO_LONGER_SOLD', false), count: null };
  const quantity = Math.min(item.quantity, MAX_BASKET_QUANTITY);
  try {
    const added = await ctx.datasources.basket.addBasketItem(
      item.sku,
      key === undefined ? undefined : itemKey(key, item.sku),
      quantity,
    );
    return {
      result: { __typename: 'BuyAgainItemAdded', item: model, quantity: added.quantity, variant },
      count: added.basketItemCount,
    };
  } catch (error) {
    // Sold out or gone between the product service's answer and the basket's.
    if (error instanceof UpstreamHttpError && error.key === 'sold_out')
      return { result: refused(ctx, model, 'SOLD_OUT', true), count: null };
    if (error instanceof UpstreamHttpError && error.key === 'item_not_found')
      return { result: refused(ctx, model, 'NO_LONGER_SOLD', false), count: null };
    if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
    ctx.log.warn(
      { event: 'buy_again_item_failed', orderId: model.orderId, sku: item.sku, code: errorCodeOf(error) },
      'the basket service did not take an item',
    );
    return {
      result: {
        __typename: 'BuyAgainItemFailed',
        code: 'BASKET_UNAVAILABLE',
        message: ORDER_MESSAGES.buyAgainBasketFailed,
        item: model,
      },
      count: null,
    };
  }
}

export async function buyAgain(ctx: GatewayContext, input: BuyAgainInput): Promise<ResultOf<'BuyAgainResult'>> {
  const customer = await requireCustomer(ctx);
  if (!ctx.featureFlags.buyAgain)
    return { __typename: 'FeatureDisabled', code: 'FEATURE_DISABLED', message: ORDER_MESSAGES.buyAgainDisabled };
  const problems = checkInput(input);
  const key = idempotencyKeyOf(input.idempotencyKey);
  if (key === false) return invalidInput([...problems, INVALID_IDEMPOTENCY_KEY]);
  if (problems.length > 0) return invalidInput(problems);

  const order = await loadOwnOrder(ctx, customer, input.orderId);
  const models: (OrderItemModel & { detail: OrderDetailItem })[] = [];
  input.skus.forEach((sku, index) => {
    const item = order.items.find((i) => i.sku === sku);
    if (!item || !canBuyAgain(ctx, item.status))
      problems.push({ field: `skus.${String(index)}`, message: ORDER_MESSAGES.buyAgainItemInvalid });
    else models.push({ orderId: order.id, item, detail: item });
  });
  if (problems.length > 0) return invalidInput(problems);

  const outcomes = await Promise.all(models.map((model) => addOne(ctx, model, key)));
  const counts = outcomes.map((o) => o.count).filter((c): c is number => c !== null);
  return {
    __typename: 'BuyAgainOutcome',
    items: outcomes.map((o) => o.result),
    basketItemCount: counts.length > 0 ? Math.max(...counts) : null,
    basketUrl: `${MARKET_FACTS[ctx.market].shopUrl}/warenkorb`,
  };
}

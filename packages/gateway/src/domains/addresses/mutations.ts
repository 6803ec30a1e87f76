/**
 * The address book's mutations (docs/product/addresses.md §4 "Addresses", §5, §8 "Address"): every one goes through
 * the guard; ids are checked before they reach a URL; a postal address passes the address check
 * before it is saved, unless the customer confirmed it after a suggestion. Expected outcomes are
 * union members; a failed save keeps nothing half done and is reported with status and category
 * by the datasource.
 */
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import { categoryOfStatus } from '../../reporting.ts';
import { errorCodeOf, ERROR_CODES, notFound } from '../../errors.ts';
import type { BillingAddressInput, DeliveryAddressInput } from '../../generated/graphql.ts';
import { checkAddressOf } from '../../kit/addressCheck.ts';
import { requireCustomer } from '../../kit/guard.ts';
import { fieldErrorsOf, type ResultOf } from '../../kit/outcomes.ts';
import type { CustomerModel } from '../../kit/viewer.ts';
import { addressBody, addressForm, formProblems, isCheckable, type AddressForm } from './input.ts';
import { ADDRESS_MESSAGES } from './messages.ts';
import { billingAddressOf, deliveryAddressListOf, deliveryAddressOf } from './models.ts';

/** Address ids are short tokens of letters, digits and dashes; anything else never reaches a URL. */
const ADDRESS_ID = /^[A-Za-z0-9-]{1,64}$/;

export function isAddressId(id: string): boolean {
  return ADDRESS_ID.test(id);
}

function ownAddressId(id: string): string {
  if (!isAddressId(id)) throw notFound(ADDRESS_MESSAGES.notFound);
  return id;
}

function httpOf(error: unknown): UpstreamHttpError | null {
  return error instanceof UpstreamHttpError ? error : null;
}

type Suggested = Extract<ResultOf<'SaveDeliveryAddressResult'>, { __typename: 'AddressSuggested' }>;
type Failed = Extract<ResultOf<'SaveDeliveryAddressResult'>, { __typename: 'AddressSaveFailed' }>;

function failed(message: string = ADDRESS_MESSAGES.saveFailed): Failed {
  return { __typename: 'AddressSaveFailed', code: 'ADDRESS_SAVE_FAILED', message };
}

/** Logs a failed write with its status and category (docs/product/addresses.md §8 "Address"), never the address itself. */
function logFailure(ctx: GatewayContext, event: string, error: unknown): void {
  const status = httpOf(error)?.status ?? null;
  ctx.log.warn(
    { event, statusCode: status, category: categoryOfStatus(status), code: errorCodeOf(error) },
    'address change failed',
  );
}

/**
 * The address check before a save: null to go on saving, else the outcome to answer (a
 * suggestion, the refused street, too many checks of the account, or a failed check).
 */
async function checkBeforeSave(
  ctx: GatewayContext,
  customer: CustomerModel,
  form: AddressForm,
  confirmed: boolean | null | undefined,
) {
  if (confirmed === true || !isCheckable(form)) return null;
  try {
    const outcome = await checkAddressOf(ctx, form, customer.customerNumber);
    if ('__typename' in outcome) return outcome;
    if (outcome.verdict !== 'SUGGESTION' || !outcome.recommended) return null;
    const suggested: Suggested = {
      __typename: 'AddressSuggested',
      code: 'ADDRESS_SUGGESTED',
      message: ADDRESS_MESSAGES.suggested,
      entered: outcome.input,
      suggested: outcome.recommended,
    };
    return suggested;
  } catch (error) {
    if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
    logFailure(ctx, 'address_check_failed', error);
    return failed(ADDRESS_MESSAGES.checkFailed);
  }
}

function deliveryBody(form: AddressForm, isPreferred: boolean | null | undefined) {
  const pickup = form.pickupKind != null;
  return {
    ...addressBody(form),
    type: pickup ? ('DHL_ADDRESS' as const) : ('POSTAL' as const),
    pickupKind: form.pickupKind ?? null,
    stationNumber: pickup ? form.stationNumber : null,
    postNumber: pickup ? form.postNumber : null,
    ...(isPreferred == null ? {} : { isDefault: isPreferred }),
  };
}

async function listAfter(ctx: GatewayContext, customer: CustomerModel) {
  try {
    return deliveryAddressListOf(customer.customerId, await ctx.datasources.address.deliveryAddresses());
  } catch {
    return null;
  }
}

/** Errors every write of a delivery address shares: field errors, the limit, not the customer's, anything else. */
function deliveryWriteError(ctx: GatewayContext, error: unknown, event: string) {
  if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
  const fields = fieldErrorsOf(error);
  if (fields) return fields;
  const http = httpOf(error);
  if (http?.key === 'address_not_found') throw notFound(ADDRESS_MESSAGES.notFound);
  if (http?.key === 'delivery_address_limit_reached') return null;
  logFailure(ctx, event, error);
  return failed();
}

async function limitReached(ctx: GatewayContext) {
  const max = await ctx.datasources.address.deliveryAddresses().then(
    (l) => l.maxDeliveryAddresses,
    () => 0,
  );
  return {
    __typename: 'DeliveryAddressLimitReached' as const,
    code: 'DELIVERY_ADDRESS_LIMIT_REACHED' as const,
    message: ADDRESS_MESSAGES.limitReached(max),
    maxDeliveryAddresses: max,
  };
}

export async function saveDeliveryAddress(
  ctx: GatewayContext,
  id: string | null,
  input: DeliveryAddressInput,
): Promise<ResultOf<'SaveDeliveryAddressResult'>> {
  const customer = await requireCustomer(ctx);
  const addressId = id === null ? null : ownAddressId(id);
  const form = addressForm(ctx.market, input.address, input);
  const problems = formProblems(ctx.market, form, 'delivery');
  if (problems) return problems;
  const checked = await checkBeforeSave(ctx, customer, form, input.confirmed);
  if (checked) return checked;
  try {
    const body = deliveryBody(form, input.isPreferred);
    const saved =
      addressId === null
        ? await ctx.datasources.address.addDeliveryAddress(body)
        : await ctx.datasources.address.createDeliveryAddress({ ...body, id: addressId });
    return {
      __typename: 'DeliveryAddressSaved',
      address: deliveryAddressOf(saved),
      list: await listAfter(ctx, customer),
    };
  } catch (error) {
    return deliveryWriteError(ctx, error, 'delivery_address_save_failed') ?? (await limitReached(ctx));
  }
}

export async function changeDeliveryAddressState(
  ctx: GatewayContext,
  id: string,
  change: 'delete' | 'restore',
): Promise<ResultOf<'DeliveryAddressChangeResult'>> {
  const customer = await requireCustomer(ctx);
  const addressId = ownAddressId(id);
  try {
    const address =
      change === 'delete'
        ? await ctx.datasources.address.deleteDeliveryAddress(addressId)
        : await ctx.datasources.address.restoreDeliveryAddress(addressId);
    return {
      __typename: 'DeliveryAddressChanged',
      address: deliveryAddressOf(address),
      list: await listAfter(ctx, customer),
    };
  } catch (error) {
    // A restore beyond the limit is the limit; any other refusal leaves the address as it was.
    if (deliveryWriteError(ctx, error, `delivery_address_${change}_failed`) === null) return limitReached(ctx);
    return failed(ADDRESS_MESSAGES.changeFailed);
  }
}

export async function setPreferredDeliveryAddress(
  ctx: GatewayContext,
  id: string,
): Promise<ResultOf<'SetPreferredDeliveryAddressResult'>> {
  const customer = await requireCustomer(ctx);
  const addressId = ownAddressId(id);
  try {
    const list = await ctx.datasources.address.setPreferredAddress(addressId);
    return { __typename: 'PreferredDeliveryAddressSet', list: deliveryAddressListOf(customer.customerId, list) };
  } catch (error) {
    deliveryWriteError(ctx, error, 'delivery_address_set_preferred_failed');
    return failed(ADDRESS_MESSAGES.changeFailed);
  }
}

export async function saveBillingAddress(
  ctx: GatewayContext,
  input: BillingAddressInput,
): Promise<ResultOf<'SaveBillingAddressResult'>> {
  const customer = await requireCustomer(ctx);
  const form = addressForm(ctx.market, input.address);
  const problems = formProblems(ctx.market, form, 'billing');
  if (problems) return problems;
  const checked = await checkBeforeSave(ctx, customer, form, input.confirmed);
  if (checked) return checked;
  try {
    const { billingAddress } = await ctx.datasources.customer.customerDetails();
    const body = addressBody(form);
    const saved = billingAddress
      ? await ctx.datasources.address.changeBillingAddress({ ...body, id: billingAddress.id })
      : await ctx.datasources.address.createBillingAddress(body);
    return {
      __typename: 'BillingAddressSaved',
      address: billingAddressOf(saved),
      created: billingAddress === null,
      customer,
    };
  } catch (error) {
    if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
    const fields = fieldErrorsOf(error);
    if (fields) return fields;
    logFailure(ctx, 'billing_address_save_failed', error);
    return failed();
  }
}

/**
 * The bound of every string, ID and list input of the GraphQL schema (and the numbers that need
 * one), by schema coordinate. The gateway enforces them before any resolver runs
 * (kit/inputBounds.ts); a test walks the schema and fails on any string or list input without a
 * bound here, or whose description does not state it.
 */
import {
  ADDRESS_LINE_BOUNDS,
  BOUNDS,
  CREATE_ACCOUNT_BOUNDS,
  VERIFY_ACCOUNT_BOUNDS,
  type InputBound,
} from './inputBounds.ts';

const ADDRESS_LINES = ADDRESS_LINE_BOUNDS;

/** `Type.field` coordinates of one input type's fields. */
function fieldsOf(type: string, fields: Record<string, InputBound>): Record<string, InputBound> {
  return Object.fromEntries(Object.entries(fields).map(([field, bound]) => [`${type}.${field}`, bound]));
}

/**
 * The bound of every string, ID and list input of the schema, by coordinate: `Type.field` for an
 * input field, `Type.field(argument)` for an argument.
 */
export const INPUT_BOUNDS: Readonly<Record<string, InputBound>> = {
  ...fieldsOf('AddressLinesInput', { ...ADDRESS_LINES, phone: BOUNDS.phone }),
  ...fieldsOf('DeliveryAddressInput', { stationNumber: BOUNDS.stationNumber, postNumber: BOUNDS.postNumber }),
  'Query.tokenStatus(token)': BOUNDS.token,
  'Query.newsletterSubscription(id)': BOUNDS.id,
  'Query.stockReminder(id)': BOUNDS.id,
  'Mutation.changeDeliveryAddress(id)': BOUNDS.id,
  'Mutation.deleteDeliveryAddress(id)': BOUNDS.id,
  'Mutation.restoreDeliveryAddress(id)': BOUNDS.id,
  'Mutation.setPreferredDeliveryAddress(id)': BOUNDS.id,
  ...fieldsOf('SupportRequestInput', {
    name: BOUNDS.supportName,
    email: BOUNDS.email,
    text: BOUNDS.supportText,
    idempotencyKey: BOUNDS.id,
  }),
  'UnfollowCreatorInput.creatorId': BOUNDS.id,
  'FollowCreatorInput.creatorId': BOUNDS.id,
  ...fieldsOf('CheckUsernameInput', { username: BOUNDS.username, recaptchaToken: BOUNDS.recaptcha }),
  ...fieldsOf('LoginInput', {
    username: BOUNDS.username,
    password: BOUNDS.password,
    recaptchaToken: BOUNDS.recaptcha,
    challengeToken: BOUNDS.recaptcha,
  }),
  ...fieldsOf('CreateAccountInput', {
    ...CREATE_ACCOUNT_BOUNDS,
    socialLoginToken: BOUNDS.token,
    recaptchaToken: BOUNDS.recaptcha,
  }),
  ...fieldsOf('CreateLightAccountInput', {
    firstName: BOUNDS.firstName,
    lastName: BOUNDS.lastName,
    email: BOUNDS.email,
    socialLoginToken: BOUNDS.token,
    recaptchaToken: BOUNDS.recaptcha,
  }),
  'TokenInput.token': BOUNDS.token,
  'ResendActivationInput.username': BOUNDS.username,
  ...fieldsOf('CheckAddressInput', {
    firstName: BOUNDS.firstName,
    lastName: BOUNDS.lastName,
    street: BOUNDS.street,
    streetNumber: BOUNDS.streetNumber,
    zipCode: BOUNDS.zipCode,
    city: BOUNDS.city,
  }),
  'StartSocialLoginInput.redirectUrl': BOUNDS.url,
  ...fieldsOf('CompleteSocialLoginInput', { code: BOUNDS.url, redirectUrl: BOUNDS.url }),
  ...fieldsOf('RequestMagicLinkInput', { username: BOUNDS.username, recaptchaToken: BOUNDS.recaptcha }),
  'VerifyMagicLinkInput.token': BOUNDS.token,
  'RequestPasswordResetInput.username': BOUNDS.username,
  ...fieldsOf('ReturnOrderItemsInput', { orderId: BOUNDS.id, items: BOUNDS.returnItems, idempotencyKey: BOUNDS.id }),
  ...fieldsOf('ReturnItemInput', { sku: BOUNDS.id, quantity: BOUNDS.returnQuantity }),
  ...fieldsOf('BuyAgainInput', { orderId: BOUNDS.id, skus: BOUNDS.buyAgainItems, idempotencyKey: BOUNDS.id }),
  ...fieldsOf('CancelOrderInput', { orderId: BOUNDS.id, idempotencyKey: BOUNDS.id }),
  'StartWithdrawalInput.orderId': BOUNDS.id,
  ...fieldsOf('PublicWithdrawalInput', {
    orderNumber: BOUNDS.orderNumber,
    email: BOUNDS.email,
    recaptchaToken: BOUNDS.recaptcha,
  }),
  ...fieldsOf('ConfirmWithdrawalInput', {
    requestId: BOUNDS.id,
    confirmationSecret: BOUNDS.token,
    idempotencyKey: BOUNDS.id,
  }),
  ...fieldsOf('ChangePasswordInput', { currentPassword: BOUNDS.password, newPassword: BOUNDS.password }),
  ...fieldsOf('SetSocialPasswordInput', { token: BOUNDS.token, password: BOUNDS.password }),
  ...fieldsOf('SetPasswordInput', { token: BOUNDS.token, password: BOUNDS.password }),
  'ValidateIbanInput.iban': BOUNDS.iban,
  ...fieldsOf('SaveBankAccountInput', { accountHolder: BOUNDS.accountHolder, iban: BOUNDS.iban }),
  'Product.variant(sku)': BOUNDS.id,
  ...fieldsOf('ChangeEmailInput', { newEmail: BOUNDS.email, password: BOUNDS.password }),
  'ConfirmEmailChangeInput.token': BOUNDS.token,
  'DeleteAccountInput.password': BOUNDS.password,
  'Customer.deliveryAddress(id)': BOUNDS.id,
  'Customer.orders(after)': BOUNDS.cursor,
  'Customer.order(id)': BOUNDS.id,
  'Customer.recommendations(sessionId)': BOUNDS.id,
  'CancelNewsletterInput.subscriptionId': BOUNDS.id,
  'UnsubscribeStockReminderInput.reminderId': BOUNDS.id,
  'ConfirmStockReminderInput.token': BOUNDS.token,
  'ConfirmMarketResearchInput.token': BOUNDS.token,
  ...fieldsOf('UnsubscribeUpsellInput', { customerId: BOUNDS.id, email: BOUNDS.email, externalOrderId: BOUNDS.id }),
  ...fieldsOf('VerifyAccountInput', VERIFY_ACCOUNT_BOUNDS),
  ...fieldsOf('MoveWishlistItemToBasketInput', { sku: BOUNDS.id, idempotencyKey: BOUNDS.id }),
  ...fieldsOf('AddWishlistItemInput', { sku: BOUNDS.id, sessionId: BOUNDS.id }),
  'DeleteWishlistItemInput.sku': BOUNDS.id,
};

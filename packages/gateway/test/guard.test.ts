/**
 * The one guard over every customer-scoped field and mutation (the schema's @customer
 * directive): with a session whose logged-in cookie names another customer (docs/product/shell.md §4), each is
 * answered as logged out and no customer-scoped upstream call is made.
 */
import {
  buildASTSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/schema.ts';
import { COMPLETE_SOCIAL_LOGIN, run, signInWithGoogle, SOCIAL_REDIRECT } from './auth.ts';
import { useStack, type Browser } from './stack.ts';

const stack = useStack({ FEATURE_FLAGS: 'socialLogin=true' });

const schema: GraphQLSchema = buildASTSchema(parse(loadTypeDefs().join('\n')));

function hasCustomerDirective(
  node: { directives?: readonly { name: { value: string } }[] } | null | undefined,
): boolean {
  return node?.directives?.some((d) => d.name.value === 'customer') ?? false;
}

const customerType = schema.getType('Customer');
if (!isObjectType(customerType)) throw new Error('no Customer type');
const customerTypeIsScoped = [customerType.astNode, ...(customerType.extensionASTNodes ?? [])].some(
  hasCustomerDirective,
);
const CUSTOMER_FIELDS = Object.values(customerType.getFields());
const SCOPED_MUTATIONS = Object.values(schema.getMutationType()?.getFields() ?? {}).filter((f) =>
  hasCustomerDirective(f.astNode),
);

const ADDRESS = {
  salutation: 'MS',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Domstraße',
  streetNumber: '1',
  zipCode: '50667',
  city: 'Köln',
};

/** Arguments of the session form of each customer-scoped mutation. */
const MUTATION_ARGS: Record<string, Record<string, unknown>> = {
  returnOrderItems: { input: { orderId: 'o-81000004', items: [{ sku: 'x', quantity: 1 }] } },
  cancelOrder: { input: { orderId: 'o-81000012', reasonCode: 'OTHER' } },
  startWithdrawal: { input: { orderId: 'o-81000010' } },
  buyAgain: { input: { orderId: 'o-81000008', skus: ['407890001'] } },
  setStayLoggedIn: { input: { stayLoggedIn: true } },
  setSocialPassword: { input: { password: 'Neues!Passwort1' } },
  addDeliveryAddress: { input: { address: ADDRESS } },
  changeDeliveryAddress: { id: 'a-1', input: { address: ADDRESS } },
  deleteDeliveryAddress: { id: 'a-1' },
  restoreDeliveryAddress: { id: 'a-1' },
  setPreferredDeliveryAddress: { id: 'a-1' },
  saveBillingAddress: { input: { address: ADDRESS } },
  validateIban: { input: { iban: 'DE89370400440532013000' } },
  saveBankAccount: { input: { accountHolder: 'Anna Schmidt', iban: 'DE89370400440532013000' } },
  deleteBankAccount: {},
  setPreferredPaymentMethod: { input: { method: 'INVOICE' } },
  changeEmail: { input: { newEmail: 'anna.neu@example.de', password: 'Passwort123!' } },
  deleteAccount: { input: { password: 'Passwort123!' } },
  changePassword: { input: { currentPassword: 'Passwort123!', newPassword: 'Neues!Passwort1' } },
  exportMyData: {},
  addWishlistItem: { input: { sku: '409012001' } },
  moveWishlistItemToBasket: { input: { sku: '401234001' } },
  deleteWishlistItem: { input: { sku: '401234001' } },
  unfollowCreator: { input: { creatorId: 'cr-anja-reiter' } },
  followCreator: { input: { creatorId: 'cr-anja-reiter' } },
  sendSupportRequest: {
    input: { topic: 'OTHER', name: 'Anna Schmidt', email: 'anna.schmidt@example.de', text: 'Hallo' },
  },
};

/** The mutations anyone may call (the ways in: no customer yet, or a token instead of a session). */
const PUBLIC_MUTATIONS = [
  'activateAccount',
  'cancelNewsletter',
  'checkAddress',
  'checkUsername',
  'completeSocialLogin',
  'confirmEmailChange',
  'confirmMarketResearch',
  'confirmStockReminder',
  'confirmWithdrawal',
  'createAccount',
  'createLightAccount',
  'login',
  'logout',
  'requestMagicLink',
  'requestPasswordReset',
  'resendActivation',
  'setPassword',
  'startSocialLogin',
  'unsubscribeStockReminder',
  'unsubscribeUpsell',
  'verifyAccount',
  'verifyMagicLink',
];

/** The mutation document of a field, its arguments as variables. */
function mutationOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return args
    ? `mutation(${variables}) { ${field.name}(${args}) { __typename } }`
    : `mutation { ${field.name} { __typename } }`;
}

/** A selection of a field: `{ __typename }` below objects, required arguments from a sample. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${JSON.stringify('o-81000004')}`);
  const call = args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name;
  return isLeafType(getNamedType(field.type)) ? call : `${call} { __typename }`;
}

/** Max logged in with Google, his logged-in cookie then naming anna. */
async function mismatchedSession(): Promise<Browser> {
  const browser = stack.browser('de');
  const { code } = await signInWithGoogle(browser, 'max.sozial@example.de');
  const login = await run(browser, COMPLETE_SOCIAL_LOGIN, {
    input: { provider: 'GOOGLE', code, redirectUrl: SOCIAL_REDIRECT },
  });
  expect(login).toMatchObject({ __typename: 'LoginSuccess' });
  browser.setCookie('mk_logged_in', '10012345');
  return browser;
}

/** The mocks' requests since `from`, other than reading the login state. */
function customerScopedCalls(from: number): string[] {
  return stack.mocksRequests
    .slice(from)
    .filter((r) => !r.startsWith('GET /customer-service/user/login-state') && !r.includes('/__admin/'));
}

describe('the logged-in-cookie mismatch rule on every customer-scoped field and mutation', () => {
  it('finds the customer-scoped fields and mutations in the schema', () => {
    expect(customerTypeIsScoped).toBe(true);
    expect(CUSTOMER_FIELDS.length).toBeGreaterThan(5);
    expect(SCOPED_MUTATIONS.map((m) => m.name).sort()).toEqual(Object.keys(MUTATION_ARGS).sort());
  });

  it('marks every mutation outside the ways in as customer-scoped', () => {
    const unmarked = Object.values(schema.getMutationType()?.getFields() ?? {}).filter(
      (f) => !hasCustomerDirective(f.astNode),
    );
    expect(unmarked.map((m) => m.name).sort()).toEqual(PUBLIC_MUTATIONS);
  });

  it.each(CUSTOMER_FIELDS.map((f) => [f.name, f] as const))(
    'answers Customer.%s as logged out',
    async (_name, field) => {
      const browser = await mismatchedSession();
      const from = stack.mocksRequests.length;
      const res = await browser.graphql(`{ viewer { state customer { ${selection(field)} } } }`);
      expect(res.errors).toBeUndefined();
      expect(res.data?.viewer).toEqual({ state: 'LOGGED_OUT', customer: null });
      expect(customerScopedCalls(from)).toEqual([]);
    },
  );

  it.each(SCOPED_MUTATIONS.map((m) => [m.name, m] as const))(
    'refuses %s as unauthenticated and calls no service',
    async (name, field) => {
      const browser = await mismatchedSession();
      const from = stack.mocksRequests.length;
      const res = await browser.graphql(mutationOf(field), MUTATION_ARGS[name]);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.data?.[name as never]).toBeUndefined();
      expect(customerScopedCalls(from)).toEqual([]);
    },
  );
});

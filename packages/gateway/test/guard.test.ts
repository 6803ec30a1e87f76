/**
 * The one guard over every customer-scoped field and mutation (the schema's @customer
 * directive): with a session whose logged-in cookie names another customer (SPEC §4), each is
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

function hasCustomerDirective(node: { directives?: readonly { name: { value: string } }[] } | null | undefined): boolean {
  return node?.directives?.some((d) => d.name.value === 'customer') ?? false;
}

const customerType = schema.getType('Customer');
if (!isObjectType(customerType)) throw new Error('no Customer type');
const customerTypeIsScoped = [customerType.astNode, ...(customerType.extensionASTNodes ?? [])].some(hasCustomerDirective);
const CUSTOMER_FIELDS = Object.values(customerType.getFields());
const SCOPED_MUTATIONS = Object.values(schema.getMutationType()?.getFields() ?? {}).filter((f) => hasCustomerDirective(f.astNode));

/** Arguments of the session form of each customer-scoped mutation. */
const MUTATION_INPUTS: Record<string, Record<string, unknown>> = {
  returnOrderItems: { orderId: 'o-81000004', items: [{ sku: 'x', quantity: 1 }] },
  cancelOrder: { orderId: 'o-81000012', reasonCode: 'OTHER' },
  startWithdrawal: { orderId: 'o-81000010' },
  setStayLoggedIn: { stayLoggedIn: true },
  setSocialPassword: { password: 'Neues!Passwort1' },
};

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
  const login = await run(browser, COMPLETE_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', code, redirectUrl: SOCIAL_REDIRECT } });
  expect(login).toMatchObject({ __typename: 'LoginSuccess' });
  browser.setCookie('mk_logged_in', '10012345');
  return browser;
}

/** The mocks' requests since `from`, other than reading the login state. */
function customerScopedCalls(from: number): string[] {
  return stack.mocksRequests.slice(from).filter((r) => !r.startsWith('GET /customer-service/user/login-state') && !r.includes('/__admin/'));
}

describe('the logged-in-cookie mismatch rule on every customer-scoped field and mutation', () => {
  it('finds the customer-scoped fields and mutations in the schema', () => {
    expect(customerTypeIsScoped).toBe(true);
    expect(CUSTOMER_FIELDS.length).toBeGreaterThan(5);
    expect(SCOPED_MUTATIONS.map((m) => m.name).sort()).toEqual(Object.keys(MUTATION_INPUTS).sort());
  });

  it.each(CUSTOMER_FIELDS.map((f) => [f.name, f] as const))('answers Customer.%s as logged out', async (_name, field) => {
    const browser = await mismatchedSession();
    const from = stack.mocksRequests.length;
    const res = await browser.graphql(`{ viewer { state customer { ${selection(field)} } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer).toEqual({ state: 'LOGGED_OUT', customer: null });
    expect(customerScopedCalls(from)).toEqual([]);
  });

  it.each(SCOPED_MUTATIONS.map((m) => [m.name] as const))('refuses %s as unauthenticated and calls no service', async (name) => {
    const browser = await mismatchedSession();
    const from = stack.mocksRequests.length;
    const res = await browser.graphql(`mutation($input: ${name[0]?.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { __typename } }`, {
      input: MUTATION_INPUTS[name],
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data?.[name as never]).toBeUndefined();
    expect(customerScopedCalls(from)).toEqual([]);
  });
});

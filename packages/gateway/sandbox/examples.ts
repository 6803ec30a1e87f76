/**
 * Example operations of the sandbox: the web's own operations of the main flows, taken from its
 * registered manifest (trusted-documents/web.json), so they stay what the app really sends.
 * Variables are those of anna, the demo customer (password Passwort123!).
 */
import manifest from '../trusted-documents/web.json';

interface Example {
  query: string;
  variables?: Record<string, unknown>;
}

const VARIABLES: Record<string, Record<string, unknown> | undefined> = {
  Login: {
    input: {
      username: 'anna.schmidt@example.de',
      password: 'Passwort123!',
      stayLoggedIn: false,
      recaptchaToken: 'dev-recaptcha-token',
    },
  },
  HomePage: undefined,
  OrdersPage: { first: 10 },
  OrderDetailsPage: { id: 'o-81000012' },
  CancelOrder: {
    input: {
      orderId: 'o-81000012',
      reasonCode: 'ORDERED_BY_MISTAKE',
      idempotencyKey: '3f1c1a9e-6b8f-4c1e-9a55-2f2f6d3f0a01',
    },
  },
  MyAddressesPage: undefined,
  // With a tracking session id (only with the customer's tracking consent) the set is anna's own.
  Recommendations: { sessionId: 'a1b2c3', maxItems: 4 },
  TopDeals: { maxItems: 4 },
};

const NOTE = `# Mein Konto GraphQL sandbox (outside production only).
# Sessions are cookies: run "Login" first (anna, Passwort123!); the gateway sets HttpOnly cookies
# for this origin, which every further request sends. A native app keeps them in its cookie store
# and stores new ones from any answer (the gateway refreshes the access token itself).
# The market comes from the x-market header (Headers tab, or /sandbox?market=at).
# Production runs only registered operations (README "For mobile teams").
`;

const NOTES: Record<string, string> = {
  Login: NOTE,
  CancelOrder: `# Careful: running this really cancels anna's order 81000012 in the mocks (the app's order
# details then show it cancelled). POST /__admin/reset on the mocks brings it back.
`,
};

export const EXAMPLES: Example[] = Object.entries(VARIABLES).flatMap(([name, variables]) => {
  const operation = manifest.operations.find((o) => o.name === name);
  if (!operation) return [];
  return [{ query: `${NOTES[name] ?? ''}${operation.body}`, ...(variables ? { variables } : {}) }];
});

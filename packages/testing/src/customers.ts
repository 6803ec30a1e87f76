/**
 * The demo customers (README "Demo customers", docs/product/README.md §2) as the mocks seed them:
 * key, e-mail, customer number, market, and the password of those who have one.
 */
export {
  DEMO_PASSWORD,
  PERSONAS as CUSTOMERS,
  type Market,
  type PersonaKey as Persona,
} from '@mein-konto/upstream-mocks/personas';

/** The reCAPTCHA token the gateway accepts outside production. */
export const RECAPTCHA_TOKEN = 'dev-recaptcha-token';

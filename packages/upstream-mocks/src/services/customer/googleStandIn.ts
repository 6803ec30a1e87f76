/**
 * The stand-in for Google's sign-in: a page under /__admin where the browser chooses one of
 * the offered accounts and is sent back to the redirect URI with a single-use authorisation
 * code, which the customer service's social login redeems (10 minutes, same redirect URI).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ADMIN_PREFIX } from '../../kernel/admin.ts';
import { UpstreamError, parseInput } from '../../kernel/errors.ts';
import { TransientState } from '../../kernel/kernel.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { PERSONAS } from '../../kernel/personas.ts';
import { googleSignInPage } from './googlePage.ts';
import type { GoogleAccount } from './model.ts';

/** Google accounts offered by the sign-in stand-in page. */
export const GOOGLE_ACCOUNTS: readonly GoogleAccount[] = [
  { email: PERSONAS.max.email, firstName: 'Max', lastName: 'Sozial', salutation: 'MR' },
  { email: 'lisa.neumann@gmail.example', firstName: 'Lisa', lastName: 'Neumann', salutation: 'MS' },
];

const CODE_LIFETIME_MS = 10 * 60 * 1000;

interface GoogleCodeRecord {
  code: string;
  account: GoogleAccount;
  redirectUri: string;
  issuedAt: Date;
  redeemed: boolean;
}

/** The issued authorisation codes, by code. */
export class GoogleCodes extends TransientState<GoogleCodeRecord> {
  issue(account: GoogleAccount, redirectUri: string): string {
    const code = randomBytes(24).toString('base64url');
    this.records.set(code, { code, account, redirectUri, issuedAt: this.now(), redeemed: false });
    return code;
  }

  /** Redeem an authorisation code once; it must be used with the redirect URI it was issued for. */
  redeem(code: string, redirectUri: string): GoogleAccount | undefined {
    const record = this.records.get(code);
    if (!record || record.redeemed || record.redirectUri !== redirectUri) return undefined;
    if (this.now().getTime() - record.issuedAt.getTime() > CODE_LIFETIME_MS) return undefined;
    record.redeemed = true;
    return record.account;
  }
}

const authorizeQuery = z.object({
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().default(''),
});

const chooseAccount = authorizeQuery.extend({ account: z.string().min(1) });

/** GET/POST /__admin/google/authorize: the page, and the choice that redirects back with a code. */
export const googleAdmin: FastifyPluginAsync<SliceOptions> = async (app, { kernel }) => {
  const codes = kernel.state(GoogleCodes);

  app.get('/google/authorize', async (request, reply) => {
    const { redirect_uri, state } = parseInput(authorizeQuery, request.query, 'query');
    return reply
      .type('text/html; charset=utf-8')
      .send(googleSignInPage(GOOGLE_ACCOUNTS, redirect_uri, state, `${ADMIN_PREFIX}/google/authorize`));
  });

  app.post('/google/authorize', async (request, reply) => {
    const { redirect_uri, state, account } = parseInput(chooseAccount, request.body ?? {}, 'body');
    const chosen = GOOGLE_ACCOUNTS.find((a) => a.email === account);
    if (!chosen) throw new UpstreamError(400, 'bad_request', { detail: `unknown Google account ${account}` });
    const target = new URL(redirect_uri);
    target.searchParams.set('code', codes.issue(chosen, redirect_uri));
    if (state !== '') target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });
};

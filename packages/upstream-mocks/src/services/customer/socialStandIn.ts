/**
 * The stand-ins for the social sign-in pages (Google, Facebook, Apple) outside production: a page
 * under /__admin/<provider>/authorize where the browser chooses one of the offered accounts and
 * is sent back to the redirect URI with a single-use authorisation code, which the customer
 * service's social login redeems for the same provider (10 minutes, same redirect URI).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ADMIN_PREFIX } from '../../kernel/admin.ts';
import { UpstreamError, parseInput } from '../../kernel/errors.ts';
import { TransientState } from '../../kernel/kernel.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { PERSONAS } from '../../kernel/personas.ts';
import { socialSignInPage } from './socialSignInPage.ts';
import type { SocialAccount, SocialLoginProvider } from './model.ts';

/** Accounts every stand-in offers: max (a customer) and lisa (not yet a customer). */
const SOCIAL_ACCOUNTS: readonly SocialAccount[] = [
  { email: PERSONAS.max.email, firstName: 'Max', lastName: 'Sozial', salutation: 'MR' },
  { email: 'lisa.neumann@gmail.example', firstName: 'Lisa', lastName: 'Neumann', salutation: 'MS' },
];

/** The stand-ins by their path segment under /__admin. */
const STAND_INS: readonly { path: string; provider: SocialLoginProvider; name: string }[] = [
  { path: 'google', provider: 'GOOGLE', name: 'Google' },
  { path: 'facebook', provider: 'FACEBOOK', name: 'Facebook' },
  { path: 'apple', provider: 'APPLE', name: 'Apple' },
];

const CODE_LIFETIME_MS = 10 * 60 * 1000;

interface SocialCodeRecord {
  code: string;
  provider: SocialLoginProvider;
  account: SocialAccount;
  redirectUri: string;
  issuedAt: Date;
  redeemed: boolean;
}

/** The issued authorisation codes, by code. */
export class SocialCodes extends TransientState<SocialCodeRecord> {
  issue(provider: SocialLoginProvider, account: SocialAccount, redirectUri: string): string {
    const code = randomBytes(24).toString('base64url');
    this.records.set(code, { code, provider, account, redirectUri, issuedAt: this.now(), redeemed: false });
    return code;
  }

  /** Redeem an authorisation code once, for the provider and the redirect URI it was issued for. */
  redeem(provider: SocialLoginProvider, code: string, redirectUri: string): SocialAccount | undefined {
    const record = this.records.get(code);
    if (!record || record.redeemed || record.provider !== provider || record.redirectUri !== redirectUri)
      return undefined;
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

/** GET/POST /__admin/<provider>/authorize: the page, and the choice that redirects back with a code. */
export const socialStandInAdmin: FastifyPluginAsync<SliceOptions> = async (app, { kernel }) => {
  const codes = kernel.state(SocialCodes);

  for (const standIn of STAND_INS) {
    app.get(`/${standIn.path}/authorize`, async (request, reply) => {
      const { redirect_uri, state } = parseInput(authorizeQuery, request.query, 'query');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          socialSignInPage(
            standIn.name,
            SOCIAL_ACCOUNTS,
            redirect_uri,
            state,
            `${ADMIN_PREFIX}/${standIn.path}/authorize`,
          ),
        );
    });

    app.post(`/${standIn.path}/authorize`, async (request, reply) => {
      const { redirect_uri, state, account } = parseInput(chooseAccount, request.body ?? {}, 'body');
      const chosen = SOCIAL_ACCOUNTS.find((a) => a.email === account);
      if (!chosen)
        throw new UpstreamError(400, 'bad_request', { detail: `unknown ${standIn.name} account ${account}` });
      const target = new URL(redirect_uri);
      target.searchParams.set('code', codes.issue(standIn.provider, chosen, redirect_uri));
      if (state !== '') target.searchParams.set('state', state);
      return reply.redirect(target.toString(), 302);
    });
  }
};

import { describe, expect, it } from 'vitest';
import { useMocks } from '../../../test/harness.ts';
import { SocialCodes } from './socialStandIn.ts';

const mocks = useMocks();

describe('Google sign-in stand-in', () => {
  it('offers max as a Google account on a German page', async () => {
    const res = await mocks.call(
      'GET',
      '/__admin/google/authorize?redirect_uri=http%3A%2F%2Flocalhost%3A4000%2Fdpl%2Fav%2Flogin%2Fsocial&state=s1',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('lang="de"');
    expect(res.text).toContain('max.sozial@example.de');
    expect(res.text).toContain('Konto auswählen');
  });

  it('redirects back with a code and the state, and the code can be redeemed once', async () => {
    const redirectUri = 'http://localhost:4000/dpl/av/login/social';
    const res = await fetch(`${mocks.baseUrl}/__admin/google/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect_uri: redirectUri,
        state: 's1',
        account: 'max.sozial@example.de',
      }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const codes = mocks.kernel.state(SocialCodes);
    expect(codes.redeem('GOOGLE', code, redirectUri)?.email).toBe('max.sozial@example.de');
    expect(codes.redeem('GOOGLE', code, redirectUri)).toBeUndefined();
  });

  it('stands in for Facebook and Apple the same way; their codes count only for their provider', async () => {
    const redirectUri = 'http://localhost:4000/dpl/av/login/social';
    for (const [path, name, provider] of [
      ['facebook', 'Facebook', 'FACEBOOK'],
      ['apple', 'Apple', 'APPLE'],
    ] as const) {
      const page = await mocks.call(
        'GET',
        `/__admin/${path}/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=s2`,
      );
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<title>Anmelden mit ${name} (Testumgebung)</title>`);
      const res = await mocks.call('POST', `/__admin/${path}/authorize`, {
        body: { redirect_uri: redirectUri, state: 's2', account: 'lisa.neumann@gmail.example' },
      });
      expect(res.status).toBe(302);
      const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const codes = mocks.kernel.state(SocialCodes);
      expect(codes.redeem('GOOGLE', code, redirectUri)).toBeUndefined();
      expect(codes.redeem(provider, code, redirectUri)?.email).toBe('lisa.neumann@gmail.example');
    }
  });

  it('refuses a redirect URI that is not http(s)', async () => {
    const res = await mocks.call('GET', '/__admin/google/authorize?redirect_uri=javascript%3Aalert(1)&state=x');
    expect(res.status).toBe(400);
  });
});

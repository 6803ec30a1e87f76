import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { ERR } from '../../../test/customerService.ts';

const mocks = useMocks();
const BASE = '/social-live-commerce-service/users/followed_streamers';

async function loggedIn(username: string, locale = 'de-de'): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return jar;
}

describe('followed creators', () => {
  it('lists anna’s two creators, unfollows one and follows it again (undo)', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    const list = async () =>
      (
        (
          await mocks.call(
            'GET',
            `${BASE}?customer_id=00000000-0000-4000-8000-000010012345&source-apps=WEB_SHOP,SHOP_APP`,
            { jar },
          )
        ).body as { streamers: { id: string; image_url: string; followed_at: string }[] }
      ).streamers;
    const before = await list();
    expect(before.map((s) => s.id)).toEqual(['cr-anja-reiter', 'cr-tom-berger']);
    expect((await mocks.call('GET', new URL(before[0]?.image_url ?? '').pathname)).status).toBe(200);
    expect(
      (await mocks.call('DELETE', `${BASE}/cr-anja-reiter?customer_id=00000000-0000-4000-8000-000010012345`, { jar }))
        .status,
    ).toBe(204);
    expect((await list()).map((s) => s.id)).toEqual(['cr-tom-berger']);
    expect(
      (await mocks.call('PUT', `${BASE}/cr-anja-reiter?customer_id=00000000-0000-4000-8000-000010012345`, { jar }))
        .body,
    ).toMatchObject({ id: 'cr-anja-reiter', name: 'Anja Reiter' });
    // followed again: the first date and so the first place (newest first) come back
    expect(await list()).toEqual(before);
  });

  it('refuses another customer’s id (403) and an unknown creator (404)', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    expect(
      (
        await mocks.call(
          'GET',
          `${BASE}?customer_id=00000000-0000-4000-8000-000020023456&source-apps=WEB_SHOP,SHOP_APP`,
          { jar },
        )
      ).status,
    ).toBe(403);
    const unknown = await mocks.call('PUT', `${BASE}/cr-niemand?customer_id=00000000-0000-4000-8000-000010012345`, {
      jar,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ key: ERR('streamer_not_found') });
  });
});

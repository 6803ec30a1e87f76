import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE, SPA, ERR, RECAPTCHA, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailbox, mailsTo, linkFor } = customerTesting(mocks);

function verify(body: Record<string, unknown>) {
  return post('/customers/verify', { email: 'tv.kunde@example.de', ...body });
}

describe('account verification', () => {
  it('verifies tv by order number and e-mails a set-password link that gives him online access', async () => {
    const res = await verify({ method: 'ORDER_NUMBER', order_number: '99887766' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'VERIFIED' });
    const mails = await mailsTo('tv.kunde@example.de');
    expect(mails[0]?.subject).toBe('Vergeben Sie Ihr Passwort für Mein Konto');
    const link = await linkFor('tv.kunde@example.de');
    expect(link.pathname).toBe('/dpl/av/set-password');
    expect(
      (await post('/user/set-password', { token: link.searchParams.get('token'), password: 'Fernseh-1950' })).status,
    ).toBe(204);

    const check = await mocks.call('GET', `${BASE}/user/username-check?username=70078901`, { headers: RECAPTCHA });
    expect(check.status).toBe(200);
    expect((await mocks.login('tv.kunde@example.de', { password: 'Fernseh-1950', jar: new CookieJar() })).status).toBe(
      200,
    );
  });

  it('verifies tv by his customer number, also typed with leading zeros', async () => {
    expect((await verify({ method: 'CUSTOMER_NUMBER', customer_number: '0070078901' })).body).toEqual({
      status: 'VERIFIED',
    });
    expect((await verify({ method: 'CUSTOMER_NUMBER', customer_number: '700 789 01' })).body).toEqual({
      status: 'VERIFIED',
    });
  });

  it('verifies tv by address and birth date', async () => {
    const res = await verify({
      method: 'ADDRESS',
      street: 'Lindenallee',
      street_number: '7',
      zip_code: '30159',
      city: 'Hannover',
      date_of_birth: '1950-01-31',
    });
    expect(res.body).toEqual({ status: 'VERIFIED' });
  });

  it('does not verify wrong proofs, customers with credentials or unknown e-mails, and sends nothing', async () => {
    const cases: Record<string, unknown>[] = [
      { method: 'ORDER_NUMBER', order_number: '81000012' },
      { method: 'CUSTOMER_NUMBER', customer_number: '10012345' },
      { method: 'ADDRESS', street: 'Lindenallee', street_number: '7', zip_code: '30159', date_of_birth: '1950-01-30' },
      { method: 'ADDRESS', street: 'Lindenallee', street_number: '8', zip_code: '30159', date_of_birth: '1950-01-31' },
      { email: 'anna.schmidt@example.de', method: 'CUSTOMER_NUMBER', customer_number: '10012345' },
      { email: 'niemand@example.de', method: 'ORDER_NUMBER', order_number: '99887766' },
    ];
    for (const body of cases) {
      const res = await verify(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body, JSON.stringify(body)).toEqual({ status: 'NOT_VERIFIED' });
    }
    expect(await mailbox()).toEqual([]);
  });

  it('asks for the proof of the chosen method', async () => {
    const res = await verify({ method: 'ADDRESS', street: 'Lindenallee' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      key: ERR('bad_request'),
      field_errors: [{ field: 'street_number' }, { field: 'zip_code' }, { field: 'date_of_birth' }],
    });
  });
});

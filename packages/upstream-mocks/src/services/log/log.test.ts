import { describe, expect, it } from 'vitest';
import { useMocks } from '../../../test/harness.ts';

const mocks = useMocks({}, { reset: false });

const entry = {
  project_id: 'account-view',
  level: 'warning',
  message: 'customer service answered 503',
  category: 'server',
  status_code: 503,
  correlation_id: 'corr-1',
  service: 'customer',
  route: '/user/login-state',
  timestamp: '2026-01-01T10:00:00.000Z',
};

describe('log service', () => {
  it('accepts an entry with 202 and shows it in the admin logs', async () => {
    const res = await mocks.call('POST', '/log-service/logs', { body: entry });
    expect(res.status).toBe(202);
    const logs = await mocks.call('GET', '/__admin/logs');
    expect(logs.body).toEqual({ entries: [entry] });
    expect((await mocks.call('DELETE', '/__admin/logs')).status).toBe(204);
    expect((await mocks.call('GET', '/__admin/logs')).body).toEqual({ entries: [] });
  });

  it('refuses an entry of another project', async () => {
    const res = await mocks.call('POST', '/log-service/logs', { body: { ...entry, project_id: 'shop' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field_errors: [expect.objectContaining({ field: 'project_id' })] });
  });
});

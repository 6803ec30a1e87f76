import { describe, expect, it } from 'vitest';
import {
  UpstreamContractError,
  UpstreamHttpError,
  UpstreamNetworkError,
  UpstreamTimeoutError,
} from './datasources/upstreamErrors.ts';
import { categoryOfStatus, classify } from './reporting.ts';

const call = { service: 'customer', route: 'loginState', method: 'GET', path: '/customer-service/user/login-state' };

describe('error classification (docs/product/upstream-services.md §8 Reporting)', () => {
  it('puts 4xx on the client side and 5xx on the server side', () => {
    expect(categoryOfStatus(404)).toBe('client');
    expect(categoryOfStatus(500)).toBe('server');
    expect(categoryOfStatus(599)).toBe('server');
    expect(categoryOfStatus(null)).toBeNull();
  });

  it('warns for network errors, timeouts and 401 to 499, errors otherwise', () => {
    expect(classify(new UpstreamTimeoutError(call, 100))).toEqual({ statusCode: null, category: null, level: 'warn' });
    expect(classify(new UpstreamNetworkError(call, 'ECONNRESET'))).toEqual({
      statusCode: null,
      category: null,
      level: 'warn',
    });
    expect(classify(new UpstreamHttpError(call, 401, null)).level).toBe('warn');
    expect(classify(new UpstreamHttpError(call, 499, null)).level).toBe('warn');
    expect(classify(new UpstreamHttpError(call, 400, null))).toEqual({
      statusCode: 400,
      category: 'client',
      level: 'error',
    });
    expect(classify(new UpstreamHttpError(call, 503, null))).toEqual({
      statusCode: 503,
      category: 'server',
      level: 'error',
    });
    expect(classify(new UpstreamContractError(call, 200, 'x: required')).level).toBe('error');
  });
});

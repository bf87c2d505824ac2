import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { dailyLimitFromError, toLimitInfo } from './limit-info.ts';

describe('toLimitInfo', () => {
  it('reads daily and nextResetTime', () => {
    expect(toLimitInfo({ daily: 5, nextResetTime: '3 hours 2 minutes' })).toEqual({ limit: 5, nextResetTime: '3 hours 2 minutes' });
  });
  it("falls back to 3 and '24 hours' for anything unparseable", () => {
    expect(toLimitInfo(undefined)).toEqual({ limit: 3, nextResetTime: '24 hours' });
    expect(toLimitInfo({ daily: 'x', nextResetTime: '' })).toEqual({ limit: 3, nextResetTime: '24 hours' });
    expect(toLimitInfo({ daily: -1, nextResetTime: 7 })).toEqual({ limit: 3, nextResetTime: '24 hours' });
  });
});

describe('dailyLimitFromError', () => {
  it('recognises a 403 with a limit object', () => {
    const err = new ApiError(403, 'Forbidden', JSON.stringify({ message: 'Daily limit reached', limit: { daily: 3, nextResetTime: '5 hours' } }));
    expect(dailyLimitFromError(err)).toEqual({ limit: 3, nextResetTime: '5 hours' });
  });
  it("recognises the message 'Daily limit reached' alone, with the defaults", () => {
    expect(dailyLimitFromError(new ApiError(403, 'Forbidden', '{"message":"Daily limit reached"}'))).toEqual({ limit: 3, nextResetTime: '24 hours' });
    expect(dailyLimitFromError(new ApiError(429, 'Too Many', 'Daily limit reached'))).toEqual({ limit: 3, nextResetTime: '24 hours' });
  });
  it('ignores other failures', () => {
    expect(dailyLimitFromError(new ApiError(403, 'Forbidden', '{"message":"Advanced customization is a Premium feature."}'))).toBeNull();
    expect(dailyLimitFromError(new ApiError(500, 'Error', ''))).toBeNull();
    expect(dailyLimitFromError(new Error('x'))).toBeNull();
  });
});

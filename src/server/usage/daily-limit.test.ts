import { describe, expect, it } from 'vitest';
import { formatTimeUntilReset, utcDay } from './daily-limit.ts';

describe('formatTimeUntilReset', () => {
  it('counts hours and minutes to the next UTC midnight', () => {
    expect(formatTimeUntilReset(new Date('2025-03-01T18:48:00Z'))).toBe('5 hours 12 minutes');
    expect(formatTimeUntilReset(new Date('2025-03-01T00:00:00Z'))).toBe('24 hours');
    expect(formatTimeUntilReset(new Date('2025-03-01T23:00:00Z'))).toBe('1 hour');
    expect(formatTimeUntilReset(new Date('2025-03-01T22:59:00Z'))).toBe('1 hour 1 minute');
    expect(formatTimeUntilReset(new Date('2025-03-01T23:58:30Z'))).toBe('2 minutes');
    expect(formatTimeUntilReset(new Date('2025-03-01T23:59:59Z'))).toBe('1 minute');
  });
  it('uses the UTC day', () => {
    expect(utcDay(new Date('2025-03-01T23:59:59-05:00'))).toBe('2025-03-02');
  });
});

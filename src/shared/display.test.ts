import { describe, expect, it } from 'vitest';
import { formatIsoDay, formatLongDate, truncate } from './display.ts';

describe('display helpers', () => {
  it('formats long US dates and ISO days in UTC', () => {
    expect(formatLongDate('2026-11-22T23:30:00Z')).toBe('November 22, 2026');
    expect(formatIsoDay('2026-03-05T01:00:00Z')).toBe('2026-03-05');
    expect(formatLongDate('nonsense')).toBe('');
  });
  it('truncates with an ellipsis only when longer than the limit', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('abc...');
    expect(truncate('a\n\n b', 10)).toBe('a b');
    expect(truncate('Hello there. More', 12)).toBe('Hello there...');
  });
});

import { describe, expect, it } from 'vitest';
import { builtinFirst, normaliseDateLines } from './blind-packets.ts';

describe('blind reader packets', () => {
  it('gives both letters the same date line, whatever format each used', () => {
    expect(normaliseDateLines('March 3, 2025\n\nDear Hiring Manager,')).toBe('November 24, 2026\n\nDear Hiring Manager,');
    expect(normaliseDateLines('Nov. 24 2026\nDear Team')).toBe('November 24, 2026\nDear Team');
    // A date inside a sentence is not a date line.
    expect(normaliseDateLines('I started on March 3, 2025 at the firm.')).toBe('I started on March 3, 2025 at the firm.');
  });

  it('decides the order per pair by a seeded coin, stable for a seed and mixed across pairs', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `pair-${i}`);
    const first = ids.map((id) => builtinFirst(1, id));
    expect(ids.map((id) => builtinFirst(1, id))).toEqual(first);
    const heads = first.filter(Boolean).length;
    expect(heads).toBeGreaterThan(8);
    expect(heads).toBeLessThan(32);
    expect(ids.map((id) => builtinFirst(2, id))).not.toEqual(first);
  });
});

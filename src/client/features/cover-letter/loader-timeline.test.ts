import { describe, expect, it } from 'vitest';
import { LOADER_STAGES, LOADER_TIPS, progressAfterTicks, stageIndexAt } from './loader-timeline.ts';

describe('loader timeline', () => {
  it('adds 2% per tick and caps at 99', () => {
    expect(progressAfterTicks(0)).toBe(0);
    expect(progressAfterTicks(1)).toBe(2);
    expect(progressAfterTicks(49)).toBe(98);
    expect(progressAfterTicks(50)).toBe(99);
    expect(progressAfterTicks(500)).toBe(99);
  });
  it('has five stages at 0, 25, 45, 65, 85', () => {
    expect(LOADER_STAGES.map((s) => s.from)).toEqual([0, 25, 45, 65, 85]);
    expect(stageIndexAt(0)).toBe(0);
    expect(stageIndexAt(24)).toBe(0);
    expect(stageIndexAt(25)).toBe(1);
    expect(stageIndexAt(44)).toBe(1);
    expect(stageIndexAt(45)).toBe(2);
    expect(stageIndexAt(65)).toBe(3);
    expect(stageIndexAt(84)).toBe(3);
    expect(stageIndexAt(85)).toBe(4);
    expect(stageIndexAt(100)).toBe(4);
  });
  it('has nine tips, one suggesting 250-400 words', () => {
    expect(LOADER_TIPS).toHaveLength(9);
    expect(LOADER_TIPS.some((t) => t.includes('250-400 words'))).toBe(true);
  });
});

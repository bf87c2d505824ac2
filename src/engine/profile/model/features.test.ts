// Features the model weighs: a spaced slash joins two readings of one field ('Cashier / Stocker'), a pipe parts
// two fields ('Cashier | Greenleaf Grocers'); both are cut as 'pipe', so the slash needs its own feature.
import { describe, expect, it } from 'vitest';
import type { Line } from '../resume-lines.ts';
import { sectionFeatures } from './features.ts';
import { segmentLines } from './segments.ts';

const plainLines = (texts: string[]): Line[] => texts.map((text, i) => ({ text, bold: false, fontSize: 10, x: 50, y: 700 - 14 * i, column: 0, bullet: false, page: 1 }));
const LAYOUT = { bodySize: 10, rightEdges: new Map<string, number>(), docx: false };

function featuresOf(texts: string[]) {
  const lines = plainLines(texts);
  const segs = segmentLines(lines);
  const fs = sectionFeatures(segs, lines, 'experience', LAYOUT);
  return segs.map((s, i) => ({ text: s.text, fs: fs[i] }));
}

describe('the slash between two readings of one field', () => {
  it('marks the segment after a spaced slash, and the one before it', () => {
    const [first, second, third] = featuresOf(['Security Officer / Patrol Driver | Ironwood Builders']);
    expect(second.text).toBe('Patrol Driver');
    expect(second.fs).toContain('sep:slash');
    expect(first.fs).toContain('n:sep-slash');
    expect(third.text).toBe('Ironwood Builders');
    expect(third.fs).not.toContain('sep:slash');
    expect(second.fs).not.toContain('n:sep-slash');
  });
  it('leaves a pipe alone', () => {
    const [first, second] = featuresOf(['Cashier | Greenleaf Grocers']);
    expect(second.fs).not.toContain('sep:slash');
    expect(first.fs).not.toContain('n:sep-slash');
  });
});

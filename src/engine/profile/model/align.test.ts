// Training labels from the corpus labels: what the aligner calls the pieces of a header line that the labels do
// not name. A remark beside a title ('— part-time, weekends') is 'other', however long the line, not description:
// read as description, it taught the model to read the segment after a title as a bullet.
import { describe, expect, it } from 'vitest';
import type { Line } from '../resume-lines.ts';
import { segmentLines } from './segments.ts';
import { alignSection, type TrainingLabels } from './train.ts';

const plainLines = (texts: string[]): Line[] => texts.map((text, i) => ({ text, bold: false, fontSize: 10, x: 50, y: 700 - 14 * i, column: 0, bullet: text.startsWith('•'), page: 1 }));
const LABELS: TrainingLabels = { titles: ['Sales Associate'], employers: ['Greenleaf Grocers'], degrees: [], schools: [], educationLabelled: true };

describe('aligning a header line that carries more than its fields', () => {
  it('reads the remark beside a title as other, and a description line still as bullet', () => {
    const segs = segmentLines(plainLines([
      'Sales Associate — part-time, weekends and school holidays (promoted 2019)\tJan 2018 – Present',
      'Greenleaf Grocers',
      '• Opened and closed the store, counting tills and preparing bank deposits',
    ]));
    const labelled = Object.fromEntries(segs.map((s, i) => [s.text, alignSection(segs, 'experience', LABELS)[i]]));
    expect(labelled['Sales Associate']).toBe('title');
    expect(labelled['part-time']).toBe('other');
    expect(labelled['weekends and school holidays']).toBe('other');
    expect(labelled['Greenleaf Grocers']).toBe('employer');
    expect(Object.entries(labelled).find(([t]) => t.startsWith('Opened'))?.[1]).toBe('bullet');
  });
});

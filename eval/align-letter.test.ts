import { describe, expect, it } from 'vitest';
import { alignedLines } from './align-letter.ts';

describe('alignedLines', () => {
  it('finds the resume lines a letter tells, by shared words or a shared figure, and not the others', () => {
    const lines = ['Processed 260+ records a day with 92% accuracy', 'Onboarded 50+ new hires a quarter and ran benefits enrollment', 'Answered a busy multi-line phone system and greeted 58+ visitors a day'];
    const letter = 'I am currently a Data Entry Clerk at Unilever, where I process 260+ records a day with 92% accuracy. Earlier, I answered a busy multi-line phone system for a staffing office.';
    expect([...alignedLines(letter, lines)].sort()).toEqual([0, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { FEATURES, lineFeatures, selectorScore, trainSelector, type LineFacts } from './select-evidence.ts';

const facts = (text: string, more: Partial<LineFacts> = {}): LineFacts => ({ text, rank: 5, mustHave: false, terms: 0, postingWords: 0, titleWords: 0, postingTextWords: 0, entryIndex: 0, lineIndex: 0, current: true, roleTitleMatch: false, otherPosition: false, ...more });

describe('evidence selector features', () => {
  it('reads a figure, a result, a strong or weak opening and the line length, one value per feature', () => {
    const x = lineFeatures(facts('Reduced shrink by 23% through cycle counts'));
    const at = (name: (typeof FEATURES)[number]) => x[FEATURES.indexOf(name)];
    expect(x).toHaveLength(FEATURES.length);
    expect([at('figure'), at('result'), at('strongVerb'), at('weakStart')]).toEqual([1, 1, 1, 0]);
    const y = lineFeatures(facts('Responsible for filing in 2019'));
    expect([y[FEATURES.indexOf('figure')], y[FEATURES.indexOf('weakStart')], y[FEATURES.indexOf('short')]]).toEqual([0, 1, 1]);
  });
});

describe('trainSelector', () => {
  // Postings whose told line is the one with a figure: the ranker learns to put such a line first.
  const groups = Array.from({ length: 6 }, (_, g) => [
    { x: lineFeatures(facts(`Processed ${200 + g} records a day`, { rank: 4 })), y: 1 as const },
    { x: lineFeatures(facts('Handled filing for the office team', { rank: 5 })), y: 0 as const },
    { x: lineFeatures(facts('Answered phones at the front desk', { rank: 4.5 })), y: 0 as const },
  ]);

  it('is deterministic: the same examples give the same weights', () => {
    expect(trainSelector(groups, { iterations: 200 })).toEqual(trainSelector(groups, { iterations: 200 }));
  });

  it('ranks a posting\'s told line above the others it was trained against', () => {
    const model = trainSelector(groups, { iterations: 400 });
    for (const g of groups) {
      const told = selectorScore(g[0]!.x, model);
      expect(told).toBeGreaterThan(selectorScore(g[1]!.x, model));
      expect(told).toBeGreaterThan(selectorScore(g[2]!.x, model));
    }
  });
});

// Floors on the resume figures the harness prints (npm run eval -- resumes). The outside corpus is measured
// with the project's own; where ../shared/corpus is absent, that part is skipped and says why.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasSharedCorpus, SHARED_MISSING_MESSAGE, type Figure } from './corpus-paths.ts';
import { evaluate, figureOf, fold, matchesLoosely, phoneDigits, type Field, type ResumeFigures } from './eval-resumes.ts';

const share = (f: Figure) => (f.total ? f.hit / f.total : 1);

/** Floors on both corpora together: the accuracy goals (100% for the contact fields, 95% for the rest) where
 * the parser reaches them, else what it reaches now. */
const BOTH_FLOORS: Array<[Field, number]> = [
  ['name', 1],
  ['email', 1],
  ['phone', 1],
  ['experience entries (core)', 0.95],
  ['education (degree+school)', 0.95],
  ['skills recall', 0.95],
  ['dates (start+end year)', 0.95],
  ['other positions (non-core)', 0.75],
  ['certifications', 0.95],
];

describe('the scoring rule of the outside corpus README', () => {
  it('folds case, punctuation and whitespace, and accepts containment at 60% of the length', () => {
    expect(fold('  FACEBOOK | ')).toBe('facebook');
    expect(matchesLoosely('Software Engineer', 'SOFTWARE ENGINEER')).toBe(true);
    expect(matchesLoosely('Cornell University', 'Cornell University, Ithaca')).toBe(true);
    expect(matchesLoosely('Google', 'Google Cloud Platform Engineering Team')).toBe(false);
    expect(matchesLoosely('Intern', '')).toBe(false);
    expect(phoneDigits('+1 (415) 555-0132')).toBe(phoneDigits('415.555.0132'));
  });
});

describe('resume accuracy', () => {
  let figures: ResumeFigures;
  beforeAll(async () => {
    figures = (await evaluate()).byCorpus;
  }, 120_000);

  it('reads the project’s own corpus completely', () => {
    for (const field of ['name', 'email', 'phone', 'experience entries (core)', 'education (degree+school)', 'certifications', 'skills recall'] as const) {
      expect(share(figureOf(figures.own, field)), field).toBe(1);
    }
  });

  if (!hasSharedCorpus()) {
    it.skip(`both corpora together: ${SHARED_MISSING_MESSAGE}`, () => undefined);
    return;
  }
  it.each(BOTH_FLOORS)('both corpora together: %s ≥ floor %d', (field, floor) => {
    expect(figures.shared, SHARED_MISSING_MESSAGE).toBeDefined();
    const f = figureOf(figures.both, field);
    expect(f.total).toBeGreaterThan(0);
    expect(share(f)).toBeGreaterThanOrEqual(floor);
  });
});

// Floors of the guard on its own test set (eval/guard-set): honest model letters kept whole, letters with one invented
// employer, degree, certification, tool or figure never reaching the user. Both halves; the outside corpus is needed
// for the resumes and postings the letters were written for.
import { describe, expect, it } from 'vitest';
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { loadGuardSet, measureGuard } from './eval-guard.ts';
import { measureFresh3 } from './eval-guard-fresh3.ts';
import { measureFresh4 } from './eval-guard-fresh4.ts';
import { measureFresh5 } from './eval-guard-fresh5.ts';
import { measureFresh6 } from './eval-guard-fresh6.ts';
import { measureFresh7 } from './eval-guard-fresh7.ts';
import { measureFresh8 } from './eval-guard-fresh8.ts';
import { measureFresh9 } from './eval-guard-fresh9.ts';
import { measureFresh11 } from './eval-guard-fresh11.ts';
import { measureFresh12 } from './eval-guard-fresh12.ts';
import { measureFresh13 } from './eval-guard-fresh13.ts';
import { measureFresh14 } from './eval-guard-fresh14.ts';
import { measureFresh15 } from './eval-guard-fresh15.ts';
import { measureFresh16 } from './eval-guard-fresh16.ts';
import { measureFresh17 } from './eval-guard-fresh17.ts';
import { measureFresh18 } from './eval-guard-fresh18.ts';
import { buildFresh4 } from './guard-fresh4.ts';
import { buildFresh5 } from './guard-fresh5.ts';
import { buildFresh6 } from './guard-fresh6.ts';
import { buildFresh7 } from './guard-fresh7.ts';
import { buildFresh8 } from './guard-fresh8.ts';
import { buildFresh9 } from './guard-fresh9.ts';
import { buildFresh11 } from './guard-fresh11.ts';
import { buildFresh12 } from './guard-fresh12.ts';
import { buildFresh13 } from './guard-fresh13.ts';
import { buildFresh14 } from './guard-fresh14.ts';
import { buildFresh15 } from './guard-fresh15.ts';
import { buildFresh16 } from './guard-fresh16.ts';
import { buildFresh17 } from './guard-fresh17.ts';
import { buildFresh18 } from './guard-fresh18.ts';

describe('the guard set', () => {
  it('has at least 12 pairs, half written after the guard was tuned, each with one fabrication the honest letter lacks', () => {
    const set = loadGuardSet();
    expect(set.length).toBeGreaterThanOrEqual(12);
    expect(set.filter((c) => c.half === 'check').length).toBeGreaterThanOrEqual(6);
    for (const c of set) {
      expect(c.letter).not.toContain(c.fabrication.claim);
      expect(c.fabrication.letter).toContain(c.fabrication.claim);
    }
    expect(new Set(set.map((c) => c.fabrication.kind)).size).toBeGreaterThanOrEqual(5);
  });
});

const sum = (r: Record<string, { hit: number; total: number }>) => Object.values(r).reduce((a, b) => ({ hit: a.hit + b.hit, total: a.total + b.total }), { hit: 0, total: 0 });

for (const [name, build, letters] of [['fresh4', buildFresh4, 44], ['fresh5', buildFresh5, 40], ['fresh6', buildFresh6, 40], ['fresh7', buildFresh7, 40], ['fresh8', buildFresh8, 40], ['fresh9', buildFresh9, 40], ['fresh11', buildFresh11, 40], ['fresh12', buildFresh12, 40], ['fresh13', buildFresh13, 40], ['fresh14', buildFresh14, 40], ['fresh15', buildFresh15, 40], ['fresh16', buildFresh16, 40], ['fresh17', buildFresh17, 40], ['fresh18', buildFresh18, 40]] as const) {
  describe(`the held-out set ${name}`, () => {
    it(`has ${letters} honest letters in four styles, each with five fabrications the honest letter lacks`, () => {
      const cases = build(() => '');
      expect(cases).toHaveLength(letters);
      expect(new Set(cases.map((c) => c.style)).size).toBe(4);
      for (const c of cases) {
        expect(c.fabrications.map((f) => f.kind)).toEqual(['employer', 'degree', 'certification', 'tool', 'number']);
        for (const f of c.fabrications) {
          expect(c.letter).not.toContain(f.claim);
          expect(f.letter).toContain(f.claim);
        }
      }
    });
  });
}

describe('the guard on its set', () => {
  if (!hasSharedCorpus()) it.skip(`guard floors: ${SHARED_MISSING_MESSAGE}`, () => undefined);
  it.skipIf(!hasSharedCorpus())('keeps honest letters whole and stops every fabrication', { timeout: 180_000 }, async () => {
    const { halves, misses } = await measureGuard();
    const honest = halves.reduce((n, h) => n + h.honest, 0);
    const kept = halves.reduce((n, h) => n + h.keptWhole, 0);
    const fabricated = halves.reduce((n, h) => n + h.fabricated, 0);
    const caught = halves.reduce((n, h) => n + h.caught, 0);
    // The bar: at least 8 in 9 honest letters kept whole; every fabrication repaired or replaced.
    expect(kept / honest, misses.join('\n')).toBeGreaterThanOrEqual(8 / 9);
    expect(caught, misses.join('\n')).toBe(fabricated);
  });
});

describe('the guard on the held-out house-style set fresh3 (counts only)', () => {
  it.skipIf(!hasSharedCorpus())('keeps at least 8 in 9 honest letters whole and stops every fabrication (since 55ca2ec)', { timeout: 900_000 }, async () => {
    const { honestByStyle, caughtByKind } = await measureFresh3();
    const honest = sum(honestByStyle);
    const caught = sum(caughtByKind);
    expect(honest.hit / honest.total).toBeGreaterThanOrEqual(8 / 9);
    expect(caught.total).toBe(247);
    // 133/247 before the house-style round (31c4fdb), 236/247 after it, 247/247 after its misses were fixed by class
    // in session guard2711 (fresh3 became a tuning set then).
    expect(caught.hit).toBe(247);
  });
});

describe('the guard on the house-style set fresh4 (counts only; no longer held out after eadbb8c)', () => {
  it.skipIf(!hasSharedCorpus())('keeps at least 8 in 9 honest letters whole and stops every fabrication', { timeout: 900_000 }, async () => {
    const { honestByStyle, caughtByKind } = await measureFresh4();
    const honest = sum(honestByStyle);
    const caught = sum(caughtByKind);
    expect(honest.hit / honest.total).toBeGreaterThanOrEqual(8 / 9);
    expect(caught.total).toBe(220);
    // 181/220 unseen at beae224, 211/220 at eadbb8c, 220/220 after the second round of session guard2611 (a8a7bd8).
    expect(caught.hit).toBe(220);
  });
});

describe('the guard on the house-style set fresh5 (counts only; a tuning set since session 26)', () => {
  it.skipIf(!hasSharedCorpus())('keeps every honest letter whole and stops every fabrication', { timeout: 900_000 }, async () => {
    const { honestByStyle, caughtByKind } = await measureFresh5();
    const honest = sum(honestByStyle);
    const caught = sum(caughtByKind);
    expect(honest.hit / honest.total).toBeGreaterThanOrEqual(8 / 9);
    expect(caught.total).toBe(200);
    // 178/200 unseen at afda821, 179/200 at 3943127, 200/200 (honest 40/40) after its classes were fixed in session 26.
    expect(caught.hit).toBe(200);
    expect(honest.hit).toBe(40);
  });
});

describe('the guard on the house-style set fresh6 (counts only; a tuning set since the second guard round of session 26)', () => {
  it.skipIf(!hasSharedCorpus())('keeps every honest letter whole and stops every fabrication', { timeout: 900_000 }, async () => {
    const { honestByStyle, caughtByKind } = await measureFresh6();
    const honest = sum(honestByStyle);
    const caught = sum(caughtByKind);
    expect(honest.total).toBe(40);
    expect(caught.total).toBe(200);
    // 35/40 honest and 186/200 stopped unseen at 225bb6b; 35/40 and 190/200 after fresh5's classes (0b51164); 40/40 and
    // 200/200 after its own classes were fixed in the second guard round of session 26 (5628e3c).
    expect(honest.hit).toBe(40);
    expect(caught.hit).toBe(200);
  });
});

describe('the guard on the house-style set fresh7 (counts only; a tuning set since the third guard round of session 26)', () => {
  it.skipIf(!hasSharedCorpus())('keeps honest letters whole and stops fabrications at least as often as after its classes', { timeout: 900_000 }, async () => {
    const { honestByStyle, caughtByKind } = await measureFresh7();
    const honest = sum(honestByStyle);
    const caught = sum(caughtByKind);
    expect(honest.total).toBe(40);
    expect(caught.total).toBe(200);
    // 14/40 honest and 192/200 stopped unseen at 5ed2795 (before any guard change of the second guard round of session 26); 14/40 and 194/200 after
    // fresh6's classes (5628e3c), still unread; 37/40 and 198/200 after its own classes (d0ea089). The three honest
    // letters not kept are of its check-half pairs (unread); the two fabrications that pass claim MCG.
    expect(honest.hit).toBeGreaterThanOrEqual(37);
    expect(caught.hit).toBeGreaterThanOrEqual(198);
  });
});

describe('the guard on the house-style set fresh8 (counts only; a tuning set since the fourth guard round of session 26)', () => {
  it.skipIf(!hasSharedCorpus())('keeps honest letters whole and stops fabrications at least as often as after its classes', { timeout: 900_000 }, async () => {
    const { honestByStyle, caughtByKind } = await measureFresh8();
    const honest = sum(honestByStyle);
    const caught = sum(caughtByKind);
    expect(honest.total).toBe(40);
    expect(caught.total).toBe(199);
    // 26/40 honest and 185/199 stopped unseen at 76c77c3 (before any guard change of the third guard round of session 26); 35/40 and 185/199
    // after fresh7's classes (d0ea089), still unread; 35/40 and 198/199 after its own classes (the fourth guard round). The five honest
    // letters not kept are of its check-half pairs (unread); the figure that passes is one the resume holds for another thing.
    expect(honest.hit).toBeGreaterThanOrEqual(35);
    expect(caught.hit).toBeGreaterThanOrEqual(198);
  });
});

describe('the guard on the held-out house-style set fresh9 (counts only; misses never read)', () => {
  it.skipIf(!hasSharedCorpus())('keeps honest letters whole and stops fabrications at least as often as when it was written', { timeout: 900_000 }, async () => {
    const { honestByStyle, caughtByKind } = await measureFresh9();
    const honest = sum(honestByStyle);
    const caught = sum(caughtByKind);
    expect(honest.total).toBe(40);
    expect(caught.total).toBe(200);
    // 39/40 honest and 183/200 stopped unseen at 9cf14b8 (before any guard change of the fourth guard round of session 26).
    expect(honest.hit).toBeGreaterThanOrEqual(39);
    expect(caught.hit).toBeGreaterThanOrEqual(183);
  });
});

// The later sets, 40 honest letters and 200 fabrications each: their floors, with how each figure came about.
const LATER_SETS = [
  // 40/40 honest and 141/200 stopped unseen at 4a1ba63 (before any guard change of the guard7 round); 40/40 and 200/200
  // after its classes were fixed in the guard8 round (a tuning set since then).
  { name: 'fresh11', title: 'the house-style set fresh11 (held out in the guard7 round, tuning since the guard8 round)', measure: measureFresh11, honest: 40, caught: 200 },
  // 40/40 honest and 162/200 stopped unseen at 8e5d683 (before any guard change of the guard8 round); 40/40 and 170/200
  // after fresh11's classes (measured once more at the end of the round, still unread); 182/200 tuned in the guard29
  // round, 196/200 after the guard30 round's classes (tuned on fresh13).
  { name: 'fresh12', title: 'the held-out house-style set fresh12 (counts only; misses never read)', measure: measureFresh12, honest: 40, caught: 196 },
  // 38/40 honest and 137/200 stopped unseen at cbddf56 (before any guard change of the guard29 round); a tuning set since
  // the guard30 round: 40/40 and 200/200 after its classes.
  { name: 'fresh13', title: 'the held-out house-style set fresh13 (counts only; misses never read)', measure: measureFresh13, honest: 40, caught: 200 },
  // 35/40 honest and 185/200 stopped unseen at 19ba690 (before any guard change of the guard30 round), 197/200 at its
  // end; a tuning set since the guard30b round: 40/40 and 198/200 after its classes.
  { name: 'fresh14', title: 'the house-style set fresh14 (held out in the guard30 round; tuning since the guard30b round)', measure: measureFresh14, honest: 40, caught: 198 },
  // 40/40 honest and 199/200 stopped unseen at 8aab753 (before any guard change of the guard30b round); a tuning set
  // since the guard30c round: 200/200 after its class (an employer in a fronted 'At X, I …').
  { name: 'fresh15', title: 'the house-style set fresh15 (held out in the guard30b round, tuning since guard30c)', measure: measureFresh15, honest: 40, caught: 200 },
  // 40/40 honest and 125/200 stopped unseen at 30a1e3c (before any guard change of the guard30c round); a tuning set
  // since the guard31 round (fresh17 written first): 199/200 after its classes (a label-and-line table, a gerund of
  // being as the subject, tools in a fronted 'Between X and Y,', a ratio in words, a thesis in a field, 'MPhil' items).
  { name: 'fresh16', title: 'the house-style set fresh16 (held out in the guard30c round, tuning since guard31)', measure: measureFresh16, honest: 40, caught: 199 },
  // 30/40 honest (passive voice 9, closing facts 10, inline list 10, dash list 1) and 188/200 stopped unseen at ae5e456
  // (before any guard change of the guard31 round); the same at the end of that round (0a91142), still unread. A tuning
  // set since the guard31b round (fresh18 written first): 40/40 and 200/200 after its classes (a label before a spaced
  // dash, a 'Still learning —' item, 'on the job at X', a count backed only by its own line and head).
  { name: 'fresh17', title: 'the house-style set fresh17 (held out in the guard31 round, tuning since guard31b)', measure: measureFresh17, honest: 40, caught: 200 },
  // 26/40 honest (email note 9, why me / why you 3, bold lead-ins 10, requirements answered 4) and 179/200 stopped unseen
  // at af07056 (before any guard change of the guard31b round); the same at the end of that round, still unread. Its
  // honest floor is below the issue's 8 in 9: the headed and quoted-requirement styles' losses are classes to find when
  // it becomes a tuning set.
  { name: 'fresh18', title: 'the held-out house-style set fresh18 (counts only; misses never read)', measure: measureFresh18, honest: 26, caught: 179 },
] as const;

for (const set of LATER_SETS) {
  describe(`the guard on ${set.title}`, () => {
    it.skipIf(!hasSharedCorpus())('keeps honest letters whole and stops fabrications at least as often as when it was written', { timeout: 900_000 }, async () => {
      const { honestByStyle, caughtByKind } = await set.measure();
      const honest = sum(honestByStyle);
      const caught = sum(caughtByKind);
      expect(honest.total).toBe(40);
      expect(caught.total).toBe(200);
      expect(honest.hit, set.name).toBeGreaterThanOrEqual(set.honest);
      expect(caught.hit, set.name).toBeGreaterThanOrEqual(set.caught);
    });
  });
}

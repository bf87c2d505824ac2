// npm run train:selector [-- --eval-only]: trains the letter planner's evidence selector on the TUNING pairs of
// eval/guard-set (resume, posting and an honest model-written letter) and writes
// src/engine/write/plan/evidence-selector.json. Each letter's sentences are aligned to the resume lines the planner
// could tell (shared content words, shared figures) to label which lines the letter chose; a logistic model learns
// from the line's features. Before writing, a k-fold over the pairs compares the selector's choice, held out, with
// the hand-set rank's (precision and recall of the planned lines against the letter's). Deterministic: the same
// pairs give the same file. The checking pairs are never opened.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from '../eval/corpus-paths.ts';
import { loadPosting, loadProfile } from '../eval/eval-guard.ts';
import { letterInput } from '../eval/eval-letters.ts';
import { analyzeJobDescription } from '../src/engine/job/analyze-job.ts';
import { planLetter } from '../src/engine/write/plan/plan-letter.ts';
import { draftCoverLetter } from '../src/engine/write/realise/realise-letter.ts';
import { selectorScore, trainSelector, type SelectorModel } from '../src/engine/write/plan/select-evidence.ts';
import { alignedLines } from '../eval/align-letter.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SET_DIR = path.join(ROOT, 'eval/guard-set');
const OUT = path.join(ROOT, 'src/engine/write/plan/evidence-selector.json');
/** The guard set's checking pairs, by id prefix: never read, never used. */
const CHECKING = new Set(['c3', 'f1', 'f2', 'f4', 'f6', 'g1', 'g3', 'g5', 't1', 't3', 't4', 't5']);
const FOLDS = 5;
const VERSION = 1;

interface Pair {
  id: string;
  resume: string;
  posting: string;
  letter: string;
}

interface Row {
  source: string;
  x: number[];
  y: 0 | 1;
  /** The plan tells the line (or, in a letter's figures, the written letter does). */
  current: boolean;
}

if (!hasSharedCorpus()) {
  console.log(SHARED_MISSING_MESSAGE);
  process.exit(0);
}

const files = readdirSync(SET_DIR)
  .filter((f) => f.endsWith('.json') && !CHECKING.has(f.slice(0, 2)))
  .sort();
const pairs = files.map((f) => JSON.parse(readFileSync(path.join(SET_DIR, f), 'utf8')) as Pair);
// The default letter, and a concise one (where choosing matters most: three lines of many).
const LIMIT = process.argv.includes('--concise') ? 'concise' : 'standard';
const inputs = await Promise.all(
  pairs.map(async (p) => {
    const text = loadPosting(p.posting);
    return letterInput(await loadProfile(p.resume), analyzeJobDescription(text), { wordLimit: LIMIT }, 1, text);
  }),
);

/** The planner's candidate lines of one pair, labelled by the letter, with whether a selector (or the hand-set rank) plans them. */
function rowsOf(i: number, selector?: SelectorModel, written = false): Row[] {
  let rows: Row[] = [];
  const trace = (traced: { source: string; features: number[]; chosen: boolean }[]) => {
    const told = alignedLines(
      pairs[i]!.letter,
      traced.map((t) => t.source),
    );
    rows = traced.map((t, k) => ({ source: t.source, x: t.features, y: told.has(k) ? 1 : 0, current: t.chosen }));
  };
  if (!written) {
    planLetter(inputs[i]!, { selector, trace });
    return rows;
  }
  // What the written letter tells, read from it the way the model's letter is read: the realiser stops at the band.
  const { text } = draftCoverLetter(inputs[i]!, { selector, trace });
  const ours = alignedLines(
    text,
    rows.map((r) => r.source),
  );
  return rows.map((r, k) => ({ ...r, current: ours.has(k) }));
}

function figures(rows: Row[]): { p: number; r: number; f1: number; chosen: number; labelled: number } {
  const tp = rows.filter((r) => r.current && r.y).length;
  const chosen = rows.filter((r) => r.current).length;
  const labelled = rows.filter((r) => r.y).length;
  const p = chosen ? tp / chosen : 0;
  const r = labelled ? tp / labelled : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0, chosen, labelled };
}

const pct = (v: number) => `${(100 * v).toFixed(1)}%`;
const baseline = pairs.map((_, i) => rowsOf(i));
const base = figures(baseline.flat());
console.log(`${LIMIT}: ${pairs.length} tuning pairs, ${baseline.flat().length} candidate lines, ${base.labelled} told by the letters`);
console.log(`hand-set rank:        precision ${pct(base.p)}  recall ${pct(base.r)}  F1 ${pct(base.f1)}  (${base.chosen} planned)`);

const heldOut: Row[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const train = baseline.filter((_, i) => i % FOLDS !== fold);
  const model = trainSelector(train, { version: VERSION });
  for (let i = fold; i < pairs.length; i += FOLDS) heldOut.push(...rowsOf(i, model));
}
const held = figures(heldOut);
console.log(`selector, held out:   precision ${pct(held.p)}  recall ${pct(held.r)}  F1 ${pct(held.f1)}  (${held.chosen} planned; ${FOLDS}-fold by pair)`);
// The same, of the lines the written letters tell.
const writtenBase = figures(pairs.flatMap((_, i) => rowsOf(i, undefined, true)));
const writtenHeld: Row[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const model = trainSelector(baseline.filter((_, i) => i % FOLDS !== fold), { version: VERSION });
  for (let i = fold; i < pairs.length; i += FOLDS) writtenHeld.push(...rowsOf(i, model, true));
}
const wh = figures(writtenHeld);
console.log(`letters written, hand-set rank: precision ${pct(writtenBase.p)}  recall ${pct(writtenBase.r)}  F1 ${pct(writtenBase.f1)}  (${writtenBase.chosen} told)`);
console.log(`letters written, selector held out: precision ${pct(wh.p)}  recall ${pct(wh.r)}  F1 ${pct(wh.f1)}  (${wh.chosen} told)`);

if (!process.argv.includes('--eval-only') && LIMIT === 'standard') {
  const model = trainSelector(baseline, { version: VERSION });
  writeFileSync(OUT, `${JSON.stringify(model, null, 1)}\n`);
  console.log(`weights: ${model.features.map((f, i) => `${f} ${model.weights[i]}`).join(', ')}; bias ${model.bias} → ${path.relative(ROOT, OUT)}`);
}

// Ranking alone (no planner): the share of each pair's top three lines the letter tells.
{
  const at3 = (score: (r: Row) => number, rowsByPair: Row[][]) => {
    let hit = 0;
    let n = 0;
    for (const rows of rowsByPair) {
      const top = [...rows].sort((a, b) => score(b) - score(a)).slice(0, 3);
      hit += top.filter((r) => r.y).length;
      n += top.length;
    }
    return hit / n;
  };
  const hand = (r: Row) => r.x[0]!;
  let modelHit = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = trainSelector(baseline.filter((_, i) => i % FOLDS !== fold), { version: VERSION });
    const test = baseline.filter((_, i) => i % FOLDS === fold);
    modelHit += at3((r) => selectorScore(r.x, model), test) * test.reduce((n, rows) => n + Math.min(3, rows.length), 0);
  }
  const total = baseline.reduce((n, rows) => n + Math.min(3, rows.length), 0);
  console.log(`top three by score alone: hand-set ${pct(at3(hand, baseline))}, selector held out ${pct(modelHit / total)}`);
}

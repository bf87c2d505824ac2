// The guard around a configured model, measured on its own test set (eval/guard-set): model-style letters for real
// resume × posting pairs of ../shared/corpus, each honest as written and again with one fabrication inserted. A stand-in
// model returns the letter, and returns it unchanged when asked to repair it (the worst case). Honest letters must come
// back whole; fabricated ones must not reach the user (a sentence removed, or the built-in letter sent instead).
// `npm run eval -- guard`. The set has nine parts: 'tune' (written first, the guard shaped on it), 'check' (written
// afterwards, measured once with the guard frozen, then used to fix two classes of miss) and 'fresh' (written after
// those fixes, measured once with the guard frozen again, then used to fix what it showed) and 'fresh2' (written after
// those fixes, measured once with the guard frozen at a349593, then fixed) and 'fresh3' (nine pairs, nurses, clerks and
// trades among them, written after those fixes and measured once with the guard frozen at 1d107c4, then fixed) and
// 'fresh4' (nine more, measured once with the guard frozen at 3d9ab24, then fixed) and 'fresh5' (six more, measured
// once with the guard frozen at e1d654b, then fixed) and 'fresh6' (four more, measured once with the guard frozen
// at 50cf845, then fixed) and 'fresh7' (six more, measured once with the guard frozen at 32e372c).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeOnce, parseOnce } from './corpus-cache.ts';
import { createGuardedWriter, type WriteResult } from '../src/engine/write/writers/guarded-writer.ts';
import { createBuiltinWriter } from '../src/engine/write/writers/builtin-writer.ts';
import type { RevisableWriter } from '../src/engine/write/writers/prompt-writer.ts';
import { checkGrounding } from '../src/engine/write/check/check-grounding.ts';
import { countWords } from '../src/shared/word-count.ts';
import type { WordLimit } from '../src/shared/style.ts';
import type { CoverLetterInput, ResumeProfile, Writer } from '../src/engine/types.ts';
import { formatFigures, hasSharedCorpus, SHARED_CORPUS_DIR, SHARED_MISSING_MESSAGE, SHARED_POSTINGS_DIR, SHARED_RESUMES_DIR, type Figure } from './corpus-paths.ts';
import { letterInput } from './eval-letters.ts';

const SET_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guard-set');

export interface GuardCase {
  id: string;
  half: 'tune' | 'check' | 'fresh' | 'fresh2' | 'fresh3' | 'fresh4' | 'fresh5' | 'fresh6' | 'fresh7';
  resume: string;
  posting: string;
  letter: string;
  fabrication: { kind: 'employer' | 'degree' | 'certification' | 'tool' | 'number' | 'title'; claim: string; letter: string };
}

export function loadGuardSet(): GuardCase[] {
  return readdirSync(SET_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(SET_DIR, f), 'utf8')) as GuardCase);
}

const profiles = new Map<string, Promise<ResumeProfile>>();
export function loadProfile(id: string): Promise<ResumeProfile> {
  let p = profiles.get(id);
  if (!p) {
    // Real resumes (rwNN) and resumes rendered through outside templates (syNNN).
    const dir = id.startsWith('sy') ? path.join(SHARED_CORPUS_DIR, 'synthetic') : SHARED_RESUMES_DIR;
    const file = readdirSync(dir).find((f) => f.startsWith(`${id}-`));
    if (!file) throw new Error(`resume ${id} not in ${dir}`);
    p = parseOnce(new Uint8Array(readFileSync(path.join(dir, file))));
    profiles.set(id, p);
  }
  return p;
}

export function loadPosting(id: string): string {
  const file = readdirSync(SHARED_POSTINGS_DIR).find((f) => f.startsWith(`${id}-`));
  if (!file) throw new Error(`posting ${id} not in ${SHARED_POSTINGS_DIR}`);
  return readFileSync(path.join(SHARED_POSTINGS_DIR, file), 'utf8');
}

/** A stand-in model: answers with the letter, and with the same letter when asked to repair it. */
function standIn(letter: string): RevisableWriter {
  return {
    name: 'stand-in',
    writeCoverLetter: async () => letter,
    reviseCoverLetter: async () => letter,
    writeTailoredResume: async () => '',
    reviseTailoredResume: async () => '',
  };
}

// The built-in writer, its letter written once per input: every letter of a pair and band gets the same fallback.
const builtinWriter = createBuiltinWriter();
const builtinLetters = new WeakMap<CoverLetterInput, Promise<string>>();
const builtin: Writer = {
  ...builtinWriter,
  writeCoverLetter(input, signal) {
    let letter = builtinLetters.get(input);
    if (!letter) builtinLetters.set(input, (letter = builtinWriter.writeCoverLetter(input, signal)));
    return letter;
  },
};

// Each pair's posting read and matched once per word band: a set sends some 24 letters through the guard per pair, and
// the writer's input is the same for all of them (nothing in the guard changes it).
const inputs = new Map<string, Promise<CoverLetterInput>>();
function guardInput(c: Pick<GuardCase, 'resume' | 'posting'>, wordLimit: WordLimit): Promise<CoverLetterInput> {
  const key = `${c.resume} ${c.posting} ${wordLimit}`;
  let input = inputs.get(key);
  if (!input) {
    input = loadProfile(c.resume).then(async (profile) => {
      const jobText = loadPosting(c.posting);
      return { ...letterInput(profile, await analyzeOnce(jobText), { wordLimit }, 1), jobText };
    });
    inputs.set(key, input);
  }
  return input;
}

/** Runs one letter through the guard, as the user with the length that fits the letter would get it. */
export async function guardLetter(c: Pick<GuardCase, 'resume' | 'posting'>, letter: string): Promise<WriteResult> {
  const words = countWords(letter);
  const wordLimit: WordLimit = words > 300 ? 'detailed' : words < 200 ? 'concise' : 'standard';
  const input = await guardInput(c, wordLimit);
  const guarded = createGuardedWriter({
    primary: standIn(letter),
    fallback: builtin,
    check: (text, i) => checkGrounding(text, i.profile, i.job),
    timeoutMs: 30_000,
  });
  return guarded.writeCoverLetterWithReport(input);
}

export interface GuardFigures {
  half: GuardCase['half'];
  honest: number;
  keptWhole: number;
  fabricated: number;
  caught: number;
}

/**
 * The corpus's own split of a pair: 'tune' when its posting is one of jd01–jd20 and its resume is in the dev split (the
 * rendered resumes all are), 'check' otherwise. The check pairs' misses are counted, never printed.
 */
export function corpusHalf(c: Pick<GuardCase, 'resume' | 'posting'>): 'tune' | 'check' {
  devResumes ??= new Set(
    (JSON.parse(readFileSync(path.join(SHARED_RESUMES_DIR, 'index.json'), 'utf8')) as { id: string; split?: string }[]).filter((r) => r.split === 'dev').map((r) => r.id),
  );
  return Number(c.posting.slice(2, 4)) <= 20 && (c.resume.startsWith('sy') || devResumes.has(c.resume)) ? 'tune' : 'check';
}
let devResumes: Set<string> | undefined;

export async function measureGuard(): Promise<{ halves: GuardFigures[]; misses: string[]; splits: Record<'tune' | 'check', Omit<GuardFigures, 'half'>>; hiddenMisses: number }> {
  const misses: string[] = [];
  const splits = { tune: { honest: 0, keptWhole: 0, fabricated: 0, caught: 0 }, check: { honest: 0, keptWhole: 0, fabricated: 0, caught: 0 } };
  let hiddenMisses = 0;
  const halves: GuardFigures[] = (['tune', 'check', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7'] as const).map((half) => ({ half, honest: 0, keptWhole: 0, fabricated: 0, caught: 0 }));
  for (const c of loadGuardSet()) {
    const figures = halves.find((h) => h.half === c.half)!;
    const split = corpusHalf(c);
    const miss = (text: string) => (split === 'tune' ? misses.push(text) : hiddenMisses++);
    const honest = await guardLetter(c, c.letter);
    figures.honest++;
    splits[split].honest++;
    if (honest.text === c.letter && !honest.report.usedFallback) {
      figures.keptWhole++;
      splits[split].keptWhole++;
    } else miss(`${c.id} honest letter not kept whole: ${honest.report.guard?.claims.map((x) => `${x.kind} "${x.text}"`).join(', ') || honest.report.primary.problems.join(' | ').slice(0, 300)}`);
    const fab = await guardLetter(c, c.fabrication.letter);
    figures.fabricated++;
    splits[split].fabricated++;
    if (!fab.text.includes(c.fabrication.claim) && fab.text !== c.fabrication.letter) {
      figures.caught++;
      splits[split].caught++;
    } else miss(`${c.id} ${c.fabrication.kind} "${c.fabrication.claim}" reached the user`);
  }
  return { halves, misses, splits, hiddenMisses };
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const { halves, misses, splits, hiddenMisses } = await measureGuard();
  const figures: Figure[] = [
    ...halves.flatMap((h) => [
      { field: `${h.half}: honest letters kept whole`, hit: h.keptWhole, total: h.honest },
      { field: `${h.half}: fabrications caught`, hit: h.caught, total: h.fabricated },
    ]),
    ...(['tune', 'check'] as const).flatMap((h) => [
      { field: `corpus ${h} half: honest letters kept whole`, hit: splits[h].keptWhole, total: splits[h].honest },
      { field: `corpus ${h} half: fabrications caught`, hit: splits[h].caught, total: splits[h].fabricated },
    ]),
  ];
  const hidden = hiddenMisses ? [`(${hiddenMisses} misses on the corpus check half, not printed)`] : [];
  return { table: formatFigures('guard (model letters, eval/guard-set)', figures), misses: [...misses, ...hidden] };
}

/**
 * The built-in writer's letters for every resume × posting pair of both corpora (default settings): grounded by
 * construction, so any claim the guard flags in one is a false alarm. `npm run eval -- guard-builtin`.
 */
export async function evaluateBuiltinLetters(): Promise<{ table: string; misses: string[] }> {
  const { loadLetterCorpus } = await import('./eval-letters.ts');
  const { draftCoverLetter } = await import('../src/engine/write/realise/realise-letter.ts');
  const { findUnsupportedClaims } = await import('../src/engine/write/writers/find-claims.ts');
  const { resumes, postings } = await loadLetterCorpus();
  let letters = 0;
  let clean = 0;
  let hidden = 0;
  const misses: string[] = [];
  for (const r of resumes) {
    for (const p of postings) {
      const input = { ...letterInput(r.profile, p.job, {}, 1), jobText: p.text };
      const claims = findUnsupportedClaims(draftCoverLetter(input).text, input);
      letters++;
      if (claims.length === 0) clean++;
      // Only the tuning half's misses are printed.
      else if (r.split !== 'dev' || (/^jd\d/.test(p.id) && Number(p.id.slice(2, 4)) > 20)) hidden++;
      else if (misses.length < 40) misses.push(...claims.map((c) => `${r.id} × ${p.id}: ${c.kind} "${c.text}" in "${c.sentence.slice(0, 160)}"`));
    }
  }
  if (hidden) misses.push(`(${hidden} letters with a flagged claim on the corpus check half, not printed)`);
  return { table: formatFigures('guard on the built-in writer’s letters (no claim should be flagged)', [{ field: 'letters with no flagged claim', hit: clean, total: letters }]), misses };
}

// Letter quality on every resume × posting pair of both corpora: defects by class (the gate's rules and
// harper.js grammar lints), generic sentences, grounding, words against the band, and how much a
// regeneration (new seed) changes. `npm run eval -- letters`.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { CoverLetterInput, JobAnalysis, ResumeProfile } from '../src/engine/types.ts';
import { extractDocument } from '../src/engine/extract/extract-document.ts';
import { parseResume } from '../src/engine/profile/parse-resume.ts';
import { analyzeJobDescription } from '../src/engine/job/analyze-job.ts';
import { matchProfileToJob } from '../src/engine/match/match-profile.ts';
import { checkGrounding } from '../src/engine/write/check/check-grounding.ts';
import { draftCoverLetter } from '../src/engine/write/realise/realise-letter.ts';
import { bodySentences, findLetterDefects, type Defect } from '../src/engine/write/check/letter-gate.ts';
import { lintGrammar } from '../src/engine/write/check/lint-grammar.ts';
import { DEFAULT_STYLE, FOCUS_AREAS, TONES, WORD_BANDS, WORD_LIMITS, type StyleSettings } from '../src/shared/style.ts';
import { formatFigures, hasSharedCorpus, OWN_JOBS_DIR, OWN_RESUMES_DIR, SHARED_POSTINGS_DIR, SHARED_RESUMES_DIR, type Figure } from './corpus-paths.ts';

export const LETTER_DATE = new Date('2026-11-24T12:00:00Z');

export interface CorpusResume {
  id: string;
  profile: ResumeProfile;
}
export interface CorpusPosting {
  id: string;
  text: string;
  job: JobAnalysis;
}

async function loadResumes(dir: string): Promise<CorpusResume[]> {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { file: string }[];
  const out: CorpusResume[] = [];
  for (const { file } of index) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
    out.push({ id: file, profile: parseResume(await extractDocument(bytes)) });
  }
  return out;
}

function loadPostings(dir: string): CorpusPosting[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const text = readFileSync(path.join(dir, f), 'utf8');
      return { id: f, text, job: analyzeJobDescription(text) };
    });
}

/** Both corpora's resumes and postings (the outside ones only when ../shared/corpus is present). */
export async function loadLetterCorpus(): Promise<{ resumes: CorpusResume[]; postings: CorpusPosting[] }> {
  const shared = hasSharedCorpus();
  const resumes = [...(await loadResumes(OWN_RESUMES_DIR)), ...(shared ? await loadResumes(SHARED_RESUMES_DIR) : [])];
  const postings = [...loadPostings(OWN_JOBS_DIR), ...(shared ? loadPostings(SHARED_POSTINGS_DIR) : [])];
  return { resumes, postings };
}

export function letterInput(profile: ResumeProfile, job: JobAnalysis, settings: Partial<StyleSettings>, seed: number): CoverLetterInput {
  return {
    profile,
    job,
    match: matchProfileToJob(profile, job, { referenceYear: LETTER_DATE.getUTCFullYear() }),
    settings: { ...DEFAULT_STYLE, ...settings },
    companyName: job.company,
    date: LETTER_DATE,
    seed,
  };
}

/** The settings each pair is written under: the default, then one rotating variant of tone, band and focus. */
export function settingsFor(pairIndex: number): Partial<StyleSettings>[] {
  return [
    {},
    { tone: TONES[pairIndex % TONES.length], wordLimit: WORD_LIMITS[(pairIndex + 1) % WORD_LIMITS.length], focusAreas: FOCUS_AREAS[pairIndex % FOCUS_AREAS.length] },
  ];
}

export interface LetterCase {
  label: string;
  text: string;
  defects: Defect[];
  grounded: boolean;
  words: number;
  notice?: string;
  band: { min: number; max: number };
}

/** Writes one letter and runs every check on it. */
export async function checkLetter(r: CorpusResume, p: CorpusPosting, settings: Partial<StyleSettings>, seed: number, grammar: boolean): Promise<LetterCase> {
  const input = letterInput(r.profile, p.job, settings, seed);
  const draft = draftCoverLetter(input);
  const defects = findLetterDefects(draft.text, { input, jobText: p.text });
  if (grammar) defects.push(...(await lintGrammar(draft.text, r.profile.lines.join('\n'), [r.profile.contact.phone, r.profile.contact.email].filter((x): x is string => Boolean(x)))));
  const grounding = checkGrounding(draft.text, r.profile, p.job);
  const band = WORD_BANDS[input.settings.wordLimit];
  return { label: `${r.id} × ${p.id} ${JSON.stringify(settings)} seed ${seed}`, text: draft.text, defects, grounded: grounding.ok, words: draft.words, notice: draft.notice, band };
}

/** Share of the first letter's sentences that the regenerated letter does not contain. */
export function sentenceChange(a: string, b: string): number {
  const first = bodySentences(a);
  const second = new Set(bodySentences(b));
  if (!first.length) return 0;
  return first.filter((s) => !second.has(s)).length / first.length;
}

export async function evaluate(): Promise<{ table: string; misses: string[]; figures: Figure[] }> {
  const { resumes, postings } = await loadLetterCorpus();
  const byKind = new Map<string, number>();
  let letters = 0;
  let clean = 0;
  let defectsTotal = 0;
  let sentences = 0;
  let generic = 0;
  let grounded = 0;
  let inBand = 0;
  let short = 0;
  let change = 0;
  let pairs = 0;
  const misses: string[] = [];
  let pairIndex = 0;
  for (const r of resumes) {
    for (const p of postings) {
      for (const settings of settingsFor(pairIndex)) {
        const c = await checkLetter(r, p, settings, 1 + (pairIndex % 5), Object.keys(settings).length === 0);
        letters++;
        if (c.defects.length === 0) clean++;
        defectsTotal += c.defects.length;
        for (const d of c.defects) byKind.set(d.kind, (byKind.get(d.kind) ?? 0) + 1);
        const body = bodySentences(c.text);
        sentences += body.length;
        const genericHere = c.defects.filter((d) => d.kind === 'generic').length + (body.length ? 1 : 0);
        generic += genericHere;
        if (c.grounded) grounded++;
        if (c.words >= c.band.min && c.words <= c.band.max) inBand++;
        else if (c.words < c.band.min && c.notice) short++;
        if (misses.length < 60) for (const d of c.defects.slice(0, 2)) misses.push(`${c.label}: ${d.kind}: ${d.text.slice(0, 160)}`);
      }
      const a = draftCoverLetter(letterInput(r.profile, p.job, {}, 1)).text;
      const b = draftCoverLetter(letterInput(r.profile, p.job, {}, 2)).text;
      change += sentenceChange(a, b);
      pairs++;
      pairIndex++;
    }
  }
  const figures: Figure[] = [
    { field: 'clean letters', hit: clean, total: letters, floor: 1 },
    { field: 'grounded letters', hit: grounded, total: letters, floor: 1 },
    { field: 'in the word band', hit: inBand, total: letters },
    { field: 'short, with a notice', hit: short, total: letters },
    { field: 'generic sentences (≤1 allowed)', hit: generic, total: sentences },
    { field: 'sentences changed on regenerate (%)', hit: Math.round(change), total: pairs, floor: 0.4 },
  ];
  const kinds = [...byKind.entries()].sort((x, y) => y[1] - x[1]).map(([k, n]) => `  ${k.padEnd(34)} ${String(n).padStart(9)}  (${(n / letters).toFixed(3)} per letter)`);
  const table = [
    formatFigures(`letters (${resumes.length} resumes × ${postings.length} postings, ${letters} letters)`, figures),
    `  defects per letter                 ${(defectsTotal / Math.max(1, letters)).toFixed(3)}`,
    ...kinds,
  ].join('\n');
  return { table, misses, figures };
}

/**
 * Every pair under every tone, length and focus separately (rule gate, grounding, band or notice; no grammar
 * lints, which the default run covers): `npm run eval -- letters-all`. About two minutes on this machine.
 */
export async function evaluateAllSettings(): Promise<{ table: string; misses: string[]; figures: Figure[] }> {
  const { resumes, postings } = await loadLetterCorpus();
  const variants: Partial<StyleSettings>[] = [...TONES.map((tone) => ({ tone })), ...WORD_LIMITS.map((wordLimit) => ({ wordLimit })), ...FOCUS_AREAS.map((focusAreas) => ({ focusAreas }))];
  let letters = 0;
  let clean = 0;
  const misses: string[] = [];
  for (const r of resumes) {
    for (const p of postings) {
      for (const settings of variants) {
        const c = await checkLetter(r, p, settings, 1 + (letters % 7), false);
        letters++;
        const ok = c.defects.length === 0 && c.grounded && c.words <= c.band.max && (c.words >= c.band.min || Boolean(c.notice));
        if (ok) clean++;
        else if (misses.length < 60) misses.push(`${c.label}: ${c.defects.map((d) => `${d.kind}: ${d.text.slice(0, 120)}`).join(' | ') || 'grounding or length'}`);
      }
    }
  }
  const figures: Figure[] = [{ field: 'letters passing every check', hit: clean, total: letters, floor: 1 }];
  return { table: formatFigures(`letters under every tone, length and focus (${letters} letters)`, figures), misses, figures };
}

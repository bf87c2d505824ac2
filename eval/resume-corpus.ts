// The labelled resumes, loaded and extracted once: the project's own fixtures, the outside corpus of real
// resumes (its tuning half, split "dev", and its checking half) and the synthetic template families. Each
// document carries its scoring labels and the strings the trainer aligns. The project's own template families
// (tests/fixtures/parser-families) are loaded with or without ../shared.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractOnce } from './corpus-cache.ts';
import type { TrainingDocument, TrainingLabels } from '../src/engine/profile/model/train.ts';
import type { ExtractedDocument } from '../src/engine/types.ts';
import { hasSharedCorpus, OWN_RESUMES_DIR, PARSER_FAMILIES_DIR, SHARED_CORPUS_DIR, SHARED_RESUMES_DIR } from './corpus-paths.ts';
import type { ResumeLabels } from './score-profile.ts';

export const SYNTHETIC_DIR = path.join(SHARED_CORPUS_DIR, 'synthetic');

export interface SharedEntry {
  title: string;
  employer: string;
  titleAlt?: string[];
  employerAlt?: string[];
  startYear?: number | null;
  endYear?: number | null;
  section?: string;
  core: boolean;
}

export interface SharedLabels {
  name: string | null;
  nameAlt?: string[];
  email: string | null;
  emailAlt?: string[];
  phone: string | null;
  experience: SharedEntry[];
  education: Array<{ degree: string | null; school: string | null; degreeAlt?: string[]; schoolAlt?: string[] }>;
  certifications: string[];
  skills: string[];
}

/** 'families': the project's own template families (tests/fixtures/parser-families), scored leave-one-family-out. */
export type CorpusSet = 'own' | 'real-dev' | 'real-check' | 'synthetic' | 'families';

export type CorpusDocument = TrainingDocument & { set: CorpusSet; family?: string; file: string } & (
    | { kind: 'own'; own: ResumeLabels }
    | { kind: 'shared'; shared: SharedLabels }
  );

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const present = (xs: Array<string | null | undefined>) => xs.filter((x): x is string => !!x);

function fromShared(l: SharedLabels): TrainingLabels {
  return {
    titles: present(l.experience.flatMap((e) => [e.title, ...(e.titleAlt ?? [])])),
    employers: present(l.experience.flatMap((e) => [e.employer, ...(e.employerAlt ?? [])])),
    degrees: present(l.education.flatMap((e) => [e.degree, ...(e.degreeAlt ?? [])])),
    schools: present(l.education.flatMap((e) => [e.school, ...(e.schoolAlt ?? [])])),
    educationLabelled: true,
  };
}

/**
 * A real resume's labels, with its positions and schools paired: the trainer prints them again in other layouts
 * (augment.ts). The synthetic families are not augmented: they already print many layouts, and augmenting them
 * too outweighed the real documents (measured: the tuning half scored 2-fold lost 1–6 entries in seven trials).
 */
const fromReal = (l: SharedLabels): TrainingLabels => ({ ...fromShared(l), positions: l.experience.filter((e) => e.core), schooling: l.education });

const fromOwn = (l: ResumeLabels): TrainingLabels => ({ titles: l.titles, employers: l.employers, degrees: l.degrees, schools: [], educationLabelled: false });

async function extract(file: string): Promise<ExtractedDocument> {
  return extractOnce(new Uint8Array(readFileSync(file)));
}

/**
 * The layout randomiser's documents (layout-mix families) train experience sections only: they draw header layouts,
 * and their few plain education layouts, trained too, cost the synthetic families two schools (measured, branch
 * parser29a); their education is still scored.
 */
const MIX_TRAINING = { educationLabelled: false };
// The more-mix families (session 31) train experience AND education: their education sections list certificates,
// courses and awards that are no degree, the class they are there to teach. Trained on experience only, LOFO synthetic
// kept one more school and one more entry, but the layout randomiser lost four entries, the tuning half's 2-fold one
// more entry, and the spurious education entries did not fall (README, "Session 31's round").
/**
 * Families scored and never trained on: `edu-foreign` (session 30b: degree names no list holds, in a table under a
 * header row or bulleted under the school), read right by assembly repairs; trained on, it cost LOFO synthetic two
 * schools, the tuning half's 2-fold one school and the layout randomiser three entries.
 */
const SCORED_ONLY = new Set(['edu-foreign']);

let cache: Promise<CorpusDocument[]> | undefined;

/** Every labelled resume there is (the outside ones only when ../shared/corpus is present). */
export function loadResumeCorpus(): Promise<CorpusDocument[]> {
  cache ??= load();
  return cache;
}

async function load(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const item of readJson<Array<{ file: string; labels: string }>>(path.join(OWN_RESUMES_DIR, 'index.json'))) {
    const own = readJson<ResumeLabels>(path.join(OWN_RESUMES_DIR, item.labels));
    out.push({ id: `own/${item.file}`, file: item.file, set: 'own', kind: 'own', own, labels: fromOwn(own), doc: await extract(path.join(OWN_RESUMES_DIR, item.file)) });
  }
  // index.json (generate.ts) and any further index-*.json (edu-families.ts, written by generate.ts: the education and dates families).
  const familyIndexes = readdirSync(PARSER_FAMILIES_DIR).filter((f) => /^index(-[\w-]+)?\.json$/.test(f)).sort();
  for (const item of familyIndexes.flatMap((f) => readJson<Array<{ file: string; labels: string; family: string }>>(path.join(PARSER_FAMILIES_DIR, f)))) {
    const shared = readJson<SharedLabels>(path.join(PARSER_FAMILIES_DIR, item.labels));
    out.push({ id: `fam/${item.file}`, file: item.file, set: 'families', family: item.family, kind: 'shared', shared, labels: { ...fromShared(shared), written: true, ...(item.family.startsWith('layout-mix') ? MIX_TRAINING : {}), ...(SCORED_ONLY.has(item.family) ? { scoredOnly: true } : {}) }, doc: await extract(path.join(PARSER_FAMILIES_DIR, item.file)) });
  }
  if (!hasSharedCorpus()) return out;
  for (const item of readJson<Array<{ file: string; labels: string; split?: string }>>(path.join(SHARED_RESUMES_DIR, 'index.json'))) {
    const shared = readJson<SharedLabels>(path.join(SHARED_RESUMES_DIR, item.labels));
    const set: CorpusSet = item.split === 'dev' ? 'real-dev' : 'real-check';
    out.push({ id: `real/${item.file}`, file: item.file, set, kind: 'shared', shared, labels: fromReal(shared), doc: await extract(path.join(SHARED_RESUMES_DIR, item.file)) });
  }
  for (const item of readJson<Array<{ file: string; labels: string; family: string }>>(path.join(SYNTHETIC_DIR, 'index.json'))) {
    const shared = readJson<SharedLabels>(path.join(SYNTHETIC_DIR, item.labels));
    out.push({ id: `syn/${item.file}`, file: item.file, set: 'synthetic', family: item.family, kind: 'shared', shared, labels: fromShared(shared), doc: await extract(path.join(SYNTHETIC_DIR, item.file)) });
  }
  return out;
}

// Where the labelled corpora live. The project's own corpus is in the repo; the outside corpus sits in
// ../shared/corpus beside the clone (its files are not ours to copy), so callers must cope with its absence.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const OWN_RESUMES_DIR = path.join(ROOT, 'tests/fixtures/resumes');
/** Labelled resumes in layouts and content the outside corpus lacks, written for training (generate.ts there). */
export const PARSER_FAMILIES_DIR = path.join(ROOT, 'tests/fixtures/parser-families');
export const OWN_JOBS_DIR = path.join(ROOT, 'tests/fixtures/jobs');
export const SHARED_CORPUS_DIR = path.resolve(process.env.SHARED_CORPUS_DIR ?? path.join(ROOT, '../shared/corpus'));
export const SHARED_RESUMES_DIR = path.join(SHARED_CORPUS_DIR, 'resumes');
export const SHARED_POSTINGS_DIR = path.join(SHARED_CORPUS_DIR, 'postings');

export function hasSharedCorpus(): boolean {
  return existsSync(path.join(SHARED_RESUMES_DIR, 'index.json')) && existsSync(path.join(SHARED_POSTINGS_DIR, 'index.json'));
}

/** The environment variable naming one test run's store of corpus work (tests/setup/global-corpus.ts, eval/corpus-cache.ts). */
export const CORPUS_CACHE_ENV = 'APPLYKIT_CORPUS_CACHE_DIR';

export const SHARED_MISSING_MESSAGE = `outside corpus not found at ${SHARED_CORPUS_DIR} (set SHARED_CORPUS_DIR): skipped`;

/** One row of a printed figure table. */
export interface Figure {
  field: string;
  hit: number;
  total: number;
  /** The floor the tests assert, as a share (0.95), when there is one. */
  floor?: number;
}

export function formatFigures(title: string, figures: Figure[]): string {
  const rows = figures.map((f) => {
    const pct = f.total ? (100 * f.hit) / f.total : 100;
    const floor = f.floor === undefined ? '' : `  (floor ${Math.round(f.floor * 100)}%${pct + 1e-9 >= f.floor * 100 ? '' : ' — BELOW'})`;
    return `  ${f.field.padEnd(34)} ${`${f.hit}/${f.total}`.padStart(9)}  ${pct.toFixed(1).padStart(5)}%${floor}`;
  });
  return [`== ${title}`, ...rows].join('\n');
}

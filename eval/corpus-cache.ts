// One test run's shared store of corpus work: a document's extraction, a resume's parse and a posting's analysis,
// computed by the first test file that needs it and read back by the others (the letter gate's four shards, the
// tailored-resume tests, the resume-accuracy and guard evaluations all read the same documents). The store lives
// in a directory the unit project's global setup (tests/setup/global-corpus.ts) creates for the run and deletes
// after it; each entry is keyed by the document's bytes and a hash of the engine's source, so a value is never
// read under code other than the code that computed it. Outside a test run (npm run eval) nothing is stored.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { extractDocument } from '../src/engine/extract/extract-document.ts';
import { analyzeJobDescription } from '../src/engine/job/analyze-job.ts';
import { parseResume } from '../src/engine/profile/parse-resume.ts';
import type { ExtractedDocument, JobAnalysis, ResumeProfile } from '../src/engine/types.ts';
import { CORPUS_CACHE_ENV } from './corpus-paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

let sourceHash: string | undefined;
/** A hash of everything the cached values are computed by: the engine, the shared types and the dependency lock. */
function engineHash(): string {
  if (sourceHash) return sourceHash;
  const h = createHash('sha256');
  for (const file of [...filesUnder(path.join(ROOT, 'src/engine')), ...filesUnder(path.join(ROOT, 'src/shared')), path.join(ROOT, 'package-lock.json')]) {
    if (/\.test\.ts$/.test(file)) continue;
    h.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  sourceHash = h.digest('hex').slice(0, 16);
  return sourceHash;
}

function storeDir(): string | undefined {
  const dir = process.env[CORPUS_CACHE_ENV];
  if (!dir) return undefined;
  try {
    return statSync(dir).isDirectory() ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The value `compute` gives for `input` under this kind of work, computed once per test run: read back (structured
 * clone, so undefined fields, nulls and numbers survive exactly) when another file of the run stored it. Two files
 * asking at once both compute it; the write is atomic, so a reader sees a whole entry or none.
 */
async function computeOnce<T>(kind: string, input: string | Uint8Array, compute: () => T | Promise<T>): Promise<T> {
  const dir = storeDir();
  if (!dir) return compute();
  const key = createHash('sha256').update(engineHash()).update('\0').update(kind).update('\0').update(input).digest('hex');
  const file = path.join(dir, kind, `${key}.bin`);
  try {
    return deserialize(readFileSync(file)) as T;
  } catch {
    // Not stored yet.
  }
  const value = await compute();
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, serialize(value));
  renameSync(tmp, file);
  return value;
}

/** A corpus document's extraction, once per run. */
export function extractOnce(bytes: Uint8Array): Promise<ExtractedDocument> {
  return computeOnce('extracted', bytes, () => extractDocument(bytes));
}

/** A corpus resume read by the shipped model, once per run (its extraction shared with extractOnce). */
export function parseOnce(bytes: Uint8Array): Promise<ResumeProfile> {
  return computeOnce('profile', bytes, async () => parseResume(await extractOnce(bytes)));
}

/** A posting's analysis, once per run. */
export function analyzeOnce(text: string): Promise<JobAnalysis> {
  return computeOnce('job', text, () => analyzeJobDescription(text));
}

// Mutation fuzzing: damaged PDFs and DOCX files must fail with a typed ExtractError (or still
// read) and always within the time cap. Deterministic: a seeded PRNG picks every mutation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ExtractError } from '../types.ts';
import { extractDocument } from './extract-document.ts';
import { createRandom } from '../write/realise/compose-helpers.ts';

const RESUMES = join(import.meta.dirname, '../../../tests/fixtures/resumes');
const SEEDS = ['priya-natarajan-finance.pdf', 'hannah-berg-design.pdf', 'sofia-ramirez-sales.docx', 'grace-adeyemi-project-management.docx'];
const CASES_PER_FILE = 75;
const TIMEOUT_MS = 3000;


function mutate(src: Uint8Array, rnd: () => number): { bytes: Uint8Array; how: string } {
  const pick = (n: number) => Math.floor(rnd() * n);
  const kind = pick(5);
  if (kind === 0) {
    const bytes = src.slice();
    const flips = 1 + pick(12);
    for (let i = 0; i < flips; i++) bytes[pick(bytes.length)] ^= 1 << pick(8);
    return { bytes, how: `flip ${flips}` };
  }
  if (kind === 1) {
    const at = pick(src.length);
    return { bytes: src.slice(0, at), how: `truncate ${at}` };
  }
  if (kind === 2) {
    const at = pick(src.length);
    const junk = Uint8Array.from({ length: 1 + pick(64) }, () => pick(256));
    const bytes = new Uint8Array(src.length + junk.length);
    bytes.set(src.subarray(0, at));
    bytes.set(junk, at);
    bytes.set(src.subarray(at), at + junk.length);
    return { bytes, how: `insert ${junk.length}@${at}` };
  }
  if (kind === 3) {
    const bytes = src.slice();
    const at = pick(bytes.length);
    bytes.fill(0, at, Math.min(bytes.length, at + 1 + pick(512)));
    return { bytes, how: `zero@${at}` };
  }
  // Overwrite a run in the middle, where PDF objects and zip entries live.
  const bytes = src.slice();
  const at = Math.floor(bytes.length / 4) + pick(Math.floor(bytes.length / 2));
  for (let i = 0; i < 32 && at + i < bytes.length; i++) bytes[at + i] = pick(256);
  return { bytes, how: `scramble@${at}` };
}

describe('mutation fuzz', () => {
  it(`${SEEDS.length * CASES_PER_FILE} damaged files: typed error or text, never a hang`, { timeout: 120_000 }, async () => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    const error = vi.spyOn(console, 'error');
    const rnd = createRandom(0xa991e);
    const outcomes = new Map<string, number>();
    for (const file of SEEDS) {
      const src = new Uint8Array(readFileSync(join(RESUMES, file)));
      for (let i = 0; i < CASES_PER_FILE; i++) {
        const { bytes, how } = mutate(src, rnd);
        let outcome: string;
        try {
          const doc = await extractDocument(bytes, { timeoutMs: TIMEOUT_MS });
          expect(typeof doc.text).toBe('string');
          outcome = 'ok';
        } catch (err) {
          expect(err, `${file} ${how}: ${String(err)}`).toBeInstanceOf(ExtractError);
          outcome = (err as ExtractError).code;
        }
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }
    // Both paths must be exercised: some mutants still read, most are refused.
    expect(outcomes.get('ok') ?? 0).toBeGreaterThan(0);
    expect([...outcomes.keys()].length).toBeGreaterThan(2);
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

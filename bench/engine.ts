// Engine benchmark: parse cost against raw text extraction of the same file, analyse + match + write,
// renders, the whole pipeline, and peak memory for a 5 MB PDF. Everything is measured in one run on this machine;
// baselines and subjects are interleaved so a noisy neighbour slows both alike.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STYLE } from '../src/shared/style.ts';
import { checkGrounding } from '../src/engine/write/check/check-grounding.ts';
import { extractDocument } from '../src/engine/extract/extract-document.ts';
import { extractRawDocxText, extractRawPdfText } from '../src/engine/extract/extract-raw-text.ts';
import { analyzeJobDescription } from '../src/engine/job/analyze-job.ts';
import { matchProfileToJob } from '../src/engine/match/match-profile.ts';
import { parseResume } from '../src/engine/profile/parse-resume.ts';
import { renderLetterDocx, renderResumeDocx } from '../src/engine/render/render-docx.ts';
import { renderLetterPdf, renderResumePdf } from '../src/engine/render/render-pdf.ts';
import { createBuiltinWriter } from '../src/engine/write/writers/builtin-writer.ts';
import { buildLetter } from '../src/engine/pipeline.ts';
import type { CoverLetterInput, ResumeProfile } from '../src/engine/types.ts';
import { padPdf } from './pad-pdf.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(root, 'tests/fixtures/resumes');
const FIVE_MB = 5_000_000;

interface CorpusEntry {
  file: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Measurement

const now = (): number => performance.now();

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

interface Sample {
  wall: number;
  /** CPU time of this process (all threads) during the run: less sensitive to other processes on the machine. */
  cpu: number;
}

async function time(fn: () => unknown): Promise<Sample> {
  const cpu = process.cpuUsage();
  const start = now();
  await fn();
  const wall = now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

async function sample(fn: () => unknown, iterations: number, warmup = 5): Promise<Sample[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: Sample[] = [];
  for (let i = 0; i < iterations; i++) samples.push(await time(fn));
  return samples;
}

/** Baseline and subject run in alternating order, pair by pair; the ratio is taken per pair, then its median. */
async function interleave(baseline: () => unknown, subject: () => unknown, iterations: number, warmup = 5) {
  for (let i = 0; i < warmup; i++) {
    await baseline();
    await subject();
  }
  const base: Sample[] = [];
  const subj: Sample[] = [];
  for (let i = 0; i < iterations; i++) {
    if (i % 2 === 0) {
      base.push(await time(baseline));
      subj.push(await time(subject));
    } else {
      subj.push(await time(subject));
      base.push(await time(baseline));
    }
  }
  const ratio = percentile(subj.map((s, i) => s.wall / base[i].wall), 50);
  const cpuRatio = percentile(subj.map((s, i) => s.cpu / Math.max(base[i].cpu, 0.001)), 50);
  return { base, subj, ratio, cpuRatio };
}

interface Row {
  name: string;
  samples: Sample[];
  goal?: string;
  note?: string;
}

const rows: Row[] = [];
const ratioLines: string[] = [];
const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

function printTable(): void {
  const header = ['benchmark', 'n', 'p50 ms', 'p95 ms', 'cpu p50', 'goal', 'note'];
  const body = rows.map((row) => [
    row.name,
    String(row.samples.length),
    fmt(percentile(row.samples.map((s) => s.wall), 50)),
    fmt(percentile(row.samples.map((s) => s.wall), 95)),
    fmt(percentile(row.samples.map((s) => s.cpu), 50)),
    row.goal ?? '',
    row.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i >= 1 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}

// ---------------------------------------------------------------------------------------------------------------
// Inputs

function loadCorpus(): { firstPdf: { file: string; bytes: Uint8Array }; docx: { file: string; bytes: Uint8Array } } {
  const entries = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as CorpusEntry[];
  const read = (file: string) => ({ file, bytes: new Uint8Array(readFileSync(join(corpus, file))) });
  const pdfs = entries.filter((e) => e.file.endsWith('.pdf')).map((e) => read(e.file));
  const docxs = entries.filter((e) => e.file.endsWith('.docx')).map((e) => read(e.file));
  if (pdfs.length === 0 || docxs.length === 0) throw new Error('The resume corpus needs at least one PDF and one DOCX');
  return { firstPdf: pdfs[0], docx: docxs[0] };
}

async function pickTwoPagePdf(): Promise<{ file: string; bytes: Uint8Array }> {
  const entries = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as CorpusEntry[];
  for (const entry of entries.filter((e) => e.file.endsWith('.pdf'))) {
    const bytes = new Uint8Array(readFileSync(join(corpus, entry.file)));
    if ((await extractDocument(bytes)).pageCount === 2) return { file: entry.file, bytes };
  }
  return loadCorpus().firstPdf;
}

// ---------------------------------------------------------------------------------------------------------------
// Peak memory, in a child process of its own so earlier work cannot hide the peak.

async function probeMemory(file: string): Promise<void> {
  const small = new Uint8Array(readFileSync(join(corpus, file)));
  const big = padPdf(small, FIVE_MB);
  // Load modules and JIT the parser on the small file first: the peak we want is the big file's, not start-up's.
  for (let i = 0; i < 3; i++) parseResume(await extractDocument(small));
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const start = now();
  const cpu = process.cpuUsage();
  const profile = parseResume(await extractDocument(big));
  const elapsed = now() - start;
  const used = process.cpuUsage(cpu);
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ bytes: big.length, before, peak, elapsed, cpu: (used.user + used.system) / 1000, name: profile.name ?? null }));
}

interface MemoryProbe {
  bytes: number;
  before: number;
  peak: number;
  elapsed: number;
  cpu: number;
}

function measureMemory(file: string): MemoryProbe {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--memory-probe', file], {
    encoding: 'utf8',
  });
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) throw new Error(`memory probe failed: ${child.stderr || child.stdout}`);
  return JSON.parse(last) as MemoryProbe;
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 40);
  const pdf = await pickTwoPagePdf();
  const { docx } = loadCorpus();
  const jobText = readFileSync(join(root, 'tests/fixtures/jobs/software.txt'), 'utf8');
  const writer = createBuiltinWriter();
  const date = new Date('2025-06-03T12:00:00Z');
  const profile: ResumeProfile = parseResume(await extractDocument(pdf.bytes));

  console.log(`Node ${process.version}, ${iterations} iterations per benchmark after warm-up; 2-page PDF: ${pdf.file}; DOCX: ${docx.file}\n`);

  const parsePdf = await interleave(
    () => extractRawPdfText(pdf.bytes),
    async () => parseResume(await extractDocument(pdf.bytes)),
    iterations,
  );
  rows.push({ name: 'raw text, 2-page PDF (baseline)', samples: parsePdf.base });
  rows.push({ name: 'parse 2-page PDF (extract + parseResume)', samples: parsePdf.subj, goal: '≤ 1.3× raw', note: `${parsePdf.ratio.toFixed(2)}× raw` });
  ratioLines.push(`parse PDF / raw PDF text   = ${parsePdf.ratio.toFixed(2)}× wall, ${parsePdf.cpuRatio.toFixed(2)}× cpu (medians of paired ratios; goal ≤ 1.3×)`);

  const parseDocx = await interleave(
    () => extractRawDocxText(docx.bytes),
    async () => parseResume(await extractDocument(docx.bytes)),
    iterations,
  );
  rows.push({ name: 'raw text, DOCX (baseline)', samples: parseDocx.base });
  rows.push({ name: 'parse DOCX (extract + parseResume)', samples: parseDocx.subj, goal: '≤ 1.3× raw', note: `${parseDocx.ratio.toFixed(2)}× raw` });
  ratioLines.push(`parse DOCX / raw DOCX text = ${parseDocx.ratio.toFixed(2)}× wall, ${parseDocx.cpuRatio.toFixed(2)}× cpu (medians of paired ratios; goal ≤ 1.3×)`);

  let letter = '';
  const write = await sample(async () => {
    const job = analyzeJobDescription(jobText);
    const match = matchProfileToJob(profile, job);
    const input: CoverLetterInput = { profile, job, match, settings: DEFAULT_STYLE, date, seed: 1 };
    letter = await writer.writeCoverLetter(input);
  }, iterations * 5);
  rows.push({ name: 'analyse + match + write letter', samples: write, goal: '< 10 ms p50' });

  const job = analyzeJobDescription(jobText);
  const match = matchProfileToJob(profile, job);
  const check = await sample(() => checkGrounding(letter, profile, job), iterations * 5);
  rows.push({ name: 'grounding check of the letter', samples: check });

  const tailored = await writer.writeTailoredResume({
    profile,
    job,
    match,
    options: { roleType: 'technical', preferredLength: 'medium', includeKeywords: true, highlightProjects: true, focusOnRecent: true },
  });
  const meta = { title: 'Cover Letter', author: profile.name, date };
  rows.push({ name: 'render letter DOCX', samples: await sample(() => renderLetterDocx(letter, meta), iterations) });
  rows.push({ name: 'render letter PDF', samples: await sample(() => renderLetterPdf(letter, meta), iterations) });
  rows.push({ name: 'render tailored resume DOCX', samples: await sample(() => renderResumeDocx(tailored, { date }), iterations) });
  rows.push({ name: 'render tailored resume PDF', samples: await sample(() => renderResumePdf(tailored, { date }), iterations) });

  // The server's path (pipeline.ts buildLetter: analyse, match, write, grounding check) from the uploaded bytes.
  const pipeline = await sample(async () => {
    const parsed = parseResume(await extractDocument(pdf.bytes));
    await buildLetter({ profile: parsed, jobText, date, seed: 1 });
  }, iterations);
  rows.push({ name: 'pipeline, 2-page PDF → checked letter', samples: pipeline, goal: '< 100 ms p50' });

  const memory = measureMemory(pdf.file);
  rows.push({ name: `parse ${(memory.bytes / 1e6).toFixed(1)} MB PDF (one run, own process)`, samples: [{ wall: memory.elapsed, cpu: memory.cpu }] });

  printTable();
  console.log('');
  for (const line of ratioLines) console.log(line);
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  console.log(
    `peak memory, ${(memory.bytes / 1e6).toFixed(1)} MB PDF: RSS ${mb(memory.before)} before → peak ${mb(memory.peak)} (delta ${mb(Math.max(0, memory.peak - memory.before))})`,
  );
  const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');
  const p50 = (name: string): number => percentile((rows.find((r) => r.name.startsWith(name))?.samples ?? []).map((s) => s.wall), 50);
  console.log(
    `goals: parse PDF ${verdict(parsePdf.ratio <= 1.3)}, parse DOCX ${verdict(parseDocx.ratio <= 1.3)}, ` +
      `analyse+match+write ${verdict(p50('analyse') < 10)}, pipeline ${verdict(p50('pipeline') < 100)}`,
  );
}

const probe = process.argv.indexOf('--memory-probe');
if (probe >= 0) await probeMemory(process.argv[probe + 1]);
else await main();

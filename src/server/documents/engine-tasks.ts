// The CPU-heavy engine work, as plain-data tasks: run inside a worker thread (engine-worker.ts)
// or in-process (WORKER_THREADS=0, or an injected test writer). Inputs and outputs survive
// structured cloning; a document the user sent that cannot be read comes back as data, not as a
// thrown error, so its code and user-safe message cross the thread boundary intact.
import { readFile } from 'node:fs/promises';
import type { StyleSettings, TailorOptions } from '../../shared/style.ts';
import { extractDocument } from '../../engine/extract/extract-document.ts';
import { parseResume } from '../../engine/profile/parse-resume.ts';
import { buildLetter, buildTailoredResume } from '../../engine/pipeline.ts';
import { renderLetterDocx, renderResumeDocx } from '../../engine/render/render-docx.ts';
import { renderLetterPdf, renderResumePdf } from '../../engine/render/render-pdf.ts';
import type { RenderMeta } from '../../engine/render/text-layout.ts';
import { ExtractError, type ExtractErrorCode, type FileKind, type MatchReport, type ResumeProfile, type Writer } from '../../engine/types.ts';
import { createWriter, trackWriter, type WriterSpec } from './writer-spec.ts';

/** Pages a resume may have (the engine's default cap is 10). */
export const MAX_RESUME_PAGES = 10;
/** Time cap for reading one uploaded file. */
export const EXTRACT_TIMEOUT_MS = 15_000;

export type ExtractTaskResult =
  | { ok: true; kind: FileKind; text: string; pageCount: number; profile: ResumeProfile }
  | { ok: false; code: ExtractErrorCode; message: string };

export interface LetterTaskInput {
  profile: ResumeProfile;
  jobText: string;
  settings: StyleSettings;
  fullName?: string;
  companyName?: string;
  date: Date;
  seed: number;
}

export interface LetterTaskResult {
  letter: string;
  notice?: string;
  match: MatchReport;
  company?: string;
  writerName: string;
}

export interface TailoredTaskInput {
  profile: ResumeProfile;
  jobText: string;
  options: TailorOptions;
}

export interface TailoredTaskResult {
  content: string;
  matchBefore: MatchReport;
  matchAfter: MatchReport;
  writerName: string;
}

export type RenderFormat = 'docx' | 'pdf';

export type EngineTask =
  | { op: 'extract'; bytes: Uint8Array }
  /** An upload's temporary file, read inside the worker: the server's thread never holds its bytes. */
  | { op: 'extract'; path: string; stallMs?: number }
  | { op: 'letter'; input: LetterTaskInput; writer: WriterSpec }
  | { op: 'tailored'; input: TailoredTaskInput; writer: WriterSpec }
  | { op: 'render'; doc: 'letter' | 'resume'; format: RenderFormat; content: string; meta: RenderMeta };

export async function extractResume(bytes: Uint8Array): Promise<ExtractTaskResult> {
  try {
    const doc = await extractDocument(bytes, { maxPages: MAX_RESUME_PAGES, timeoutMs: EXTRACT_TIMEOUT_MS });
    const profile = parseResume(doc);
    return { ok: true, kind: doc.kind, text: doc.text, pageCount: doc.pageCount, profile };
  } catch (err) {
    if (err instanceof ExtractError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}

export async function writeLetter(input: LetterTaskInput, writer: Writer): Promise<LetterTaskResult> {
  const tracked = trackWriter(writer);
  const out = await buildLetter({ ...input, writer: tracked.writer });
  return { letter: out.letter, notice: out.notice, match: out.match, company: out.job.company, writerName: tracked.usedName() };
}

export async function writeTailoredResume(input: TailoredTaskInput, writer: Writer): Promise<TailoredTaskResult> {
  const tracked = trackWriter(writer);
  const out = await buildTailoredResume({ ...input, writer: tracked.writer });
  return { content: out.content, matchBefore: out.match, matchAfter: out.matchAfter, writerName: tracked.usedName() };
}

export async function renderDocument(doc: 'letter' | 'resume', format: RenderFormat, content: string, meta: RenderMeta): Promise<Uint8Array> {
  if (doc === 'letter') return format === 'docx' ? renderLetterDocx(content, meta) : renderLetterPdf(content, meta);
  return format === 'docx' ? renderResumeDocx(content, meta) : renderResumePdf(content, meta);
}

/** Test hook (AppOverrides.engineStallMs): holds the thread like a pathological document would. */
function stall(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* burn CPU: the deadline must stop a thread that never yields */
  }
}

/** One entry point for the worker and the in-process runner. `writer` overrides the spec (tests). */
export async function runEngineTask(task: EngineTask, writer?: Writer): Promise<unknown> {
  switch (task.op) {
    case 'extract':
      if ('path' in task) {
        if (task.stallMs) stall(task.stallMs);
        // A plain Uint8Array over the file's own memory (pdf.js refuses Buffer instances).
        const file = await readFile(task.path);
        return extractResume(new Uint8Array(file.buffer, file.byteOffset, file.byteLength));
      }
      return extractResume(task.bytes);
    case 'letter':
      return writeLetter(task.input, writer ?? createWriter(task.writer));
    case 'tailored':
      return writeTailoredResume(task.input, writer ?? createWriter(task.writer));
    case 'render':
      return renderDocument(task.doc, task.format, task.content, task.meta);
  }
}

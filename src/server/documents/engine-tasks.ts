// The CPU-heavy engine work as plain-data tasks, run inside a worker thread (engine-worker.ts) or
// in-process (WORKER_THREADS=0, or an injected test writer). A generation is one task: read the
// resume (unless a current stored profile is given) → parse → analyse the posting → match →
// write → check, so the profile never crosses between threads and a request takes one queue
// slot. Inputs and outputs survive structured cloning; a document the user sent that cannot be
// read comes back as data, not as a thrown error, so its code and user-safe message cross the
// thread boundary intact.
import { readFile } from 'node:fs/promises';
import { MAX_RESUME_PAGES } from '../../shared/constants.ts';
import type { TEditableProfile } from '../../shared/profile.ts';
import { applyCorrection } from '../profiles/apply-correction.ts';
import type { StyleSettings, TailorOptions } from '../../shared/style.ts';
import { extractDocument } from '../../engine/extract/extract-document.ts';
import { parseResume } from '../../engine/profile/parse-resume.ts';
import { buildLetter, buildTailoredResume } from '../../engine/pipeline.ts';
import { renderLetterDocx, renderResumeDocx } from '../../engine/render/render-docx.ts';
import { renderLetterPdf, renderResumePdf } from '../../engine/render/render-pdf.ts';
import type { RenderMeta } from '../../engine/render/text-layout.ts';
import { ExtractError, type ExtractErrorCode, type FileKind, type MatchReport, type ResumeProfile, type Writer } from '../../engine/types.ts';
import { chainFromWriter, createWriterChain, type WriterChain, type WriterReport, type WriterSpec } from '../../engine/write/writers/writer-chain.ts';

/** Time cap for pdf.js on one uploaded file (the task's own deadline is DOCUMENT_DEADLINE_MS). */
export const EXTRACT_TIMEOUT_MS = 15_000;

/**
 * Where the task gets the resume. A file or bytes carry the type sniffed from the upload's first
 * bytes as they streamed in (or stored with the original), so the file is not sniffed again.
 */
export type ResumeSource =
  /** An upload's temporary file, or an original kept on disk: read inside the worker, never on the server's thread. */
  | { from: 'file'; path: string; kind: FileKind; corrected?: TEditableProfile }
  /** An original kept in the database; `corrected` is the user's correction, applied after the reading. */
  | { from: 'bytes'; bytes: Uint8Array; kind: FileKind; corrected?: TEditableProfile }
  /** A stored profile already read and validated at the current version. */
  | { from: 'profile'; profile: ResumeProfile };

/** What the task read from a file, for the server to store with the resume. */
export interface ReadDocument {
  kind: FileKind;
  text: string;
  pageCount: number;
  profile: ResumeProfile;
}

/** The resume could not be read: the code and a message the user can act on. */
export interface UnreadableResume {
  ok: false;
  code: ExtractErrorCode;
  message: string;
}

export interface LetterTaskInput {
  jobText: string;
  settings: StyleSettings;
  fullName?: string;
  companyName?: string;
  date: Date;
  seed: number;
}

export type LetterTaskResult =
  | {
      ok: true;
      /** Set when the resume was read from a file or bytes. */
      read?: ReadDocument;
      letter: string;
      notice?: string;
      match: MatchReport;
      company?: string;
      report: WriterReport;
    }
  | UnreadableResume;

export interface TailoredTaskInput {
  jobText: string;
  options: TailorOptions;
}

export type TailoredTaskResult =
  | { ok: true; read?: ReadDocument; content: string; matchBefore: MatchReport; matchAfter: MatchReport; report: WriterReport }
  | UnreadableResume;

export type RenderFormat = 'docx' | 'pdf';

export type EngineTask =
  | { op: 'letter'; resume: ResumeSource; input: LetterTaskInput; writer: WriterSpec; stallMs?: number }
  | { op: 'tailored'; resume: ResumeSource; input: TailoredTaskInput; writer: WriterSpec; stallMs?: number }
  | { op: 'render'; doc: 'letter' | 'resume'; format: RenderFormat; content: string; meta: RenderMeta }
  /** Does nothing: it resets the idle clock of the worker it passes through (EngineRunner.touch). */
  | { op: 'ping' };

/** Reads and parses the resume a task names; an unreadable document is returned, not thrown. */
export async function readResume(source: ResumeSource): Promise<{ ok: true; profile: ResumeProfile; read?: ReadDocument } | UnreadableResume> {
  if (source.from === 'profile') return { ok: true, profile: source.profile };
  try {
    const bytes = source.from === 'bytes' ? plain(source.bytes) : plain(await readFile(source.path));
    const doc = await extractDocument(bytes, { kind: source.kind, maxPages: MAX_RESUME_PAGES, timeoutMs: EXTRACT_TIMEOUT_MS });
    const profile = parseResume(doc);
    // The stored reading stays the parser's own; the letter is written from the user's correction.
    const written = source.corrected ? applyCorrection(profile, source.corrected) : profile;
    return { ok: true, profile: written, read: { kind: doc.kind, text: doc.text, pageCount: doc.pageCount, profile } };
  } catch (err) {
    if (err instanceof ExtractError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}

/** A plain Uint8Array over the same memory (pdf.js refuses Buffer instances). */
function plain(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export async function writeLetter(source: ResumeSource, input: LetterTaskInput, chain: WriterChain): Promise<LetterTaskResult> {
  const resume = await readResume(source);
  if (!resume.ok) return resume;
  const out = await buildLetter({ ...input, profile: resume.profile, writer: chain });
  return {
    ok: true,
    ...(resume.read ? { read: resume.read } : {}),
    letter: out.letter,
    ...(out.notice ? { notice: out.notice } : {}),
    match: out.match,
    ...(out.job.company ? { company: out.job.company } : {}),
    report: out.report,
  };
}

export async function writeTailoredResume(source: ResumeSource, input: TailoredTaskInput, chain: WriterChain): Promise<TailoredTaskResult> {
  const resume = await readResume(source);
  if (!resume.ok) return resume;
  const out = await buildTailoredResume({ ...input, profile: resume.profile, date: new Date(), writer: chain });
  return { ok: true, ...(resume.read ? { read: resume.read } : {}), content: out.content, matchBefore: out.match, matchAfter: out.matchAfter, report: out.report };
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
    case 'letter':
    case 'tailored': {
      if (task.stallMs) stall(task.stallMs);
      const chain = writer ? chainFromWriter(writer) : createWriterChain(task.writer);
      return task.op === 'letter' ? writeLetter(task.resume, task.input, chain) : writeTailoredResume(task.resume, task.input, chain);
    }
    case 'render':
      return renderDocument(task.doc, task.format, task.content, task.meta);
    case 'ping':
      return null;
  }
}

// Runs engine tasks behind the priority gate: in a piscina worker pool by default, in-process
// when WORKER_THREADS=0. One runner per app context, closed with the app.
import os from 'node:os';
import { Piscina } from 'piscina';
import type { RenderMeta } from '../../engine/render/text-layout.ts';
import type { Writer } from '../../engine/types.ts';
import { DEFAULT_STYLE } from '../../shared/style.ts';
import type { AppContext, AppOverrides } from '../app-context.ts';
import { AppError } from '../errors.ts';
import type {
  EngineTask,
  LetterTaskInput,
  LetterTaskResult,
  RenderFormat,
  ResumeSource,
  TailoredTaskInput,
  TailoredTaskResult,
} from './engine-tasks.ts';
import { PriorityGate, type Priority } from './priority-gate.ts';
import { writerSpecFromConfig } from './writer-spec.ts';
import { isExternalWriter, type WriterSpec } from '../../engine/write/writers/writer-spec.ts';

declare module '../app-context.ts' {
  interface AppOverrides {
    /** Test hook: a writer object used instead of the configured one (runs in-process). */
    writer?: Writer;
    /** Test hook: the document-work deadline, instead of DOCUMENT_DEADLINE_MS. */
    engineDeadlineMs?: number;
    /** Test hook: every generation task first burns this much CPU in the worker (a stand-in for a slow document). */
    engineStallMs?: number;
  }
}

/**
 * Every piece of document work in a worker (extract + parse, write, render) must finish within
 * this; past it the task is abandoned, its thread terminated and replaced, and the user told.
 * Linear parsing keeps real documents far below it: it only stops the unforeseen.
 */
export const DOCUMENT_DEADLINE_MS = 10_000;

export const DOCUMENT_TOO_SLOW_MESSAGE =
  'This document took too long to process. Please upload a simpler PDF or DOCX file (for example, one exported from a word processor).';

export interface EngineRunner {
  readonly threads: number;
  readonly gate: PriorityGate;
  /** One task, one queue slot: read the resume (unless given a current profile), analyse, match, write, check. */
  writeLetter(resume: ResumeSource, input: LetterTaskInput, priority: Priority): Promise<LetterTaskResult>;
  writeTailored(resume: ResumeSource, input: TailoredTaskInput, priority: Priority): Promise<TailoredTaskResult>;
  render(doc: 'letter' | 'resume', format: RenderFormat, content: string, meta: RenderMeta, priority: Priority): Promise<Uint8Array>;
  /** Loads pdf.js, the fonts and the language model in every worker, so the first user waits for none of it. */
  warmUp(): Promise<void>;
  /**
   * Someone signed in is about: with idle release on, load one worker again if all were released
   * (a letter from a released pool takes ~1 s, from a loaded worker ~0.1 s), else keep the loaded
   * ones from being released. Cheap to call on every request: at most one round per TOUCH_INTERVAL_MS.
   */
  touch(): void;
  /**
   * A document task is on its way (an upload has begun): with idle release on and no worker alive,
   * start one now, so its start-up (~0.6 s of CPU: the engine's modules, pdf.js, the language model)
   * overlaps the upload and the request's own checks instead of following them. Nothing else is sent
   * to it, so the task does not queue behind a warm-up round.
   */
  startWorker(): void;
  /** Worker threads alive now (0 once idle release has let them all go, or when in-process). */
  liveThreads(): number;
  close(): Promise<void>;
}

const WARM_UP_RESUME = `Alex Sample
alex@example.com | 555-0100

EXPERIENCE
Software Engineer, Example Co (2020 - Present)
- Built APIs in TypeScript and PostgreSQL

SKILLS
TypeScript, PostgreSQL, Docker`;
const WARM_UP_JOB = 'Example Co is hiring a Software Engineer. Requirements: TypeScript, PostgreSQL. Nice to have: Docker.';

/** Tasks a worker holds at once when the writer mostly waits on a remote model. */
const EXTERNAL_TASKS_PER_WORKER = 4;

/**
 * Young generation of an engine worker. Unbounded, a letter's garbage grows it to 64 MB that stay
 * resident while the worker lives; at 16 MB a loaded worker holds ~45 MB less and a warm letter takes
 * ~30 ms longer (measured on the 2-page corpus PDF, 2 cores).
 */
export const WORKER_YOUNG_GENERATION_MB = 16;

/** touch() acts at most this often. */
const TOUCH_INTERVAL_MS = 5_000;

export function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export function createEngineRunner(opts: {
  threads: number;
  queueMax: number;
  writerSpec: WriterSpec;
  writerOverride?: Writer;
  /**
   * A worker with no task for this long is ended and its memory (70–90 MB with the engine loaded) given
   * back; the next task starts one again. 0 keeps every worker for the life of the process.
   */
  idleMs?: number;
  /** Test hooks, read at each task (tests change them between requests). */
  hooks?: Pick<AppOverrides, 'engineDeadlineMs' | 'engineStallMs'>;
}): EngineRunner {
  const perWorker = isExternalWriter(opts.writerSpec) ? EXTERNAL_TASKS_PER_WORKER : 1;
  const idleMs = opts.idleMs ?? 0;
  const pool =
    opts.threads > 0
      ? new Piscina({
          filename: new URL('./engine-worker-entry.mjs', import.meta.url).href,
          // With idle release the pool may shrink to no thread at all; piscina starts them again on demand.
          minThreads: idleMs > 0 ? 0 : opts.threads,
          maxThreads: opts.threads,
          concurrentTasksPerWorker: perWorker,
          idleTimeout: idleMs > 0 ? idleMs : Number.POSITIVE_INFINITY,
          resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
        })
      : null;
  const gate = new PriorityGate(pool ? opts.threads * perWorker : 1, opts.queueMax);
  let lastTouch = 0;
  let warming: Promise<void> | null = null;
  let closed = false;

  const run = <T>(task: EngineTask, priority: Priority): Promise<T> =>
    gate.run(priority, async () => {
      // An injected writer is an object with functions: it cannot cross into a worker.
      const writes = task.op === 'letter' || task.op === 'tailored';
      const inProcess = !pool || (opts.writerOverride && writes);
      if (inProcess) {
        // The engine (pdf.js, compromise, the renderers) loads on the server's thread only when it runs there.
        const { runEngineTask } = await import('./engine-tasks.ts');
        return (await runEngineTask(task, opts.writerOverride)) as T;
      }
      // A remote model's wait counts against its own timeout, not the CPU deadline.
      const remote = isExternalWriter(opts.writerSpec) && writes;
      const deadline = (opts.hooks?.engineDeadlineMs ?? DOCUMENT_DEADLINE_MS) + (remote ? writerTimeoutMs(opts.writerSpec) : 0);
      const stallMs = opts.hooks?.engineStallMs;
      const sent: EngineTask = writes && stallMs ? { ...task, stallMs } : task;
      try {
        // On abort piscina terminates the thread running the task; a fresh one is started at once
        // (WORKER_IDLE_MS=0) or by the next task (idle release).
        return (await pool.run(sent, { signal: AbortSignal.timeout(deadline) })) as T;
      } catch (err) {
        if (isAbort(err)) throw new AppError('UNPROCESSABLE', DOCUMENT_TOO_SLOW_MESSAGE, { reason: 'TIMEOUT' });
        throw err;
      }
    });

  return {
    threads: opts.threads,
    gate,
    writeLetter: (resume, input, priority) => run({ op: 'letter', resume, input, writer: opts.writerSpec }, priority),
    writeTailored: (resume, input, priority) => run({ op: 'tailored', resume, input, writer: opts.writerSpec }, priority),
    render: async (doc, format, content, meta, priority) => {
      const bytes = await run<Uint8Array>({ op: 'render', doc, format, content, meta }, priority);
      return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes as ArrayBufferLike);
    },
    warmUp: async () => {
      // One round per worker, all at once, so each thread gets one (piscina spreads them).
      await Promise.all(Array.from({ length: Math.max(1, opts.threads) }, () => warmUpRound()));
    },
    touch: () => {
      if (!pool || idleMs === 0 || closed) return;
      const now = Date.now();
      if (warming || now - lastTouch < TOUCH_INTERVAL_MS) return;
      lastTouch = now;
      if (gate.stats().running > 0) return; // busy: the working threads stay
      if (pool.threads.length === 0) {
        warming = warmUpRound(true)
          .catch(() => {
            /* a failed warm-up leaves the next task to start the worker */
          })
          .finally(() => {
            warming = null;
          });
      } else {
        // A task resets each idle clock it passes through; a no-op one keeps a loaded worker loaded.
        void pool.run({ op: 'ping' } satisfies EngineTask).catch(() => {});
      }
    },
    startWorker: () => {
      if (!pool || idleMs === 0 || closed || warming || pool.threads.length > 0) return;
      // piscina starts a thread for the task; the thread loads the engine's modules before it runs it.
      void pool.run({ op: 'ping' } satisfies EngineTask).catch(() => {});
    },
    liveThreads: () => pool?.threads.length ?? 0,
    close: async () => {
      closed = true;
      await pool?.destroy();
    },
  };

  /**
   * Renders a PDF and writes a letter from it: loads pdf.js, the fonts, pdfkit and the language model.
   * Through the gate at start-up; straight to the pool from touch(), so a warm-up never holds a slot
   * a user's request is counted against (a request sent meanwhile waits in the pool for the thread).
   */
  async function warmUpRound(direct = false): Promise<void> {
    const send = <T>(task: EngineTask): Promise<T> => (direct && pool ? (pool.run(task) as Promise<T>) : run<T>(task, 'free'));
    const pdf = await send<Uint8Array>({ op: 'render', doc: 'resume', format: 'pdf', content: WARM_UP_RESUME, meta: { title: 'Warm-up' } });
    const bytes = pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf);
    const input = { jobText: WARM_UP_JOB, settings: DEFAULT_STYLE, date: new Date(0), seed: 1 };
    await send({ op: 'letter', resume: { from: 'bytes', bytes, kind: 'pdf' }, input, writer: { kind: 'builtin' } });
  }
}

function isAbort(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

function writerTimeoutMs(spec: WriterSpec): number {
  return spec.kind === 'builtin' ? 0 : spec.timeoutMs;
}

const runners = new WeakMap<AppContext, EngineRunner>();

/** The app's engine runner, created on first use and destroyed when the app closes. */
export function getEngineRunner(ctx: AppContext): EngineRunner {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = createEngineRunner({
      threads: ctx.config.WORKER_THREADS ?? defaultThreadCount(),
      queueMax: ctx.config.QUEUE_MAX,
      writerSpec: writerSpecFromConfig(ctx.config),
      writerOverride: ctx.overrides.writer,
      idleMs: ctx.config.WORKER_IDLE_MS,
      hooks: ctx.overrides,
    });
    runners.set(ctx, runner);
    const created = runner;
    ctx.onClose(() => created.close());
  }
  return runner;
}

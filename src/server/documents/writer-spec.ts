// Which writer produces the text, as plain data (it crosses into the worker threads), and how
// to build it. External models are always wrapped by the guarded writer with the built-in
// writer as fallback, so a failed or slow model still gives the user a letter.
import type { Writer } from '../../engine/types.ts';
import { createAnthropicWriter } from '../../engine/write/writers/anthropic-writer.ts';
import { createBuiltinWriter } from '../../engine/write/writers/builtin-writer.ts';
import { checkGrounding } from '../../engine/write/check/check-grounding.ts';
import { createGuardedWriter, type GuardedWriter } from '../../engine/write/writers/guarded-writer.ts';
import { createOpenAIWriter } from '../../engine/write/writers/openai-writer.ts';
import type { Config } from '../config.ts';

export type WriterSpec =
  | { kind: 'builtin' }
  | { kind: 'openai'; baseURL: string; apiKey: string; model: string; timeoutMs: number }
  | { kind: 'anthropic'; baseURL?: string; apiKey: string; model: string; timeoutMs: number };

export function writerSpecFromConfig(config: Config): WriterSpec {
  if (config.WRITER === 'openai') {
    return {
      kind: 'openai',
      baseURL: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY ?? '',
      model: config.OPENAI_MODEL,
      timeoutMs: config.WRITER_TIMEOUT_MS,
    };
  }
  if (config.WRITER === 'anthropic') {
    return {
      kind: 'anthropic',
      baseURL: config.ANTHROPIC_BASE_URL,
      apiKey: config.ANTHROPIC_API_KEY ?? '',
      model: config.ANTHROPIC_MODEL,
      timeoutMs: config.WRITER_TIMEOUT_MS,
    };
  }
  return { kind: 'builtin' };
}

/** True when the writer waits on the network (a worker can then hold several tasks at once). */
export function isExternalWriter(spec: WriterSpec): boolean {
  return spec.kind !== 'builtin';
}

const cache = new Map<string, Writer>();

export function createWriter(spec: WriterSpec): Writer {
  const key = JSON.stringify(spec);
  let writer = cache.get(key);
  if (!writer) {
    writer = buildWriter(spec);
    cache.set(key, writer);
  }
  return writer;
}

function buildWriter(spec: WriterSpec): Writer {
  const builtin = createBuiltinWriter();
  if (spec.kind === 'builtin') return builtin;
  const primary =
    spec.kind === 'openai'
      ? createOpenAIWriter({ baseURL: spec.baseURL, apiKey: spec.apiKey, model: spec.model, timeoutMs: spec.timeoutMs })
      : createAnthropicWriter({ baseURL: spec.baseURL, apiKey: spec.apiKey, model: spec.model, timeoutMs: spec.timeoutMs });
  return createGuardedWriter({
    primary,
    fallback: builtin,
    check: (text, input) => checkGrounding(text, input.profile, input.job),
    timeoutMs: spec.timeoutMs,
  });
}

/**
 * A per-task view of a writer that remembers which writer really produced the text (a guarded
 * writer may have fallen back to the built-in one). Per task, so concurrent tasks never mix.
 */
export function trackWriter(writer: Writer): { writer: Writer; usedName: () => string } {
  const guarded = writer as Partial<GuardedWriter>;
  if (!guarded.writeCoverLetterWithReport || !guarded.writeTailoredResumeWithReport) {
    return { writer, usedName: () => writer.name };
  }
  let used = writer.name;
  const tracked: Writer = {
    name: writer.name,
    writeCoverLetter: async (input, signal) => {
      const r = await guarded.writeCoverLetterWithReport!(input, signal);
      used = r.report.writer;
      return r.text;
    },
    writeTailoredResume: async (input, signal) => {
      const r = await guarded.writeTailoredResumeWithReport!(input, signal);
      used = r.report.writer;
      return r.text;
    },
  };
  return { writer: tracked, usedName: () => used };
}

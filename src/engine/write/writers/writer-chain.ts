// The one place a writer chain is assembled. The server maps its configuration to a WriterSpec
// (plain data: it crosses into the worker threads); this builds, per spec, the built-in writer
// alone or a model behind the guarded writer with the built-in writer as fallback. Every write
// returns the text with a report: which writer produced it, whether and why a model's answer was
// replaced, and the grounding check of the text returned, run once.
import type { TWriterReport } from '../../../shared/letters.ts';
import type { CoverLetterInput, GroundingReport, TailoredResumeInput, Writer } from '../../types.ts';
import { checkGrounding } from '../check/check-grounding.ts';
import { createAnthropicWriter } from './anthropic-writer.ts';
import { createBuiltinWriter } from './builtin-writer.ts';
import { createGuardedWriter, type GuardedWriter, type WriteReport } from './guarded-writer.ts';
import { createOpenAIWriter } from './openai-writer.ts';
import type { WriterSpec } from './writer-spec.ts';

export type { WriterSpec } from './writer-spec.ts';

export type WriterReport = TWriterReport;

export interface WrittenText {
  text: string;
  report: WriterReport;
}

export interface WriterChain {
  readonly name: string;
  writeCoverLetter(input: CoverLetterInput, signal?: AbortSignal): Promise<WrittenText>;
  writeTailoredResume(input: TailoredResumeInput, signal?: AbortSignal): Promise<WrittenText>;
}

const chains = new Map<string, WriterChain>();

/** The chain for a spec, built once per thread (the model clients keep their connections). */
export function createWriterChain(spec: WriterSpec): WriterChain {
  const key = JSON.stringify(spec);
  let chain = chains.get(key);
  if (!chain) {
    chain = chainFromWriter(buildWriter(spec));
    chains.set(key, chain);
  }
  return chain;
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

function isGuarded(writer: Writer): writer is GuardedWriter {
  const candidate = writer as Partial<GuardedWriter>;
  return typeof candidate.writeCoverLetterWithReport === 'function' && typeof candidate.writeTailoredResumeWithReport === 'function';
}

/**
 * A chain around any writer: a guarded writer reports for itself; any other writer (the built-in
 * one, or a test's writer object) wrote the text itself and its text is checked here.
 */
export function chainFromWriter(writer: Writer): WriterChain {
  if (isGuarded(writer)) {
    return {
      name: writer.name,
      writeCoverLetter: async (input, signal) => fromGuarded(await writer.writeCoverLetterWithReport(input, signal)),
      writeTailoredResume: async (input, signal) => fromGuarded(await writer.writeTailoredResumeWithReport(input, signal)),
    };
  }
  const direct = (text: string, grounding: GroundingReport): WrittenText => ({
    text,
    report: { writer: writer.name, requested: writer.name, fellBack: false, grounding },
  });
  return {
    name: writer.name,
    writeCoverLetter: async (input, signal) => {
      const text = await writer.writeCoverLetter(input, signal);
      return direct(text, checkGrounding(text, input.profile, input.job));
    },
    writeTailoredResume: async (input, signal) => {
      const text = await writer.writeTailoredResume(input, signal);
      return direct(text, checkGrounding(text, input.profile, input.job));
    },
  };
}

function fromGuarded(result: { text: string; report: WriteReport }): WrittenText {
  const { report } = result;
  return {
    text: result.text,
    report: {
      writer: report.writer,
      requested: report.primary.name,
      fellBack: report.usedFallback,
      ...(report.usedFallback ? { reason: describeFallback(report) } : {}),
      grounding: report.grounding,
      ...(report.guard ? { guard: report.guard } : {}),
    },
  };
}

/**
 * Why the model's answer was replaced, in words for the user. A transport error's own text can
 * carry addresses or keys, so it is never passed on; the claims and problems are the user's own
 * resume and letter, which the user may read.
 */
export function describeFallback(report: WriteReport): string {
  const { primary } = report;
  if (primary.outcome === 'timeout') return 'the model did not answer in time';
  if (primary.outcome === 'error') return primary.attempts === 0 ? 'the model could not be reached' : 'the model failed while revising its answer';
  const claim = primary.problems.find((p) => p.startsWith('The resume does not support'));
  if (claim) {
    const m = /^The resume does not support the (\w+) "([^"]*)"/.exec(claim);
    if (m) return `it claimed the ${m[1]} "${m[2]}", which your resume does not support`;
  }
  const first = primary.problems[0];
  if (!first) return 'its answer did not meet the writing checks';
  const length = /^The letter has (\d+) words; it must have between (\d+) and (\d+) words\./.exec(first);
  if (length) return `its letter had ${length[1]} words, outside the ${length[2]}–${length[3]} you chose`;
  const quality = /^Quality \(([\w-]+)\)/.exec(first);
  if (quality) return `its answer failed the writing checks (${quality[1].replace(/-/g, ' ')})`;
  return `its answer did not meet the writing checks: ${first.slice(0, 200)}`;
}

// A Writer driven by a chat model: one function that completes a prompt is all a provider has to supply, so the
// OpenAI-compatible and Anthropic writers share prompts, cleaning and the repair turn.
import type { CoverLetterInput, TailoredResumeInput, Writer } from '../../types.ts';
import {
  buildCoverLetterPrompt,
  buildRepairPrompt,
  buildTailoredResumePrompt,
  cleanModelText,
  type ChatPrompt,
} from './prompt.ts';

export interface CompletionOptions {
  signal?: AbortSignal;
  maxTokens: number;
  /** Regeneration seed, for providers that accept one. */
  seed?: number;
}

/** Sends a prompt to a model and returns its text. Throws on transport errors, timeouts and empty answers. */
export type CompleteChat = (prompt: ChatPrompt, options: CompletionOptions) => Promise<string>;

/** A writer that can be re-asked with the problems found in its previous answer. */
export interface RevisableWriter extends Writer {
  reviseCoverLetter(input: CoverLetterInput, draft: string, problems: string[], signal?: AbortSignal): Promise<string>;
  reviseTailoredResume(input: TailoredResumeInput, draft: string, problems: string[], signal?: AbortSignal): Promise<string>;
}

export function isRevisableWriter(writer: Writer): writer is RevisableWriter {
  const candidate = writer as Partial<RevisableWriter>;
  return typeof candidate.reviseCoverLetter === 'function' && typeof candidate.reviseTailoredResume === 'function';
}

/** The model answered, but with nothing usable. */
export class WriterResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriterResponseError';
  }
}

// Enough for a 400-word letter or a two-page resume with room for the model's formatting.
const LETTER_TOKENS = 1500;
const RESUME_TOKENS = 4000;

export function createPromptedWriter(name: string, complete: CompleteChat): RevisableWriter {
  const run = async (prompt: ChatPrompt, options: CompletionOptions): Promise<string> => {
    const text = cleanModelText(await complete(prompt, options));
    if (!text) throw new WriterResponseError(`${name} returned an empty answer`);
    return text;
  };
  return {
    name,
    writeCoverLetter: (input, signal) => run(buildCoverLetterPrompt(input), { signal, maxTokens: LETTER_TOKENS, seed: input.seed }),
    writeTailoredResume: (input, signal) => run(buildTailoredResumePrompt(input), { signal, maxTokens: RESUME_TOKENS }),
    reviseCoverLetter: (input, draft, problems, signal) =>
      run(buildRepairPrompt(buildCoverLetterPrompt(input), draft, problems), { signal, maxTokens: LETTER_TOKENS, seed: input.seed }),
    reviseTailoredResume: (input, draft, problems, signal) =>
      run(buildRepairPrompt(buildTailoredResumePrompt(input), draft, problems), { signal, maxTokens: RESUME_TOKENS }),
  };
}

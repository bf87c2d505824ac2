import type { CoverLetterInput, TailoredResumeInput, Writer } from '../../types.ts';
import { composeCoverLetter } from '../realise/compose-cover-letter.ts';
import { composeTailoredResume } from '../realise/compose-tailored-resume.ts';

export { composeCoverLetter, composeTailoredResume };

/** The default writer: offline, deterministic for a seed, grounded by construction. */
export function createBuiltinWriter(): Writer {
  return {
    name: 'builtin',
    async writeCoverLetter(input: CoverLetterInput, signal?: AbortSignal): Promise<string> {
      signal?.throwIfAborted();
      return composeCoverLetter(input);
    },
    async writeTailoredResume(input: TailoredResumeInput, signal?: AbortSignal): Promise<string> {
      signal?.throwIfAborted();
      return composeTailoredResume(input);
    },
  };
}

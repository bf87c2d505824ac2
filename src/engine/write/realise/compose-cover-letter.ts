// The built-in letter writer: plan the content (plan-letter.ts), then realise it (realise-letter.ts).
import type { CoverLetterInput } from '../../types.ts';
import { draftCoverLetter } from './realise-letter.ts';

export { draftCoverLetter };

export function composeCoverLetter(input: CoverLetterInput): string {
  return draftCoverLetter(input).text;
}

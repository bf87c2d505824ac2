// ApplyKit reads English resumes: a resume in another language would be misread field by field and give a letter
// built on that misreading. The language is told by franc (trigram statistics) over the document's prose lines,
// and a refusal also needs the English function words to be rare, so an English resume full of names, places
// and tools is never refused.
import { francAll } from 'franc-min';
import { EXTRACT_MESSAGES } from '../extract/extract-messages.ts';
import { ExtractError, type ExtractedDocument } from '../types.ts';

const LANGUAGE_NAMES: Record<string, string> = {
  deu: 'German', fra: 'French', spa: 'Spanish', nld: 'Dutch', por: 'Portuguese', ita: 'Italian', rus: 'Russian', ukr: 'Ukrainian',
  pol: 'Polish', swe: 'Swedish', tur: 'Turkish', ron: 'Romanian', ces: 'Czech', hun: 'Hungarian', ind: 'Indonesian', vie: 'Vietnamese',
  bul: 'Bulgarian', srp: 'Serbian', ell: 'Greek', arb: 'Arabic', cmn: 'Chinese', jpn: 'Japanese', kor: 'Korean', hin: 'Hindi',
};

const LETTER_RUNS = /\p{L}+/gu;
const ENGLISH_FUNCTION_WORDS = new Set(['the', 'and', 'of', 'to', 'in', 'for', 'with', 'a', 'an', 'on', 'at', 'by', 'from', 'as', 'is', 'my', 'i', 'our', 'this', 'that', 'was', 'were', 'are', 'have', 'has']);

/** The language a document's prose is written in (an ISO 639-3 code), or undefined when it reads as English. */
export function detectForeignLanguage(lines: string[]): string | undefined {
  // Prose lines carry the language; names, dates, contact lines and tool lists do not.
  const prose = lines.filter((l) => l.split(/\s+/).length >= 4).join('\n');
  // The words: the maximal runs of letters.
  const words = prose.toLowerCase().match(LETTER_RUNS) ?? [];
  if (words.length < 40) return undefined;
  let functionWords = 0;
  for (const w of words) if (ENGLISH_FUNCTION_WORDS.has(w)) functionWords++;
  if (functionWords / words.length >= 0.04) return undefined;
  const [top] = francAll(prose.slice(0, 6000), { minLength: 40 });
  if (!top || top[0] === 'eng' || top[0] === 'und' || top[0] === 'sco') return undefined;
  return top[0];
}

/** Throws the user-facing NOT_ENGLISH error when the document is not written in English. */
export function assertEnglish(doc: ExtractedDocument): void {
  const lang = detectForeignLanguage(doc.text.split('\n'));
  if (lang) throw new ExtractError('NOT_ENGLISH', EXTRACT_MESSAGES.NOT_ENGLISH(LANGUAGE_NAMES[lang]));
}

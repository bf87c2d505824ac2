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

const ENGLISH_FUNCTION_WORDS = new Set(['the', 'and', 'of', 'to', 'in', 'for', 'with', 'a', 'an', 'on', 'at', 'by', 'from', 'as', 'is', 'my', 'i', 'our', 'this', 'that', 'was', 'were', 'are', 'have', 'has']);
const LONGEST_FUNCTION_WORD = Math.max(...[...ENGLISH_FUNCTION_WORDS].map((w) => w.length));
const WHITE_SPACE = /\s/;
const LETTER = /\p{L}/u;

const isWhiteSpace = (s: string, i: number) => {
  const c = s.charCodeAt(i);
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0xa0 && WHITE_SPACE.test(s[i]));
};

/** How many pieces `line.split(/\s+/)` gives: one more than its runs of white space. */
function blankSplitCount(line: string): number {
  let n = 1;
  for (let i = 0; i < line.length; i++) if (isWhiteSpace(line, i) && (i === 0 || !isWhiteSpace(line, i - 1))) n++;
  return n;
}

// Whether a code point beyond ASCII is a letter, remembered: a document uses few of them ('–', '•', '’', 'é').
const letterCodePoints = new Map<number, boolean>();
function isLetterCodePoint(cp: number): boolean {
  let v = letterCodePoints.get(cp);
  if (v === undefined) {
    if (letterCodePoints.size >= 4096) letterCodePoints.clear();
    v = LETTER.test(String.fromCodePoint(cp));
    letterCodePoints.set(cp, v);
  }
  return v;
}

/** The words of the text (its maximal runs of letters, as /\p{L}+/gu finds them), and how many are function words. */
function countWords(text: string): { words: number; functionWords: number } {
  let words = 0;
  let functionWords = 0;
  let start = -1;
  for (let i = 0; i <= text.length; ) {
    const cp = i < text.length ? text.codePointAt(i)! : -1;
    const width = cp > 0xffff ? 2 : 1;
    const letter = cp >= 0 && (cp < 0x80 ? (cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90) : isLetterCodePoint(cp));
    if (letter && start < 0) start = i;
    else if (!letter && start >= 0) {
      words++;
      if (i - start <= LONGEST_FUNCTION_WORD && ENGLISH_FUNCTION_WORDS.has(text.slice(start, i))) functionWords++;
      start = -1;
    }
    i += width;
  }
  return { words, functionWords };
}

/** The language a document's prose is written in (an ISO 639-3 code), or undefined when it reads as English. */
export function detectForeignLanguage(lines: string[]): string | undefined {
  // Prose lines carry the language; names, dates, contact lines and tool lists do not.
  const prose = lines.filter((l) => blankSplitCount(l) >= 4).join('\n');
  const { words, functionWords } = countWords(prose.toLowerCase());
  if (words < 40) return undefined;
  if (functionWords / words >= 0.04) return undefined;
  const [top] = francAll(prose.slice(0, 6000), { minLength: 40 });
  if (!top || top[0] === 'eng' || top[0] === 'und' || top[0] === 'sco') return undefined;
  return top[0];
}

/** Throws the user-facing NOT_ENGLISH error when the document is not written in English. */
export function assertEnglish(doc: ExtractedDocument): void {
  const lang = detectForeignLanguage(doc.text.split('\n'));
  if (lang) throw new ExtractError('NOT_ENGLISH', EXTRACT_MESSAGES.NOT_ENGLISH(LANGUAGE_NAMES[lang]));
}

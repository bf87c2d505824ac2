// A PDF's text layer sometimes breaks a word where its glyphs are spaced apart ('en terprise', 'prope rly',
// 'manage ment'). Pieces are joined back when at least one of them is not a word and the joined form is one:
// 'manage ment' becomes 'management', while 'at or', 'a tor' and 'in formation' stay as written (every piece is a
// word, or the joined form is not). Words are the ordinary English of the ESCO and O*NET descriptions
// (english-words.json, built by scripts/build-vocab.ts), compromise's lexicon, and the document's own words.
import nlp from 'compromise';
import WORDS from '../lexicon/vocab/english-words.json' with { type: 'json' };

let prose: Set<string> | null = null;
let lexicon: Record<string, unknown> | null = null;

function proseWords(): Set<string> {
  prose ??= new Set(WORDS.words.split(' '));
  return prose;
}

/** A word of ordinary English (lower case): in the descriptions' prose or in compromise's lexicon. */
export function isWord(w: string): boolean {
  lexicon ??= (nlp as unknown as { model: () => { one: { lexicon: Record<string, unknown> } } }).model().one.lexicon;
  return proseWords().has(w) || Object.hasOwn(lexicon, w);
}

// A piece: letters only, lower case after an optional capital ('En', 'terprise'); punctuation stays outside it.
const PIECE = /^([("'‘“]*)(\p{Lu}?\p{Ll}+)([)"'’”.,;:!?]*)$/u;
const MAX_PIECES = 4;

interface Token {
  lead: string;
  core: string;
  trail: string;
}

function token(raw: string): Token | undefined {
  const m = PIECE.exec(raw);
  return m ? { lead: m[1], core: m[2], trail: m[3] } : undefined;
}

/**
 * The line with split words joined. `documentWords` are the lower-case words the whole document uses: a joined form
 * found there ('observability' elsewhere in the resume) counts as a word even when the word list lacks it, when no
 * piece is a word itself ('obser vability').
 */
export function rejoinSplitWords(line: string, documentWords: ReadonlySet<string> = new Set()): string {
  if (!line.includes(' ')) return line;
  const parts = line.split(' ');
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    let joined = 0;
    for (let k = Math.min(MAX_PIECES, parts.length - i); k >= 2 && !joined; k--) {
      const toks = parts.slice(i, i + k).map(token);
      if (!toks.every((t): t is Token => Boolean(t))) continue;
      // Only the first piece may open with punctuation or a capital, only the last may close with punctuation.
      if (toks.slice(1).some((t) => t.lead || /^\p{Lu}/u.test(t.core)) || toks.slice(0, -1).some((t) => t.trail)) continue;
      const pieces = toks.map((t) => t.core.toLowerCase());
      const whole = pieces.join('');
      const unknown = pieces.filter((p) => !isWord(p));
      if (!unknown.length) continue;
      // The document's own spelling counts only when no piece is a word: 'cron jobs' beside 'cronjobs' is the writer's.
      if (!isWord(whole) && !(unknown.length === pieces.length && documentWords.has(whole))) continue;
      // 'Java script': a capitalised name before a word is two words, not a split one.
      if (/^\p{Lu}/u.test(toks[0].core) && !isWord(pieces[0]) && unknown.length === 1 && pieces.length === 2) continue;
      out.push(toks[0].lead + toks.map((t) => t.core).join('') + toks[toks.length - 1].trail);
      joined = k;
    }
    if (joined) i += joined - 1;
    else out.push(parts[i]);
  }
  return out.join(' ');
}

/** The lower-case words a document uses, for `rejoinSplitWords`. */
export function documentWords(lines: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const l of lines) for (const w of l.toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 4) out.add(w);
  return out;
}

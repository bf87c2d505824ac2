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

/** A word of the prose word list alone (lower case): 'triage' is one, a product's name ('cerner', 'relativity') is not. */
export function isProseWord(w: string): boolean {
  return proseWords().has(w);
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

/** isWord, remembered in `wordMemo` across the lines of one document (the same short words recur on every line). */
function isKnownWord(w: string, wordMemo: Map<string, boolean>): boolean {
  let v = wordMemo.get(w);
  if (v === undefined) {
    v = isWord(w);
    wordMemo.set(w, v);
  }
  return v;
}

/**
 * The line with split words joined. `documentWords` are the lower-case words the whole document uses: a joined form
 * found there ('observability' elsewhere in the resume) counts as a word even when the word list lacks it, when no
 * piece is a word itself ('obser vability'). They may be given as a function that makes them, asked only in that case
 * (rare: most documents never need them).
 */
export function rejoinSplitWords(
  line: string,
  documentWords: ReadonlySet<string> | (() => ReadonlySet<string>) = new Set(),
  wordMemo = new Map<string, boolean>(),
): string {
  if (!line.includes(' ')) return line;
  const parts = line.split(' ');
  // Each part is read once: its piece, whether it opens with a capital, its lower case, and (when asked) whether
  // that is a word.
  const toks = parts.map(token);
  const capital = toks.map((t) => !!t && /^\p{Lu}/u.test(t.core));
  const lower = toks.map((t) => t?.core.toLowerCase() ?? '');
  const known: Array<boolean | undefined> = [];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    let joined = 0;
    // Pieces i, i+1, … may join while each is a piece, none after the first opens with punctuation or a capital,
    // and none before the last closes with punctuation.
    let reach = 0;
    if (toks[i]) {
      reach = 1;
      while (reach < MAX_PIECES && i + reach < parts.length && toks[i + reach] && !toks[i + reach]!.lead && !capital[i + reach] && !toks[i + reach - 1]!.trail) reach++;
    }
    for (let k = reach; k >= 2 && !joined; k--) {
      let unknown = 0;
      for (let j = i; j < i + k; j++) if (!(known[j] ??= isKnownWord(lower[j], wordMemo))) unknown++;
      // Every piece a word: so are the pieces of every shorter span from here, and nothing joins.
      if (!unknown) break;
      const pieces = lower.slice(i, i + k);
      const whole = pieces.join('');
      // The document's own spelling counts only when no piece is a word: 'cron jobs' beside 'cronjobs' is the writer's.
      if (!isKnownWord(whole, wordMemo) && !(unknown === pieces.length && (typeof documentWords === 'function' ? documentWords() : documentWords).has(whole))) continue;
      // 'Java script': a capitalised name before a word is two words, not a split one.
      if (capital[i] && !(known[i] ??= isKnownWord(lower[i], wordMemo)) && unknown === 1 && pieces.length === 2) continue;
      const span = toks.slice(i, i + k) as Token[];
      out.push(span[0].lead + span.map((t) => t.core).join('') + span[span.length - 1].trail);
      joined = k;
    }
    if (joined) i += joined - 1;
    else out.push(parts[i]);
  }
  // Nothing joined (nearly every line): the line as it came.
  return out.length === parts.length ? line : out.join(' ');
}

/** The lower-case words a document uses, for `rejoinSplitWords`. */
export function documentWords(lines: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const l of lines) for (const w of l.toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 4) out.add(w);
  return out;
}

// The parser's view of a line, and the small text helpers every part of it shares. Written as loops and
// single-character tests rather than patterns: they run on every line of untrusted documents.

export interface Line {
  text: string;
  bold: boolean;
  fontSize: number;
  x: number;
  /** Baseline, growing upwards (PDF points); plain text and DOCX use a synthetic, evenly spaced value. */
  y: number;
  /** Baseline of the first visual line when wrapped lines were joined into this one (y is the last one's). */
  top?: number;
  column: number;
  bullet: boolean;
  /** Right edge in PDF points, when the extractor measured it. */
  right?: number;
  page: number;
  /** A DOCX page footer line: read for contact details, kept out of sections. */
  footer?: boolean;
}

const LIGATURES: Record<string, string> = { '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl', '\ufb05': 'st', '\ufb06': 'st' };
const HYPHENS = new Set(['\u2010', '\u2011', '\u2012', '\u2212', '\ufe63', '\uff0d']);
const isLetter = (ch: string | undefined) => !!ch && /\p{L}/u.test(ch);

/**
 * One line's text, tidied: no-break spaces, Unicode hyphens and ligature glyphs made plain; a soft hyphen kept as a dash where it
 * joins two dates ('Sep. 2023­Mar. 2024') and as a hyphen inside a word; letter-spaced headings closed up
 * ('E X P E R I E N C E' → 'EXPERIENCE'); runs of spaces collapsed, tabs kept as field separators.
 */
export function cleanLineText(raw: string): string {
  // Most lines hold none of the characters the first pass rewrites or the accents the second one joins.
  let s = SPECIAL_CHARS.test(raw) ? replaceSpecialChars(raw) : raw;
  s = joinSpacingAccents(s);
  s = closeLetterSpacing(s);
  s = dotLeadersToTab(s);
  // Each run of spaces and tabs becomes one tab when it holds a tab, else one space; none at either end.
  return s.replace(BLANK_RUN, (run) => (run.includes('\t') ? '\t' : ' ')).replace(BLANK_EDGES, '');
}

const SPECIAL_CHARS = /[\u00a0\u2007\u202f\u2009\u00ad\u2010\u2011\u2012\u2212\ufe63\uff0d\u200b\ufeff\ufb00-\ufb06]/;
const BLANK_RUN = /[ \t]{2,}|\t/g;
const BLANK_EDGES = /^[ \t]|[ \t]$/g;

function replaceSpecialChars(raw: string): string {
  let s = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === '\u00a0' || ch === '\u2007' || ch === '\u202f' || ch === '\u2009') s += ' ';
    // A soft hyphen printed inside a line is a hyphen the font encodes so ('Co\u00adfounder', 'easy\u00adto\u00aduse'): a
    // text layer holds only the glyphs drawn, and a word broken at the end of a line has nothing after it.
    else if (ch === '\u00ad') s += isLetter(raw[i - 1]) && isLetter(raw[i + 1]) ? '-' : ' - ';
    else if (HYPHENS.has(ch)) s += '-';
    else if (ch === '\u200b' || ch === '\ufeff') continue;
    // A ligature glyph a text layer kept as one character ('Ofﬁce', 'Eﬀective'): its letters.
    else if (LIGATURES[ch]) s += LIGATURES[ch];
    else s += ch;
  }
  return s;
}

/**
 * 'Store Manager, Target ........ 2018 – 2022', 'Bachelor of Arts . . . . . 2011': a dot leader joins two fields set
 * apart, as a tab does, and becomes one. Four or more dots (spaced or not, or '…' glyphs) between two pieces of
 * text; at the end of a line they are dropped. An ellipsis ('etc...') is three dots and stays.
 */
function dotLeadersToTab(s: string): string {
  if (!s.includes('....') && !s.includes('. . . .') && !s.includes('……')) return s;
  let out = '';
  let i = 0;
  while (i < s.length) {
    if (s[i] !== '.' && s[i] !== '…') {
      out += s[i++];
      continue;
    }
    let j = i;
    let dots = 0;
    while (j < s.length && (s[j] === '.' || s[j] === '…' || (s[j] === ' ' && (s[j + 1] === '.' || s[j + 1] === '…')))) {
      if (s[j] === '.') dots++;
      else if (s[j] === '…') dots += 3;
      j++;
    }
    if (dots < 4) {
      out += s.slice(i, j);
      i = j;
      continue;
    }
    out = out.trimEnd();
    while (s[j] === ' ') j++;
    if (out && j < s.length) out += '\t';
    i = j;
  }
  return out;
}

// LaTeX text layers print an accent as its own spacing glyph before the letter ('W´ojcik', 'M¨unchen').
const SPACING_ACCENTS: Record<string, string> = { '´': '\u0301', '`': '\u0300', '¨': '\u0308', 'ˆ': '\u0302', '˜': '\u0303', 'ˇ': '\u030c', '˘': '\u0306', '¸': '\u0327', '˚': '\u030a' };
const SPACING_ACCENT_CHARS = /[´`¨ˆ˜ˇ˘¸˚]/;

/** 'W´ojcik' → 'Wójcik': a spacing accent before a letter becomes that letter's accent. */
function joinSpacingAccents(s: string): string {
  if (!SPACING_ACCENT_CHARS.test(s)) return s;
  let changed = false;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const mark = SPACING_ACCENTS[s[i]];
    if (mark && isLetter(s[i + 1])) {
      // 'W ´OJCIK': over a capital the accent glyph may stand apart from the letter before it.
      if (out.endsWith(' ') && isLetter(out[out.length - 2]) && /\p{Lu}/u.test(s[i + 1])) out = out.slice(0, -1);
      out += s[i + 1] + mark;
      i++;
      changed = true;
    } else out += s[i];
  }
  return changed ? out.normalize('NFC') : s;
}

/** 'E X P E R I E N C E' and 'W O R K  H I S T O R Y' (words apart by two spaces) → 'EXPERIENCE', 'WORK HISTORY'. */
function closeLetterSpacing(s: string): string {
  const t = s.trim();
  if (t.length < 7 || t.length > 80 || !mostlySingleLetters(t)) return s;
  const words = t.split(/ {2,}|\t/);
  const letters = words.flatMap((w) => w.split(' '));
  const single = letters.filter((x) => x.length === 1).length;
  if (single < 4 || single < letters.length * 0.8) return s;
  return words.map((w) => w.split(' ').join('')).join(' ');
}

/**
 * The test below without its arrays: the items of `t.split(/ {2,}|\t/).flatMap((w) => w.split(' '))` are the
 * pieces between separators, a separator being a run of spaces or a single tab; at least four of them, and four
 * in five, must be one character long.
 */
function mostlySingleLetters(t: string): boolean {
  let items = 0;
  let single = 0;
  let length = 0;
  for (let i = 0; i <= t.length; i++) {
    const c = i < t.length ? t.charCodeAt(i) : -1;
    if (c !== 32 && c !== 9 && c !== -1) {
      length++;
      continue;
    }
    items++;
    if (length === 1) single++;
    length = 0;
    if (c === 32) while (t.charCodeAt(i + 1) === 32) i++;
  }
  return single >= 4 && single >= items * 0.8;
}

const BULLET_GLYPHS = new Set(['•', '▪', '‣', '◦', '●', '■', '□', '➢', '➤', '►', '▸', '✓', '✔', '◆', '◇', '○', '·', '❖', '➔', '→', '⁃', '∙', '⦁', '♦', '✦', '★', '☐', '▶', '◾', '◼', '⚫']);
const DASH_BULLETS = new Set(['-', '–', '—', '*', '+', 'o', '>']);

/** How many characters the bullet at the start of `text` takes (glyph and spaces), 0 when there is none. */
function bulletLength(text: string): number {
  const c = text[0];
  if (c === undefined) return 0;
  let n = 0;
  if (BULLET_GLYPHS.has(c)) n = 1;
  // An unknown symbol followed by a space is a bullet too ('❧ Led…'), a hyphen only with the space.
  else if ((DASH_BULLETS.has(c) || /[\p{So}\p{Sm}]/u.test(c)) && text[1] === ' ') n = 1;
  else {
    let d = 0;
    while (d < 2 && text[d] >= '0' && text[d] <= '9') d++;
    if (d > 0 && (text[d] === '.' || text[d] === ')') && text[d + 1] === ' ') n = d + 1;
  }
  if (!n) return 0;
  while (text[n] === ' ' || text[n] === '\t') n++;
  return n;
}

export const isBulletLine = (text: string) => bulletLength(text) > 0;

/** The glyph a line starts with when it is a symbol bullet ('❖ Docker ❖ Kubernetes' → '❖'). */
export function leadingGlyph(text: string): string | undefined {
  const n = bulletLength(text);
  return n && !/[\d.)]/.test(text[0]) ? text[0] : undefined;
}
export const stripBullet = (text: string) => text.slice(bulletLength(text)).trim();

export function wordCount(s: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

const TIDY_EDGES = new Set([' ', '\t', '\n', ',', ';', ':', '|', '·', '•', '–', '—', '-']);

/** Trims separators from both ends and collapses inner white space: ' | Acme, ' → 'Acme'. */
export function tidy(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && TIDY_EDGES.has(s[a])) a++;
  while (b > a && TIDY_EDGES.has(s[b - 1])) b--;
  const t = s.slice(a, b);
  // Single plain spaces between words (most pieces) need no collapsing.
  return UNEVEN_SPACE.test(t) ? t.split(/\s+/).join(' ') : t;
}

const UNEVEN_SPACE = /\s\s|[^\S ]|^\s|\s$/;

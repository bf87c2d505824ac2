// Postings arrive pasted from job boards and career pages: markdown marks, non-breaking spaces, and
// whole pages flattened onto one line ('student managementThe Board', 'REQUIREMENTS:1.Educational Level').
// This restores the line structure the section reader depends on. Character scans, not backtracking
// patterns, because the text is untrusted and may be one very long line.

const isLower = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isUpper = (c: string | undefined) => c !== undefined && c >= 'A' && c <= 'Z';
const isLetter = (c: string | undefined) => isLower(c) || isUpper(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

const SEPARATORS = new Set([' ', '\t', '.', ':', ';', ',', '(', ')', '/', '-', '"', '“', '”']);

/** True when text[from..to) is a plain lower-case word of at least three letters ('management', not 'Linked'). */
function isLowerWord(text: string, from: number, to: number): boolean {
  if (to - from < 3) return false;
  for (let k = from; k < to; k++) if (!isLower(text[k])) return false;
  return true;
}

/**
 * Breaks lines where pasting glued two sentences or fields together: a lower-case word running into a
 * capitalised one ('assignedComplete', 'LeadershipPAY GRADE'), a sentence end with no space
 * ('records.This'), digits into a word ('2400133991Start') and inline numbered items ('Degree2.Certification').
 * Camel-case names ('LinkedIn', 'PeopleSoft', 'pulseM', 'iPhone') are left whole.
 */
export function unglueLine(line: string): string {
  let out = '';
  let wordStart = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    const prev = line[i - 1];
    const next = line[i + 1];
    let cut = false;
    if (isUpper(c) && i > 0) {
      const capsWord = isCapsRun(line, i);
      if (isLower(prev) && isLowerWord(line, wordStart, i) && (isLower(next) || capsWord)) cut = true;
      // 'ExemptDIVISION', 'LeadershipPAY GRADE': a capitalised word running into an ALL-CAPS label.
      else if (isLower(prev) && capsWord && isUpper(line[wordStart]) && isLowerWord(line, wordStart + 1, i)) cut = true;
      else if (capsWord && (isDigit(prev) || prev === ')' || prev === ']' || (prev === '.' && isLower(line[i - 2])))) cut = true;
      else if ((prev === '.' || prev === '!' || prev === '?') && isLetter(line[i - 2]) && isLetter(line[i - 3]) && isLower(next)) cut = true;
      else if ((prev === ')' || prev === '”') && isLower(next)) cut = true;
      else if (isDigit(prev) && isDigit(line[i - 2]) && isLower(next)) cut = true;
    } else if (isDigit(c) && prev === '.' && isLower(line[i - 2]) && isLower(line[i - 3]) && !isDigit(next) && (next === '+' || next === ' ')) {
      // 'related field.3+ years of experience': a sentence glued to the next one starting with a number.
      cut = true;
    } else if (isDigit(c) && isLowerWord(line, wordStart, i) && i - wordStart >= 4 && endsGluedNumber(line, i)) {
      // 'MBA preferred5+ years', 'trends10-key by touch': a number glued to the word before it.
      cut = true;
    } else if (isDigit(c) && (isLower(prev) || prev === '.' || prev === ':' || prev === ';')) {
      // '…Degree2.Certification', 'attendance.2.Exhibits': a list number glued to the previous text.
      const twoDigits = isDigit(next);
      const dot = twoDigits ? line[i + 2] : next;
      const after = twoDigits ? line[i + 3] : line[i + 2];
      if (dot === '.' && isUpper(after) && !isDigit(line[i - 2])) cut = true;
    }
    if (cut) {
      out += '\n';
      wordStart = i;
    }
    out += c;
    if (SEPARATORS.has(c)) wordStart = i + 1;
  }
  return out;
}

/**
 * An ALL-CAPS word starts at i: four capitals ('DIVISION'), or three followed by another caps word ('PAY
 * GRADE'), so 'PostgreSQL' and 'GraphQL' are not cut.
 */
function isCapsRun(line: string, i: number): boolean {
  if (!isUpper(line[i + 1]) || !isUpper(line[i + 2])) return false;
  if (isUpper(line[i + 3])) return true;
  return line[i + 3] === ' ' && isUpper(line[i + 4]) && isUpper(line[i + 5]);
}

/** The digits at i run into '+' or '-word' ('5+', '10-key'), as a glued list item or requirement starts. */
function endsGluedNumber(line: string, i: number): boolean {
  let k = i;
  while (isDigit(line[k]) && k - i < 3) k++;
  return line[k] === '+' || (line[k] === '-' && isLower(line[k + 1]));
}

/** Words of an ALL-CAPS label ('KNOWLEDGE', '&', 'SKILLS'). */
function isCapsWord(w: string): boolean {
  if (w === '&' || w === '/' || w === 'AND' || w === '-') return true;
  let letters = 0;
  for (const ch of w) {
    if (isUpper(ch)) letters++;
    else if (ch !== '/' && ch !== '&' && ch !== '-' && ch !== "'") return false;
  }
  return letters >= 2;
}

/**
 * Puts an inline ALL-CAPS label and what follows it on lines of their own: 'duties as required KNOWLEDGE &
 * SKILLS:Strong knowledge…' → 'duties as required' / 'KNOWLEDGE & SKILLS:' / 'Strong knowledge…'.
 */
export function splitInlineLabels(line: string): string[] {
  if (line.length < 12 || !line.includes(':')) return [line];
  const out: string[] = [];
  let rest = line;
  let guard = 0;
  while (guard++ < 200) {
    const colon = rest.indexOf(':', 1);
    if (colon < 0) break;
    const before = rest.slice(0, colon);
    const words = before.split(' ');
    let k = words.length;
    while (k > 0 && isCapsWord(words[k - 1]) && words.length - k < 6) k--;
    const labelWords = words.slice(k).filter(Boolean);
    const isLabel = labelWords.length > 0 && labelWords.some((w) => w.length >= 3) && /^[A-Z]/.test(labelWords[0]);
    if (!isLabel || (k === 0 && rest.length - colon < 3)) {
      // Not an inline label: keep the text up to the colon and look further on.
      const head = rest.slice(0, colon + 1);
      const tail = rest.slice(colon + 1);
      const split = splitInlineLabels(tail);
      out.push(head + (split[0] ?? ''), ...split.slice(1));
      return out.filter((l) => l.trim());
    }
    const lead = words.slice(0, k).join(' ').trim();
    if (lead) out.push(lead);
    out.push(`${labelWords.join(' ')}:`);
    rest = rest.slice(colon + 1).trimStart();
    if (!rest.includes(':')) break;
  }
  if (rest.trim()) out.push(rest);
  return out.filter((l) => l.trim());
}

/** Markdown marks, non-breaking spaces and glued text removed; one logical line per line. */
export function normalizePosting(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/\*\*|__/g, '')
    .split('\n');
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/^[ \t]*#{1,6}[ \t]/, '');
    for (const piece of unglueLine(line).split('\n')) {
      // A caps label in the middle of a long line only: a short 'SKILLS:' line is already a heading.
      if (piece.length > 60) out.push(...splitInlineLabels(piece));
      else out.push(piece);
    }
  }
  return joinWrappedLines(out).join('\n');
}

/**
 * Rejoins lines a hard-wrapped paste broke mid-sentence ('…as a driver with international' / 'organizations;'):
 * a long line with no closing punctuation followed by one starting in lower case.
 */
function joinWrappedLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const start = line.trimStart();
    if (prev !== undefined && prev.trim().length >= 30 && isLower(start[0]) && !/[.;:!?]$/.test(prev.trimEnd())) out[out.length - 1] = `${prev.trimEnd()} ${start}`;
    else out.push(line);
  }
  return out;
}

// Features of one segment, as strings (a weight per string and label): its layout relative to the document
// (type size against the body size, weight, capitals, indentation, right alignment, the gap above), its place in
// its line and section, its text (dates, e-mail, word shapes, first and last word), evidence from the
// taxonomies (titles, organisations, degrees, institutions, places), the old hand rules, and the same for its
// neighbours.
import { degreeEvidence, institutionEvidence, legalFormOf, organisationEvidence, placeEvidence, titleEvidence } from '../../gazetteer/gazetteer.ts';
import { wordCount, type Line } from '../resume-lines.ts';
import { ENTRY_SUBHEADING, isCompanyByRule, isDegreeByRule, isInstitutionByRule, isPostalPlace, isStreetAddress, isTitleByRule } from './rule-features.ts';
import type { Segment, SectionRole } from './segments.ts';

export interface DocumentLayout {
  /** The body text size: the size carrying the most characters in the document. */
  bodySize: number;
  /** Right edge per page column (PDF); empty for DOCX. */
  rightEdges: Map<string, number>;
  docx: boolean;
}

const bucket = (v: number, cuts: number[]) => {
  let i = 0;
  while (i < cuts.length && v >= cuts[i]) i++;
  return i;
};
const level = (v: number) => (v >= 0.85 ? 3 : v >= 0.55 ? 2 : v >= 0.25 ? 1 : 0);

// Feature strings are made once and reused: the model looks every feature up by its string for every segment,
// and a string made anew each time is hashed anew each time. Every table holds exactly the strings the template
// beside it would print.
const numbered = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const LWORDS = numbered('lwords:', 6);
const INDENT = numbered('indent:', 3);
const IDX = numbered('idx:', 3);
const PLACE = numbered('i', 3);
const OF = numbered('of:', 4);
const WORDS = numbered('words:', 7);
const G_T = numbered('gT:', 4);
const G_O = numbered('gO:', 4);
const G_D = numbered('gD:', 4);
const G_I = numbered('gI:', 4);
const G_P = numbered('gP:', 4);

/** `${prefix}${value}` for the few values a feature takes, made once per value. */
function interned(prefix: string): (value: string) => string {
  const made = new Map<string, string>();
  return (value: string) => {
    let s = made.get(value);
    if (s === undefined) {
      s = `${prefix}${value}`;
      made.set(value, s);
    }
    return s;
  };
}
/** `${a}${mid}${b}` for two strings that each take a few values, made once per pair. */
function internedPair(mid: string): (a: string, b: string) => string {
  const made = new Map<string, Map<string, string>>();
  return (a: string, b: string) => {
    let row = made.get(a);
    if (!row) {
      row = new Map();
      made.set(a, row);
    }
    let s = row.get(b);
    if (s === undefined) {
      s = `${a}${mid}${b}`;
      row.set(b, s);
    }
    return s;
  };
}
/** A feature a neighbour also sees: as printed, and as the segment before ('p:') and after ('n:') see it. */
interface Shared {
  plain: string;
  p: string;
  n: string;
}
const shared = (plain: string): Shared => ({ plain, p: `p:${plain}`, n: `n:${plain}` });
const WORDS_SHARED = WORDS.map(shared);
const DATE_SHARED = [shared('date')];
// Evidence levels 0–3, and 4 for a segment without them (a date): 'gT:-'.
const withNone = (table: string[], prefix: string) => [...table, `${prefix}-`];
const G_T_ALL = withNone(G_T, 'gT:');
const G_O_ALL = withNone(G_O, 'gO:');
const G_D_ALL = withNone(G_D, 'gD:');
const G_I_ALL = withNone(G_I, 'gI:');
const G_T_SHARED = G_T.map(shared);
const G_O_SHARED = G_O.map(shared);
const G_D_SHARED = G_D.map(shared);
const G_I_SHARED = G_I.map(shared);
const G_P_SHARED = G_P.map(shared);
const NONE = 4;
const pairTable = (a: string[], mid: string, b: string[]) => a.map((x) => b.map((y) => `${x}${mid}${y}`));
const T_PREV = pairTable(G_T_ALL, '|p', G_T_ALL);
const T_NEXT = pairTable(G_T_ALL, '|n', G_T_ALL);
const O_PREV = pairTable(G_O_ALL, '|p', G_O_ALL);

const lcaseOf = interned('lcase:');
const caseOf = interned('case:');
const caseShared = new Map<string, Shared>();
const caseSharedOf = (shape: string) => {
  let v = caseShared.get(shape);
  if (!v) {
    v = shared(caseOf(shape));
    caseShared.set(shape, v);
  }
  return v;
};
const sepOf = interned('sep:');
const placeOf = internedPair('|');

/** The pairs of a place in a line (`i${index}|${separator}`) with each evidence level of each kind. */
interface PlaceRow {
  T: string[];
  O: string[];
  I: string[];
  D: string[];
}
const placeRows = new Map<string, PlaceRow>();
function placeRowOf(place: string): PlaceRow {
  let row = placeRows.get(place);
  if (!row) {
    const of = (table: string[]) => table.map((g) => `${place}|${g}`);
    row = { T: of(G_T_ALL), O: of(G_O_ALL), I: of(G_I_ALL), D: of(G_D_ALL) };
    placeRows.set(place, row);
  }
  return row;
}

/** A section role's features: `sec:${role}`, with the segment's index in its line, and on a bold line. */
interface RoleFeatures {
  sec: string;
  byIndex: string[];
  bold: string;
}
const roleFeatures = new Map<string, RoleFeatures>();
function roleFeaturesOf(role: string): RoleFeatures {
  let r = roleFeatures.get(role);
  if (!r) {
    const sec = `sec:${role}`;
    r = { sec, byIndex: IDX.map((idx) => `${sec}|${idx}`), bold: `${sec}|bold` };
    roleFeatures.set(role, r);
  }
  return r;
}

const LETTER_OR_SPACE = /[\p{L}\s]/u;

/** Whether every letter and white space in the text is ASCII ('–', '•', '’' may stand between them). */
function asciiLettersOnly(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if ((c >= 0xd800 && c <= 0xdfff) || LETTER_OR_SPACE.test(text[i])) return false;
  }
  return true;
}

export function caseShape(text: string): string {
  // Letters and spaces all ASCII (nearly every segment): the same answer as below, without the Unicode patterns.
  if (asciiLettersOnly(text)) return asciiCaseShape(text);
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (!letters) return 'none';
  if (letters === letters.toUpperCase()) return 'caps';
  const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const capped = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  if (capped === words.length) return 'title';
  if (/^\p{Ll}/u.test(text)) return 'lower';
  return capped >= words.length / 2 ? 'mostly' : 'sentence';
}

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

function asciiCaseShape(text: string): string {
  let letters = 0;
  let lower = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isLower(c)) lower++;
    else if (!isUpper(c)) continue;
    letters++;
  }
  if (!letters) return 'none';
  if (!lower) return 'caps';
  // Words are the runs between white space; only those opening with a letter count.
  let words = 0;
  let capped = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || (i > 0 && !isSpace(text.charCodeAt(i - 1)))) continue;
    if (isUpper(c)) {
      words++;
      capped++;
    } else if (isLower(c)) words++;
  }
  if (capped === words) return 'title';
  if (isLower(text.charCodeAt(0))) return 'lower';
  return capped >= words / 2 ? 'mostly' : 'sentence';
}

/** Layout features of a line, computed once per line. */
function lineFeatures(line: Line, i: number, lines: Line[], layout: DocumentLayout, ctx: { minX: number; gap: number; first: Line | undefined; words: number[] }): string[] {
  const f: string[] = [];
  const size = layout.bodySize > 0 && line.fontSize > 0 ? line.fontSize / layout.bodySize : 1;
  f.push(size < 0.93 ? 'size:small' : size <= 1.07 ? 'size:body' : size <= 1.3 ? 'size:large' : 'size:huge');
  if (line.bold) f.push('bold');
  const shape = caseShape(line.text);
  f.push(lcaseOf(shape));
  if (line.bullet) f.push('glyph');
  if (line.text.includes('\t')) f.push('tabbed');
  const words = ctx.words[i];
  f.push(LWORDS[bucket(words, [2, 3, 5, 8, 13])]);
  if (!layout.docx) {
    const indent = line.x - ctx.minX;
    f.push(INDENT[indent < 3 ? 0 : indent < 15 ? 1 : 2]);
    const edge = layout.rightEdges.get(`${line.page}:${line.column}`);
    if (edge !== undefined && line.right !== undefined && line.right > edge - 4 && indent > 100) f.push('right-aligned');
    const prev = lines[i - 1];
    if (prev && prev.page === line.page && ctx.gap > 0) {
      const gap = Math.abs(prev.y - line.y);
      f.push(gap < ctx.gap * 0.8 ? 'gap:tight' : gap < ctx.gap * 1.3 ? 'gap:normal' : 'gap:wide');
    }
  } else f.push('docx');
  if (ctx.first && sameStyle(line, ctx.first)) f.push('style-of-first');
  if (i === 0) f.push('first-line');
  const prev = lines[i - 1];
  const next = lines[i + 1];
  if (prev && (prev.bullet || ctx.words[i - 1] >= 10)) f.push('after-prose');
  if (next && (next.bullet || ctx.words[i + 1] >= 10)) f.push('before-prose');
  if (prev && prev.bold !== line.bold) f.push('bold-changes');
  if (/[.!]$/.test(line.text)) f.push('ends-stop');
  return f;
}

/** Whether two lines print alike: `${bold}|${Math.round(fontSize)}|${Math.round(x / 6)}` the same for both. */
const same = (u: number, v: number) => u === v || (Number.isNaN(u) && Number.isNaN(v));
function sameStyle(a: Line, b: Line): boolean {
  return a.bold === b.bold && same(Math.round(a.fontSize), Math.round(b.fontSize)) && same(Math.round(a.x / 6), Math.round(b.x / 6));
}

/** A segment's own features, and the few its neighbours and the pairs read from them. */
interface Own {
  all: string[];
  /** The features a neighbour sees, in the order they stand in `all`. */
  shared: Shared[];
  /** Evidence levels (NONE for a date). */
  gT: number;
  gO: number;
  gD: number;
  gI: number;
}

/** The features of a segment on its own, without its neighbours. */
function ownFeatures(s: Segment): Own {
  const f: string[] = [];
  const t = s.text;
  f.push(IDX[Math.min(s.indexInLine, 2)], OF[Math.min(s.countInLine, 3)], sepOf(s.sepBefore));
  if (afterSlash(s)) f.push('sep:slash');
  if (s.indexInLine === s.countInLine - 1 && s.countInLine > 1) f.push('last-in-line');
  if (s.isDate) {
    f.push('date', s.endYear === null ? 'date-open' : s.startYear !== s.endYear ? 'date-range' : 'date-point');
    return { all: f, shared: DATE_SHARED, gT: NONE, gO: NONE, gD: NONE, gI: NONE };
  }
  const words = WORDS_SHARED[bucket(wordCount(t), [2, 3, 4, 6, 9, 13])];
  const shape = caseSharedOf(caseShape(t));
  f.push(words.plain, shape.plain);
  if (DIGIT.test(t)) f.push('digit');
  // /@|https?:|www\./
  if (t.includes('@') || t.includes('http:') || t.includes('https:') || t.includes('www.')) f.push('link');
  // /[.!]$/
  const end = t.charCodeAt(t.length - 1);
  if (end === 46 || end === 33) f.push('stop');
  // 'Tools: Jira', 'Relevant coursework: …': a label and its value, not a name (/^[^:]{2,30}: /: the first colon).
  const colon = t.indexOf(':');
  if (colon >= 2 && colon <= 30 && t.charCodeAt(colon + 1) === 32) f.push('labelled');
  // 'Led audits', 'Managed…': description opens with a verb, most often in the past tense.
  if (opensWithEd(t)) f.push('w0-ed');
  const gT = level(titleEvidence(t));
  const gO = level(organisationEvidence(t));
  const gD = level(degreeEvidence(t));
  const gI = level(institutionEvidence(t));
  const gP = level(placeEvidence(t));
  f.push(G_T[gT], G_O[gO], G_D[gD], G_I[gI], G_P[gP]);
  if (legalFormOf(t)) f.push('legal-form');
  if (isTitleByRule(t)) f.push('r-title');
  if (isCompanyByRule(t)) f.push('r-company');
  if (isDegreeByRule(t)) f.push('r-degree');
  if (isInstitutionByRule(t)) f.push('r-school');
  if (isStreetAddress(t) || isPostalPlace(t)) f.push('r-street');
  // 'Key Achievements', 'Responsibilities:' over a position's description: a sub-heading of the entry (the section
  // reader's rule, as a feature), never its employer.
  if (ENTRY_SUBHEADING.test(t)) f.push('r-subhead');
  // The first and the last word (run of letters) of the lower-cased text.
  const lower = t.toLowerCase();
  const first = firstWord(lower);
  if (first !== undefined) f.push(`w0:${first}`, `wl:${lastWord(lower)}`);
  return { all: f, shared: [words, shape, G_T_SHARED[gT], G_O_SHARED[gO], G_D_SHARED[gD], G_I_SHARED[gI], G_P_SHARED[gP]], gT, gO, gD, gI };
}

/**
 * Cut at a spaced slash: two readings of one field ('Security Officer / CCTV Technician') more often than two
 * fields, which a pipe parts ('Title | Employer'). Both are 'pipe' separators; the model weighs the slash apart.
 */
export const afterSlash = (s: Segment | undefined) => !!s && s.sepBefore === 'pipe' && s.sepText.trim() === '/';

const DIGIT = /\d/;
const FIRST_WORD = /\p{L}+/u;
const LETTER = /\p{L}/u;
const W0_ED = /^\p{L}{3,}ed\b/u;

// The text patterns below, read code unit by code unit while the text is ASCII (nearly every segment), and by the
// pattern itself as soon as a character beyond ASCII could change the answer.
const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** FIRST_WORD's match: the first run of letters. */
function firstWord(text: string): string | undefined {
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return FIRST_WORD.exec(text)?.[0];
    if (isAsciiLetter(c)) {
      if (start < 0) start = i;
    } else if (start >= 0) return text.slice(start, i);
  }
  return start >= 0 ? text.slice(start) : undefined;
}

/** W0_ED: a first word of five or more letters ending in 'ed', then no word character (\w: ASCII letter, digit, _). */
function opensWithEd(t: string): boolean {
  let n = 0;
  while (n < t.length && isAsciiLetter(t.charCodeAt(n))) n++;
  const next = n < t.length ? t.charCodeAt(n) : -1;
  if (next >= 0x80) return W0_ED.test(t);
  const wordChar = (next >= 48 && next <= 57) || next === 95;
  return n >= 5 && t.charCodeAt(n - 2) === 101 && t.charCodeAt(n - 1) === 100 && !wordChar;
}

// Code points from the end: a letter outside the BMP is a surrogate pair. (Module functions, not closures made
// per call: lastWord runs for every segment.)
function unitsBefore(text: string, i: number): number {
  const low = text.charCodeAt(i - 1);
  return i >= 2 && low >= 0xdc00 && low <= 0xdfff && (text.charCodeAt(i - 2) & 0xfc00) === 0xd800 ? 2 : 1;
}
const letterBefore = (text: string, i: number) => LETTER.test(text.slice(i - unitsBefore(text, i), i));

/** The last run of letters in a text that has one (as the last piece of `split(/[^\p{L}]+/u)` that is not empty). */
function lastWord(text: string): string {
  let end = text.length;
  while (end > 0 && !isAsciiLetter(text.charCodeAt(end - 1))) {
    if (text.charCodeAt(end - 1) >= 0x80) return lastWordOfAnyText(text);
    end--;
  }
  let start = end;
  while (start > 0 && isAsciiLetter(text.charCodeAt(start - 1))) start--;
  if (start > 0 && text.charCodeAt(start - 1) >= 0x80) return lastWordOfAnyText(text);
  return text.slice(start, end);
}

function lastWordOfAnyText(text: string): string {
  let end = text.length;
  while (end > 0 && !letterBefore(text, end)) end -= unitsBefore(text, end);
  let start = end;
  while (start > 0 && letterBefore(text, start)) start -= unitsBefore(text, start);
  return text.slice(start, end);
}

/** A few of a neighbour's features, prefixed, for context. */
function neighbourFeatures(out: string[], side: 'p' | 'n', s: Segment | undefined, own: Own | undefined, sameLine: boolean): void {
  if (!s || !own) {
    out.push(side === 'p' ? 'p:none' : 'n:none');
    return;
  }
  for (let k = 0; k < own.shared.length; k++) out.push(own.shared[k][side]);
  if (side === 'p') out.push(sameLine ? 'p:same-line' : 'p:other-line');
  else out.push(sameLine ? 'n:same-line' : 'n:other-line');
}

export function sectionFeatures(segs: Segment[], lines: Line[], role: SectionRole, layout: DocumentLayout): string[][] {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) if (lines[i].page === lines[i - 1].page) gaps.push(Math.abs(lines[i - 1].y - lines[i].y));
  gaps.sort((a, b) => a - b);
  const ctx = {
    minX: Math.min(...lines.map((l) => l.x)),
    gap: gaps.length ? gaps[Math.floor(gaps.length / 2)] : 0,
    first: lines[0] as Line | undefined,
    // Each line's words, counted once (a line's features also read its neighbours').
    words: lines.map((l) => wordCount(l.text)),
  };
  const lineFs = lines.map((l, i) => lineFeatures(l, i, lines, layout, ctx));
  // Which lines carry a date, and which are description: the shape of an entry's header block around a line.
  const dated = new Set(segs.filter((s) => s.isDate).map((s) => s.lineIndex));
  const described = lines.map((l, i) => l.bullet || ctx.words[i] >= 10);
  const isDescribed = (i: number) => i >= 0 && i < lines.length && described[i];
  lineFs.forEach((f, i) => {
    if (dated.has(i)) f.push('line-dated');
    if (dated.has(i - 1)) f.push('above-dated');
    if (dated.has(i + 1)) f.push('below-dated');
    if (isDescribed(i - 1) && !isDescribed(i)) f.push('header-after-description');
    if (!isDescribed(i) && !isDescribed(i + 1) && isDescribed(i + 2)) f.push('two-above-description');
  });
  const own = segs.map(ownFeatures);
  const roleFs = roleFeaturesOf(role);
  return segs.map((s, i) => {
    const prev = segs[i - 1];
    const next = segs[i + 1];
    const out = ['bias'];
    const mine = own[i].all;
    for (let k = 0; k < mine.length; k++) out.push(mine[k]);
    const ofLine = lineFs[s.lineIndex];
    for (let k = 0; k < ofLine.length; k++) out.push(ofLine[k]);
    neighbourFeatures(out, 'p', prev, own[i - 1], prev?.lineIndex === s.lineIndex);
    neighbourFeatures(out, 'n', next, own[i + 1], next?.lineIndex === s.lineIndex);
    if (next?.lineIndex === s.lineIndex && afterSlash(next)) out.push('n:sep-slash');
    // Pairs a linear model cannot form on its own: what a segment reads as, by where it stands.
    const me = own[i];
    const index = Math.min(s.indexInLine, 2);
    const place = placeRowOf(placeOf(PLACE[index], s.sepBefore));
    out.push(place.T[me.gT], place.O[me.gO], place.I[me.gI], place.D[me.gD]);
    out.push(T_PREV[me.gT][own[i - 1]?.gT ?? NONE], T_NEXT[me.gT][own[i + 1]?.gT ?? NONE], O_PREV[me.gO][own[i - 1]?.gO ?? NONE]);
    // The section's kind changes what a first segment on a bold line is: a few conjunctions carry it.
    out.push(roleFs.sec, roleFs.byIndex[index]);
    if (s.line.bold) out.push(roleFs.bold);
    return out;
  });
}

// A table's header row names its columns ('Qualification ⇥ Institute ⇥ Board / University ⇥ Year ⇥ Percentage'):
// each cell under it reads as what its header names, whatever its words (a degree no list knows: 'Laurea Triennale').
const COLUMN_KINDS: Array<[RegExp, string]> = [
  [/^(degree|qualifications?|course|programme|program|examination|exam|class|standard|level|award|diploma|certificate)s?\b/i, 'col:degree'],
  [/^(institut\w*|school|college|university|board|organi[sz]ation|awarding body|place of study)\b/i, 'col:school'],
  [/^(year|years|date|dates|duration|period|passing|passed|from|to|graduation)\b/i, 'col:year'],
  [/^(percentage|cgpa|gpa|marks|score|grade|result|class obtained|division|%)/i, 'col:score'],
];
const columnKind = (cell: string) => COLUMN_KINDS.find(([re]) => re.test(cell.trim()))?.[1];

/** A segment's column in a table under a header row: what the header names, and the cell's place in its row. */
interface Column {
  kind: string;
  cell: number;
}

/** Each segment's column, by the header row above it in its section (undefined outside a table under a header). */
export function tableColumns(segs: Segment[], lines: Line[]): Array<Column | undefined> {
  const out: Array<Column | undefined> = segs.map(() => undefined);
  let header: Array<string | undefined> | undefined;
  const byLine = new Map<number, number[]>();
  segs.forEach((s, i) => byLine.set(s.lineIndex, [...(byLine.get(s.lineIndex) ?? []), i]));
  for (let li = 0; li < lines.length; li++) {
    const text = lines[li].text;
    const cells = text.split('\t');
    if (cells.length < 2) {
      header = undefined;
      continue;
    }
    const kinds = cells.map((c) => (DIGIT.test(c) ? undefined : columnKind(c)));
    if (kinds.filter(Boolean).length >= Math.max(2, Math.ceil(cells.length / 2)) && !DIGIT.test(text)) {
      header = kinds;
      continue;
    }
    // A row of as many cells as the header: a table whose cells wrap over lines (a PDF) is not read by column.
    if (!header || cells.length !== header.length) continue;
    let cursor = 0;
    for (const i of byLine.get(li) ?? []) {
      const at = text.indexOf(segs[i].text, cursor);
      if (at < 0) continue;
      cursor = at + segs[i].text.length;
      let cell = 0;
      for (let k = 0; k < at; k++) if (text.charCodeAt(k) === 9) cell++;
      const kind = header[cell];
      if (kind) out[i] = { kind, cell };
    }
  }
  return out;
}

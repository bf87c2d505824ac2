// The units the learned parser labels: the lines of an entry section, cut into segments at the places where a
// resume puts one field beside another — wide gaps (tabs), ' | ', spaced dashes, commas, ' at ', brackets — and
// around date ranges. A long sentence stays whole: it is a description, not a row of fields.
import { degreeEvidence, institutionEvidence, institutionNameStart, namesSchool, titleEvidence } from '../../gazetteer/gazetteer.ts';
import { findDates, hasDate, MM_YY_RE } from '../parse-dates.ts';
import { isBulletLine, stripBullet, tidy, wordCount, type Line } from '../resume-lines.ts';

export type SectionRole = 'experience' | 'education' | 'positions';

export type Separator = 'line' | 'tab' | 'pipe' | 'dash' | 'comma' | 'at' | 'paren' | 'dot' | 'date';

export interface Segment {
  text: string;
  /** What stood before this segment: the start of a line, or the separator it was cut at. */
  sepBefore: Separator;
  /** The separator's text as printed (', ', ' – '), to join two segments of one field again. */
  sepText: string;
  lineIndex: number;
  indexInLine: number;
  countInLine: number;
  isDate: boolean;
  /** A date point followed by a dash: the start of a range whose end is on the next line. */
  dangling?: boolean;
  /** Cut from a title run into it where an organisation's name starts ('Researcher' | 'Department of Zoology'). */
  orgStart?: boolean;
  startYear?: number;
  endYear?: number | null;
  line: Line;
}

// Separators between fields: spaced pipes, slashes, dashes and bullets, a comma, ' at ' / ' @ ', brackets, a tab.
// A pipe may lose the space on one side ('Law Group| Tuscaloosa').
const SPLIT_RE = /(\t| \| ?|\| | \/ | ?[—–] ?| - | -(?=[A-Z])| [·•▪→⟶] |, | at | @ |; )/;
// A bracketed remark is a segment of its own, brackets kept: 'Master of Arts', '(M.A.)', 'in Education'.
const BRACKET_RE = /(\([^()]{1,80}\))/;

function separatorKind(sep: string): Separator {
  const s = sep.trim();
  if (sep === '\t') return 'tab';
  if (s === '|' || s === '/') return 'pipe';
  if (s === '—' || s === '–' || s === '-') return 'dash';
  if (s === ',' || s === ';') return 'comma';
  if (s === 'at' || s === '@') return 'at';
  return 'dot';
}

/**
 * 'Teaching Fellow, Course (Harvard College, ' once the date closing the bracket is cut out: the bracket still
 * opens a field of its own (the organisation), so the stretch is cut there, the bracket kept as its marker.
 */
function splitOpenBracket(text: string): string[] {
  const at = text.lastIndexOf('(');
  if (at <= 0 || text.includes(')', at)) return [text];
  const inside = text.slice(at + 1).trim().replace(/[,;–—-]$/, '').trimEnd();
  return inside ? [text.slice(0, at), `(${inside})`] : [text];
}

/** Splits one stretch of text (no dates in it) at field separators. */
function splitFields(text: string, first: Separator, firstText: string): Array<{ text: string; sep: Separator; sepText: string }> {
  const out: Array<{ text: string; sep: Separator; sepText: string }> = [];
  let sep = first;
  let sepText = firstText;
  for (const group of splitOpenBracket(text).flatMap((g) => g.split(BRACKET_RE))) {
    if (BRACKET_RE.test(group) && group.startsWith('(')) {
      out.push({ text: group, sep: out.length ? 'paren' : sep, sepText: out.length ? ' ' : sepText });
      sep = 'paren';
      sepText = ' ';
      continue;
    }
    // split() with a captured separator alternates text and separator: odd places hold the separators (' at ').
    const split = group.split(SPLIT_RE);
    for (let k = 0; k < split.length; k++) {
      const piece = split[k];
      if (k % 2 === 1) {
        sep = separatorKind(piece);
        sepText = piece;
        continue;
      }
      const t = piece.trim();
      if (!t) continue;
      out.push({ text: t, sep, sepText });
      sep = 'dot';
      sepText = ' ';
    }
  }
  return out;
}

/**
 * A label printed before a date, as a field of its own (at the start of the line or after a separator): 'Duration:',
 * 'Period:', 'Dates:', 'Employment period:', 'Tenure:'. 'Graduation Date:' is left as printed (cutting it changed how
 * an education line of the tuning half was read, and no layout seen needs it).
 */
const DATE_LABEL_RE = /(^|[\t|–—,;-] ?)(?:(?:employment|time|service|work) )?(?:duration|period|dates?|tenure|timeline) ?:[ \t]*$/iu;

/** Cuts a line into date and non-date stretches (at most three dates, left to right). */
function splitDates(text: string, cutLabels = false): Array<{ text: string; date?: ReturnType<typeof findDates>; dangling?: boolean }> {
  const out: Array<{ text: string; date?: ReturnType<typeof findDates>; dangling?: boolean }> = [];
  let rest = text;
  for (let n = 0; n < 3 && rest; n++) {
    const d = findDates(rest);
    if (!d) break;
    const at = rest.indexOf(d.text);
    if (at < 0) break;
    // 'Duration: 01/10/2023 – 16/04/2025', 'Title – Employer | Period: 2019 – 2021': the label only says that a date
    // follows; it is no field of the header (the line reads as the dates alone on a line, a class the model knows).
    const before = cutLabels ? rest.slice(0, at).replace(DATE_LABEL_RE, '$1') : rest.slice(0, at);
    if (before.trim()) out.push({ text: before });
    rest = rest.slice(at + d.text.length);
    // 'Jul 2022 –' with the end on the next line: a range stacked over two lines. 'April 2018 to Paralegal, …'
    // over 'August 2021' (a left date gutter) is one too; the 'to' belongs to the date, not to the title.
    const point = d.startYear === d.endYear;
    const to = point && /^ ?to\b/.test(rest);
    if (to) rest = rest.replace(/^ ?to\b/, '');
    out.push({ text: d.text, date: d, dangling: point && (to || /^ ?[–—-]/.test(rest)) });
  }
  if (rest) out.push({ text: rest });
  return out;
}

/** 'Community College of Denver (' once its bracketed dates are cut out: the bracket left open goes too (square ones too). */
function dropOpenBracket(t: string): string {
  let out = t;
  if (out.endsWith('(')) out = out.slice(0, -1).trimEnd();
  if (out.startsWith(')')) out = out.slice(1).trimStart();
  if (out.startsWith('(') && !out.includes(')')) out = out.slice(1).trimStart();
  if (out.endsWith(')') && !out.includes('(')) out = out.slice(0, -1).trimEnd();
  // '[2019 - Northfield Bank - Boston, MA]': a header in square brackets; the brackets go, the fields stay.
  if (out.startsWith('[') && !out.includes(']')) out = out.slice(1).trimStart();
  if (out.endsWith(']') && !out.includes('[')) out = out.slice(0, -1).trimEnd();
  return out;
}

/** A description line: a sentence, or a long line with no field separator in it. */
function isProse(text: string): boolean {
  if (text.length > 400) return true;
  // 'Tools: Jira, Confluence', 'Relevant coursework: …': a labelled list inside an entry is its description.
  if (/^\p{Lu}[\p{L} &/]{1,25}: /u.test(text) && !hasDate(text)) return true;
  const words = wordCount(text);
  // 'Moxie Pest Control — Sales Representative — Norcross, Georgia — Jan. 2023': a header, however long.
  if (text.includes('\t') || / [—–|] /.test(text)) return false;
  // 'Master of Science in Analytics, University of San Francisco, July 2014-present (…)': a dated row of fields.
  if (words < 20 && text.includes(', ') && hasDate(text) && !/[.!]$/.test(text)) return false;
  return words >= 13 || (words >= 8 && /[.!;]$/.test(text));
}

// Words that open an organisation's name: 'Researcher Department of Systematics' is a title, then the department.
const ORG_OPENERS = new Set(['Department', 'University', 'College', 'Institute', 'School', 'Faculty', 'Laboratory', 'Center', 'Centre', 'Hospital']);

/**
 * A title or degree run into the organisation with no separator ('PhD Princeton University', 'Researcher
 * Department of Systematics'): cut where a known institution's name, or an organisation's opening word, starts
 * after a part that reads as a title or a degree.
 */
const CAPITAL_AFTER_SPACE = / \p{Lu}/u;

function splitRunTogether<T extends { text: string; sep: Separator; sepText: string; orgStart?: boolean }>(p: T): T[] {
  const trimmed = p.text.trim();
  // As many words as `split(' ')` gives: one more than the spaces (counted first: a long sentence is not split).
  let spaces = 0;
  for (let k = trimmed.indexOf(' '); k >= 0 && spaces < 16; k = trimmed.indexOf(' ', k + 1)) spaces++;
  if (spaces + 1 < 2 || spaces + 1 > 16) return [p];
  // Both cuts start at a capitalised word after the first (a known institution's name, an organisation's opening
  // word): a piece without one stays whole, and need not be split into words.
  if (!CAPITAL_AFTER_SPACE.test(trimmed)) return [p];
  const words = trimmed.split(' ');
  // 'Govt Higher Secondary School': a school named after the level it teaches is one name.
  let at = institutionNameStart(words);
  if (at === undefined && namesSchool(p.text) && degreeEvidence(p.text) < 0.5) return [p];
  let ofOpener = false;
  if (at === undefined) {
    const opener = words.findIndex((w, i) => i > 0 && ORG_OPENERS.has(w));
    if (opener > 0 && (words[opener + 1] === 'of' || opener === words.length - 1 || /^\p{Lu}/u.test(words[opener + 1] ?? ''))) at = opener;
    ofOpener = opener > 0 && words[opener + 1] === 'of';
  }
  if (at === undefined) return [p];
  const left = words.slice(0, at).join(' ');
  // 'Department of …', 'School of …' open an organisation plainly: a title that reads less surely ('Postdoctoral
  // Fellow') is still cut from it.
  if (degreeEvidence(left) < 0.8 && titleEvidence(left) < (ofOpener ? 0.5 : 0.7)) return [p];
  // 'Senior Secondary School Degree', 'Secondary School Certificate': a qualification that names a kind of school
  // is one name; the cut is only where an institution starts.
  const right = words.slice(at).join(' ');
  if (degreeEvidence(right) >= 0.5 && degreeEvidence(right) >= institutionEvidence(right)) return [p];
  return [{ ...p, text: left }, { ...p, text: words.slice(at).join(' '), sep: 'dot', sepText: ' ', orgStart: true }];
}

/**
 * 'Bachelor of Education from Makerere University', 'B.Com from University of Mumbai (2014)': a degree, ' from ',
 * then the school. Cut there (as at ' at ') only when the part before it reads as a degree and the part after it
 * opens with a capital: 'from' in other text stays.
 */
function splitDegreeFrom<T extends { text: string; sep: Separator; sepText: string }>(p: T): T[] {
  const at = p.text.indexOf(' from ');
  if (at <= 0) return [p];
  const left = p.text.slice(0, at).trim();
  const right = p.text.slice(at + 6).trim();
  if (!/^\p{Lu}/u.test(right) || degreeEvidence(left) < 0.8 || wordCount(left) > 8) return [p];
  return [{ ...p, text: left }, { ...p, text: right, sep: 'at', sepText: ' from ' }];
}

// A level of study that names no degree: 'Graduate student', 'Master's candidate' stay as printed.
const LEVEL_ONLY = /^(?:(?:post|under)?graduate|doctoral|master'?s|bachelor'?s|phd|ph\.d\.?)$/i;

/**
 * 'Doctor of Philosophy (Ph.D.) student in Texts and Technology, with a focus on …': a sentence in an education
 * section that opens with a full degree name followed by ' student' or ' candidate'. Where the degree ends: the
 * degree is a field of its own, the rest (the field of study, the remarks) another.
 */
function degreeStudentCut(text: string): number | undefined {
  const m = / (?:student|candidate)\b/i.exec(text);
  if (!m) return undefined;
  const left = text.slice(0, m.index).trim();
  if (!/^\p{Lu}/u.test(left) || wordCount(left) > 8 || LEVEL_ONLY.test(left) || degreeEvidence(left) < 0.85) return undefined;
  return m.index;
}

type Piece = { text: string; sep: Separator; sepText: string; date?: ReturnType<typeof findDates>; dangling?: boolean; orgStart?: boolean };

/** One stretch of a line: kept whole when it reads as prose, else cut at dates and field separators. */
function piecesOf(text: string, first: Separator, firstText: string, cutLabels = false): Piece[] {
  if (isProse(text)) return [{ text, sep: first, sepText: firstText }];
  const pieces: Piece[] = [];
  let sep = first;
  let sepText = firstText;
  for (const part of splitDates(text, cutLabels)) {
    if (part.date) {
      pieces.push({ text: part.date.text, sep, sepText, date: part.date, dangling: part.dangling });
      sep = 'date';
      sepText = ' ';
      continue;
    }
    // A separator glued to the date ('Acme – 2019'): the piece before the date ends with it.
    const fields = splitFields(part.text, sep, sepText);
    const trailing = part.text.trimEnd();
    pieces.push(...fields);
    if (fields.length) {
      sep = 'dot';
      sepText = ' ';
    }
    if (/[|–—,-]$/.test(trailing) && fields.length) {
      sep = separatorKind(trailing.slice(-1));
      sepText = ` ${trailing.slice(-1)} `;
    }
  }
  return pieces;
}

export function segmentLines(lines: Line[], role?: SectionRole): Segment[] {
  const segs: Segment[] = [];
  lines.forEach((line, lineIndex) => {
    const text = line.bullet || isBulletLine(line.text) ? stripBullet(line.text) : line.text;
    const cut = role === 'education' ? degreeStudentCut(text) : undefined;
    // Date labels are cut at parse time only (a section's role is given): cut in training too, they changed the
    // weights' reading of unrelated lines (tuning half 2-fold: a school and an entry's employer lost, measured).
    const cutLabels = role !== undefined;
    const pieces: Piece[] = cut === undefined ? piecesOf(text, 'line', '', cutLabels) : [...splitFields(text.slice(0, cut), 'line', ''), ...piecesOf(text.slice(cut + 1), 'dot', ' ', cutLabels)];
    // A header holds a handful of fields; a line cut into dozens is a list or a sentence, kept whole.
    if (pieces.length > 16) pieces.splice(0, pieces.length, { text, sep: 'line', sepText: '' });
    const cleaned = pieces
      .flatMap((p) => (p.date ? [p] : splitDegreeFrom(p).flatMap(splitRunTogether)))
      .map((p) => ({ ...p, text: dropOpenBracket(tidy(p.text)) }))
      .filter((p) => /[\p{L}\p{N}]/u.test(p.text));
    cleaned.forEach((p, i) => {
      segs.push({
        text: p.text,
        sepBefore: p.sep,
        sepText: p.sepText,
        lineIndex,
        indexInLine: i,
        countInLine: cleaned.length,
        isDate: !!p.date,
        dangling: p.dangling,
        orgStart: p.orgStart,
        startYear: p.date?.startYear,
        endYear: p.date?.endYear,
        line,
      });
    });
  });
  return joinStackedDates(segs);
}

/** The first segment from `from` on that opens line `line`. */
function firstOfLine(segs: Segment[], from: number, line: number): Segment | undefined {
  for (let k = from; k < segs.length; k++) if (segs[k].lineIndex === line && segs[k].indexInLine === 0) return segs[k];
  return undefined;
}

/** The last segment from `from` on that closes line `line`. */
function lastOfLine(segs: Segment[], from: number, line: number): Segment | undefined {
  for (let k = from; k < segs.length; k++) if (segs[k].lineIndex === line && segs[k].indexInLine === segs[k].countInLine - 1) return segs[k];
  return undefined;
}

const OPEN_END = new Set(['present', 'now', 'current', 'currently', 'today', 'ongoing', 'date']);

/** A date whose dash ends its cell of the line: '2024 –⇥Research Intern'. */
function openInItsCell(s: Segment): boolean {
  const at = s.line.text.indexOf(s.text);
  return at >= 0 && /^ ?[–—-]\.? *\t/.test(s.line.text.slice(at + s.text.length));
}

/**
 * 'Jul 2022 –' / 'Now', '2016 –' / '2018': a range broken over two lines (a narrow date gutter) is one date.
 * The end is the first segment of the next line: a lone date point, or an open end word.
 */
function joinStackedDates(segs: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i];
    // 'Jan 2019<TAB>Mar 2021', '2020-10 2024-01': two date points side by side are one range whose dash was lost.
    const beside = segs[i + 1];
    if (s.isDate && s.startYear === s.endYear && beside?.isDate && beside.lineIndex === s.lineIndex && beside.indexInLine === s.indexInLine + 1 && (beside.startYear ?? 0) >= (s.startYear ?? 0)) {
      out.push({ ...s, text: `${s.text} – ${beside.text}`, endYear: beside.endYear, dangling: false });
      segs = segs.filter((x) => x !== beside).map((x) => (x.lineIndex === s.lineIndex && x.indexInLine > s.indexInLine ? { ...x, indexInLine: x.indexInLine - 1, countInLine: x.countInLine - 1 } : x));
      continue;
    }
    // The end is the next line's first segment, or, for a date closing its line after other text ('Analyst ⇥
    // Jan 2019 –' over 'Acme Corp ⇥ Dec 2021': dates stacked on the right), that line's last.
    const first = s.isDate && s.dangling ? firstOfLine(segs, i + 1, s.lineIndex + 1) : undefined;
    const endsOwnLine = s.indexInLine > 0 && s.indexInLine === s.countInLine - 1;
    const last = s.isDate && s.startYear === s.endYear && endsOwnLine ? lastOfLine(segs, i + 1, s.lineIndex + 1) : undefined;
    // '10/18 –' over '03/21': a month and two-digit year alone closes a range begun in the same form.
    const sameShortForm = (g: Segment) => s.dangling && MM_YY_RE.test(s.text) && MM_YY_RE.test(g.text);
    const closes = (g: Segment | undefined) => !!g && (OPEN_END.has(g.text.toLowerCase()) || (g.isDate && g.startYear === g.endYear) || sameShortForm(g));
    // Without the dash ('Jan 2019' over 'Present') only an open end closes it: two years one above the other may
    // date two things.
    const lastCloses = !!last && last.indexInLine > 0 && (s.dangling ? closes(last) : OPEN_END.has(last.text.toLowerCase()));
    const next = closes(first) && s.dangling ? first : lastCloses ? last : s.dangling ? first : undefined;
    if (next) {
      const open = OPEN_END.has(next.text.toLowerCase());
      const short = sameShortForm(next);
      const point = next.isDate && next.startYear === next.endYear;
      if (open || point || short) {
        const endYear = open ? null : short ? findDates(`${s.text} – ${next.text}`)?.endYear : next.endYear;
        out.push({ ...s, text: `${s.text} – ${next.text}`, endYear, dangling: false });
        segs = segs
          .filter((x) => x !== next)
          .map((x) => (x.lineIndex === next.lineIndex ? { ...x, indexInLine: x.indexInLine > next.indexInLine ? x.indexInLine - 1 : x.indexInLine, countInLine: x.countInLine - 1 } : x));
        continue;
      }
    }
    // '2016–' (or 'Assistant Professor, 2026-.') closing its line with nothing on the next: a range still open. So
    // is '2024 –' alone in a left date gutter ('2024 –⇥Research Intern'), its cell closed by a tab, when the next
    // line holds no end for it.
    if (s.isDate && s.dangling && (s.indexInLine === s.countInLine - 1 ? /[–—-]\.?$/.test(s.line.text) : openInItsCell(s))) {
      out.push({ ...s, text: `${s.text} –`, endYear: null, dangling: false });
      continue;
    }
    out.push(s);
  }
  return out;
}

// Date ranges as resumes write them: 'Jan 2020 – Present', 'January 2020 - Current', '2019-2021',
// '03/2018 – 06/2020', '2018 to 2020', 'Summer 2019', '2024-25', 'Summer 2012 and 2013', and ranges whose
// dash a PDF lost ('Sep. 2023 Mar. 2024'). The text is kept as written; years are parsed for ordering.
// Every pattern is linear: alternations of fixed words and bounded runs of single spaces.

const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const SEASON = '(?:Spring|Summer|Fall|Autumn|Winter)';
const YEAR = '(?:19|20)\\d{2}(?!\\d)';
// '03/2018', '30/07/2016', and with dots as much of Europe prints them: '03.2018', '01.03.2018'.
const MONTH_YEAR = `(?:${MONTH},? {0,2}${YEAR}|${SEASON} {1,2}${YEAR}|(?:(?:[0-2]?\\d|3[01])/)?(?:0?[1-9]|1[0-2]) {0,2}/ {0,2}${YEAR}|(?<![\\w.])(?:(?:[0-2]?\\d|3[01])\\.)?(?:0?[1-9]|1[0-2])\\.${YEAR})`;
// '2017-09-01' (JSON Resume themes print ISO days): year, month and day, never read as a range to 2009.
const ISO_DAY = `${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?![\\d/])`;
const POINT = `(?:${ISO_DAY}|${MONTH_YEAR}|${YEAR})`;
const OPEN_END = '(?:Present|Current(?:ly)?|Now|Today|Ongoing|Date)';
const SEP = ' {0,3}(?:-|–|—|to|until|through|thru|and|&) {0,3}';
// '2024-25': a two-digit end year.
const SHORT_END = `${YEAR}(?:-|–|/)\\d{2}(?![\\d/]|-\\d)`;
// Two month-year points with nothing between them but a space: the dash was a soft hyphen the PDF dropped.
const BARE_RANGE = `${MONTH_YEAR} {1,3}(?:${MONTH_YEAR}|${OPEN_END})`;

// 'June - August 2017': the start month borrows the end's year.
// 'June – August 2021 and 2022': the same months in a later year too.
const MONTH_RANGE = `${MONTH}${SEP}${MONTH_YEAR}(?: {0,3}(?:and|&) {0,3}${YEAR})?`;
// '2024-03 – 2025-01', '2024-03 2025-01' (JSON Resume themes print ISO months): only as a range, since a lone
// '2011-12' is more often a school year.
const ISO_MONTH = `${YEAR}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\\d|3[01]))?(?![\\d/])`;
const ISO_RANGE = `${ISO_MONTH}(?:${SEP}| {1,3})(?:${ISO_MONTH}|${OPEN_END})`;
// '05/04 - 06/14': month and two-digit year, only as a range (a lone '05/04' is as likely a day and month).
const MM_YY = '(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/])';
const MM_YY_RANGE = `(?<![\\d/])${MM_YY}${SEP}(?:${MM_YY}|${OPEN_END})`;
// '10/21 –' closing its cell, the end on the next line (a date gutter): the start of a range stacked over two lines.
const MM_YY_START = `(?<![\\d/])${MM_YY}(?= {0,3}[–—-] {0,3}(?:\\t|$))`;
// "'19 – '22", "Jan '19 – Present": a year cut to two digits after an apostrophe, only as a range.
const APOS_POINT = `(?:${MONTH} {0,2})?[’'‘]\\d{2}(?!\\d)`;
const APOS_RANGE = `${APOS_POINT}${SEP}(?:${APOS_POINT}|${OPEN_END})`;
// 'since 2019', 'Since March 2019': a range still open.
const SINCE = `\\bsince {1,3}${POINT}`;
const RANGE = `(?:${MM_YY_RANGE}|${ISO_RANGE}|${POINT}${SEP}(?:${POINT}|${OPEN_END})|${MONTH_RANGE}|${SHORT_END}|${BARE_RANGE}|${APOS_RANGE}|${SINCE})`;
/** A range, or a lone date point (a graduation year, 'Summer 2017'). Case-insensitive. */
export const DATE_RANGE_RE = new RegExp(`${RANGE}|${POINT}|${MM_YY_START}`, 'i');
const RANGE_ONLY_RE = new RegExp(RANGE, 'i');
const OPEN_END_RE = new RegExp(`${OPEN_END}$`, 'i');
const SHORT_END_RE = new RegExp(`^${SHORT_END}$`);
const ISO_RANGE_RE = new RegExp(`^${ISO_RANGE}$`, 'i');
const MM_YY_RANGE_RE = new RegExp(`^${MM_YY_RANGE}$`, 'i');
/** A month and two-digit year alone: '03/21'. */
export const MM_YY_RE = new RegExp(`^${MM_YY}$`);
const APOS_RANGE_RE = new RegExp(`^${APOS_RANGE}$`, 'i');
const SINCE_RE = new RegExp(`^${SINCE}$`, 'i');

export interface FoundDates {
  text: string;
  startYear?: number;
  endYear?: number | null;
  /** The input with the date text removed; a tab stands where the date split two pieces of text. */
  rest: string;
}

const EDGE_PUNCT = new Set([' ', '\t', ',', '|', '·', '•', '–', '—', '-', '(', ')', ':', ';']);

/** Trims separators and brackets left at either end once a date is cut out ('Analyst, Acme (' → 'Analyst, Acme'). */
export function trimSeparators(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && EDGE_PUNCT.has(s[a])) a++;
  while (b > a && EDGE_PUNCT.has(s[b - 1])) b--;
  let out = s.slice(a, b);
  // Keep a closing bracket that closes something: 'Engineer (Contract)'.
  if (s[b] === ')' && out.includes('(') && !out.includes(')')) out += ')';
  return out;
}

// Every date the patterns above match holds a year ('19xx', '20xx') or a two-digit year after a slash ('05/04') or an
// apostrophe ("'19"): a line with none holds no date, and most lines of a resume are told so without the long pattern.
const YEAR_DIGITS = /(?:19|20)\d\d|[/’'‘]\d\d/;

// Every four-digit year of a date's text, left to right (exec in a loop: what matchAll finds, without its iterator).
const YEARS = /(?:19|20)\d{2}/g;

/** Finds the first date range (preferred) or date in a line. */
export function findDates(line: string): FoundDates | undefined {
  if (!YEAR_DIGITS.test(line)) return undefined;
  const m = line.match(RANGE_ONLY_RE) ?? line.match(DATE_RANGE_RE);
  if (!m || m.index === undefined) return undefined;
  const text = m[0].trim();
  const apostrophe = APOS_RANGE_RE.test(text);
  if (MM_YY_RANGE_RE.test(text) || MM_YY_RE.test(text) || apostrophe) {
    // Two-digit years: '04' is 2004, '98' is 1998.
    const yy = [...text.matchAll(apostrophe ? /[’'‘](\d{2})/g : /\/(\d{2})/g)].map((y) => Number(y[1]) + (Number(y[1]) < 50 ? 2000 : 1900));
    const before = trimSeparators(line.slice(0, m.index));
    const after = trimSeparators(line.slice(m.index + m[0].length));
    const open = OPEN_END_RE.test(text);
    return { text, startYear: yy[0], endYear: open ? null : yy[yy.length - 1], rest: before && after ? `${before}\t${after}` : before || after };
  }
  const years: number[] = [];
  YEARS.lastIndex = 0;
  for (let y = YEARS.exec(text); y; y = YEARS.exec(text)) years.push(Number(y[0]));
  const open = OPEN_END_RE.test(text) || SINCE_RE.test(text);
  const before = trimSeparators(line.slice(0, m.index));
  const after = trimSeparators(line.slice(m.index + m[0].length));
  const rest = before && after ? `${before}\t${after}` : before || after;
  const isRange = RANGE_ONLY_RE.test(text);
  let endYear: number | null | undefined = open ? null : isRange ? years[years.length - 1] : years[0];
  if (SHORT_END_RE.test(text) && !ISO_RANGE_RE.test(text)) {
    endYear = Math.floor(years[0] / 100) * 100 + Number(text.slice(-2));
    // '2020-10' is October 2020 (an ISO month), not a range back to 2010.
    if (endYear < years[0]) endYear = years[0];
  }
  return { text, startYear: years[0], endYear, rest };
}

export function hasDate(line: string): boolean {
  return YEAR_DIGITS.test(line) && DATE_RANGE_RE.test(line);
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The months (0–11) a date range prints, first and second: 'Sep 2021 – Jan 2025', '09/2021 – 01/2025'. */
export function printedMonths(dates: string | undefined): [number | undefined, number | undefined] {
  const found = [...(dates ?? '').toLowerCase().matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\b(0?[1-9]|1[0-2])\/(?=(?:19|20)\d{2}\b)/g)].map((m) =>
    m[1] ? MONTH_NAMES.indexOf(m[1]) : Number(m[2]) - 1,
  );
  return [found[0], found[1]];
}

// Date ranges as resumes write them: 'Jan 2020 – Present', 'January 2020 - Current', '2019-2021',
// '03/2018 – 06/2020', '2018 to 2020', 'Summer 2019'. The text is kept as written; years are parsed
// only for ordering.

const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const SEASON = '(?:Spring|Summer|Fall|Autumn|Winter)';
const YEAR = '(?:19|20)\\d{2}';
const POINT = `(?:${MONTH},?\\s+${YEAR}|${SEASON}\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*/\\s*${YEAR}|${YEAR})`;
const OPEN_END = '(?:Present|Current|Currently|Now|Today|Ongoing|Date)';
const SEP = '\\s*(?:-|–|—|to|until|through|thru)\\s*';

/** A range, or a lone date point (a graduation year, 'Summer 2017'). Case-insensitive. */
export const DATE_RANGE_RE = new RegExp(`(?:${POINT}${SEP}(?:${POINT}|${OPEN_END})|${POINT})`, 'i');
const RANGE_ONLY_RE = new RegExp(`${POINT}${SEP}(?:${POINT}|${OPEN_END})`, 'i');

export interface FoundDates {
  text: string;
  startYear?: number;
  endYear?: number | null;
  /** The input with the date text removed and separators tidied. */
  rest: string;
}

/** Finds the first date range (preferred) or date in a line. */
export function findDates(line: string): FoundDates | undefined {
  const m = line.match(RANGE_ONLY_RE) ?? line.match(DATE_RANGE_RE);
  if (!m || m.index === undefined) return undefined;
  const text = m[0].trim();
  const years = [...text.matchAll(/(?:19|20)\d{2}/g)].map((y) => Number(y[0]));
  const open = new RegExp(`${OPEN_END}\\s*$`, 'i').test(text);
  const rest = (line.slice(0, m.index) + ' ' + line.slice(m.index + m[0].length))
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s*(\||·|•|—|–)\s*$/g, '')
    .replace(/^\s*(\||·|•|—|–|,)\s*/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,|·–—-]+$/g, '')
    .trim();
  const isRange = RANGE_ONLY_RE.test(text);
  return {
    text,
    startYear: years[0],
    endYear: open ? null : isRange ? years[years.length - 1] : years[0],
    rest,
  };
}

export function hasDate(line: string): boolean {
  return DATE_RANGE_RE.test(line);
}

// PDF → positioned lines, column by column. pdf.js runs in this thread (its "fake worker"), so the
// engine works the same in plain Node, in worker_threads and under Vitest without spawning anything.
import type { ExtractedDocument, TextLine } from '../types.ts';
import { ExtractError } from '../types.ts';
import { EXTRACT_MESSAGES, DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS } from './extract-messages.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsPromise: Promise<PdfJs> | undefined;

/** Loads pdf.js once per thread and registers its worker module in-process (no Worker, no fetch). */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    // pdf.js looks for this global before trying to fetch a worker script.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    pdfjs.GlobalWorkerOptions.workerSrc = '';
    return pdfjs;
  })();
  return pdfjsPromise;
}

/** Options that keep pdf.js inert: no eval (CVE-2024-4367 class), no fonts, no network, no logging. */
export function buildSafeDocumentParams(bytes: Uint8Array) {
  return {
    // pdf.js may detach the buffer it is given; a copy keeps the caller's bytes intact.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  };
}

export interface PdfOptions {
  maxPages?: number;
  timeoutMs?: number;
}

interface RawItem {
  str: string;
  x: number;
  y: number;
  w: number;
  size: number;
  font: string;
}

/** pdf.js error → typed, user-facing error. Anything unknown is treated as a damaged file. */
export function toExtractError(err: unknown): ExtractError {
  if (err instanceof ExtractError) return err;
  const name = (err as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new ExtractError('ENCRYPTED', EXTRACT_MESSAGES.ENCRYPTED);
  return new ExtractError('CORRUPT', EXTRACT_MESSAGES.CORRUPT);
}

/** Runs `work` under a time cap; `isExpired` lets long loops stop early. No clock is read. */
export async function runWithTimeout<T>(
  timeoutMs: number,
  work: (isExpired: () => boolean) => Promise<T>,
  onTimeout: () => void,
): Promise<T> {
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      onTimeout();
      reject(new ExtractError('TIMEOUT', EXTRACT_MESSAGES.TIMEOUT));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(() => expired), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function extractPdf(bytes: Uint8Array, opts: PdfOptions = {}): Promise<ExtractedDocument> {
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // pdf.js happily "repairs" a cut-off download into a partial resume; refuse it instead.
  if (!hasEofMarker(bytes)) throw new ExtractError('CORRUPT', EXTRACT_MESSAGES.CORRUPT);
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument(buildSafeDocumentParams(bytes));
  // A rejected task promise after a timeout must not surface as an unhandled rejection.
  task.promise.catch(() => undefined);
  try {
    return await runWithTimeout(
      timeoutMs,
      async (isExpired) => {
        let doc;
        try {
          doc = await task.promise;
        } catch (err) {
          throw toExtractError(err);
        }
        if (doc.numPages > maxPages) {
          throw new ExtractError('TOO_MANY_PAGES', EXTRACT_MESSAGES.TOO_MANY_PAGES(doc.numPages, maxPages));
        }
        const lines: FontLine[] = [];
        for (let p = 1; p <= doc.numPages; p++) {
          if (isExpired()) throw new ExtractError('TIMEOUT', EXTRACT_MESSAGES.TIMEOUT);
          let items: RawItem[];
          let pageWidth: number;
          try {
            const page = await doc.getPage(p);
            pageWidth = page.view[2] - page.view[0];
            const content = await page.getTextContent();
            items = toRawItems(content.items as unknown[]);
            page.cleanup();
          } catch (err) {
            throw toExtractError(err);
          }
          lines.push(...buildPageLines(items, p, pageWidth));
        }
        markBold(lines);
        const text = lines.map((l) => l.text).join('\n');
        if (!hasVisibleChars(text, 20)) throw new ExtractError('NO_TEXT', EXTRACT_MESSAGES.NO_TEXT);
        return { kind: 'pdf' as const, text, lines: lines.map(stripFont), pageCount: doc.numPages };
      },
      () => void task.destroy().catch(() => undefined),
    );
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

function hasEofMarker(bytes: Uint8Array): boolean {
  // Look at the last 4 KB only: real writers end with %%EOF, sometimes followed by junk or padding.
  const from = Math.max(0, bytes.length - 4096);
  for (let i = bytes.length - 5; i >= from; i--) {
    if (bytes[i] === 0x25 && bytes[i + 1] === 0x25 && bytes[i + 2] === 0x45 && bytes[i + 3] === 0x4f && bytes[i + 4] === 0x46) {
      return true;
    }
  }
  return false;
}

function toRawItems(items: unknown[]): RawItem[] {
  const out: RawItem[] = [];
  for (const it of items as Array<{ str?: string; transform?: number[]; width?: number; fontName?: string }>) {
    if (typeof it.str !== 'string' || !it.transform || it.str.trim() === '') continue;
    const t = it.transform;
    const size = Math.hypot(t[2], t[3]) || Math.hypot(t[0], t[1]) || 1;
    out.push({ str: it.str, x: t[4], y: t[5], w: it.width ?? 0, size, font: it.fontName ?? '' });
  }
  return out;
}

interface FontLine extends TextLine {
  fonts: Map<string, number>;
  /** Fonts before the first wide gap: "**Title**    dates" is a bold line. */
  leadFonts: Map<string, number>;
  /** Text width per em, per font, to tell bold from regular without the font program. */
  widths: Map<string, { width: number; expected: number }>;
}

/** Groups items into lines per column. Columns: a gutter no text crosses inside the shared band. */
function buildPageLines(items: RawItem[], page: number, pageWidth: number): FontLine[] {
  const gutter = findGutter(items, pageWidth);
  if (!gutter) return splitLowerRegion(items, page, pageWidth) ?? groupLines(items, page, 0);
  const { x, bandTop, bandBottom } = gutter;
  const above: RawItem[] = [];
  const below: RawItem[] = [];
  const left: RawItem[] = [];
  const right: RawItem[] = [];
  const crosses = (it: RawItem) => it.x < x - 0.5 && it.x + it.w > x + 0.5;
  // Above the shared band, only what reaches across the gutter (and everything over it) is a page-wide header;
  // a sidebar or main column that simply starts higher than the other keeps its side.
  let headerBottom = Infinity;
  for (const it of items) if (it.y > bandTop + 1 && crosses(it)) headerBottom = Math.min(headerBottom, it.y);
  for (const it of items) {
    // Below the band, a longer column simply continues.
    if (it.y > bandTop + 1 && it.y >= headerBottom - 1) above.push(it);
    else if (it.y < bandBottom - 1 && crosses(it)) below.push(it);
    else if (it.x + it.w <= x + 1) left.push(it);
    else right.push(it);
  }
  const dated = datesFromGutter(left, right) ?? datesFromGutter(right, left, 'right');
  if (dated) return groupLines([...above, ...dated, ...below], page, 0);
  return [
    ...groupLines(above, page, 0),
    ...groupLines(left, page, 0),
    ...groupLines(right, page, 1),
    ...groupLines(below, page, 0),
  ];
}

/**
 * A one-column top over a page whose lower part runs in columns (an InDesign CV: 'Relevant Projects | Skills',
 * 'Education | Interests'). Tried only at rows of larger type holding two headings apart, where such regions start.
 */
function splitLowerRegion(items: RawItem[], page: number, pageWidth: number): FontLine[] | undefined {
  const sizes = new Map<number, number>();
  for (const it of items) sizes.set(Math.round(it.size), (sizes.get(Math.round(it.size)) ?? 0) + it.str.length);
  const body = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const large = items.filter((it) => it.size > body * 1.15);
  // Such a region opens with headings side by side ('Relevant Projects' … 'Skills'): only those rows are tried,
  // so a one-column page pays nothing.
  const sideBySide = (y: number) => {
    const row = large.filter((it) => Math.abs(it.y - y) <= 1).sort((a, b) => a.x - b.x);
    return row.some((it, i) => i > 0 && it.x - (row[i - 1].x + row[i - 1].w) > 40);
  };
  const headingRows = [...new Set(large.map((it) => Math.round(it.y)))].filter(sideBySide).sort((a, b) => b - a);
  for (const top of headingRows.slice(0, 4)) {
    const lower = items.filter((it) => it.y <= top + 1);
    const upper = items.filter((it) => it.y > top + 1);
    if (upper.length < 6 || lower.length < 12) continue;
    const gutter = findGutter(lower, pageWidth);
    if (!gutter) continue;
    return [...groupLines(upper, page, 0), ...buildPageLines(lower, page, pageWidth)];
  }
  return undefined;
}

interface Gutter {
  x: number;
  bandTop: number;
  bandBottom: number;
}

function findGutter(items: RawItem[], pageWidth: number): Gutter | undefined {
  if (items.length < 12) return undefined;
  let bestRun: { from: number; to: number; band: Gutter } | undefined;
  let run: { from: number; to: number; band: Gutter } | undefined;
  const step = 2;
  const sides = indexSides(items);
  for (let g = pageWidth * 0.2; g <= pageWidth * 0.75; g += step) {
    const band = checkGutter(items, g, sides);
    if (band) {
      if (run && run.to >= g - step - 0.01) run.to = g;
      else run = { from: g, to: g, band };
      if (!bestRun || run.to - run.from > bestRun.to - bestRun.from) bestRun = { ...run };
    } else {
      run = undefined;
    }
  }
  // A real gutter is a few points wide; a single free x between two words is not.
  if (!bestRun || bestRun.to - bestRun.from < 6) return undefined;
  const x = (bestRun.from + bestRun.to) / 2;
  return checkGutter(items, x, sides) ? { ...checkGutter(items, x, sides)!, x } : undefined;
}

/**
 * The items ordered so that, for any x, those wholly left of it (right edge ≤ x) and those right of it (left edge
 * ≥ x) are a prefix of one list each, with the top and bottom of every prefix: the ~170 positions findGutter tries
 * then cost a binary search each instead of a pass over the page. Items whose right edge is not past their left
 * edge (no width, or no number) could sit on both sides or neither; they are few and are looked at one by one.
 */
interface Sides {
  /** Right edges ascending, and the highest and lowest baseline among the items up to each. */
  rights: Float64Array;
  leftTop: Float64Array;
  leftBottom: Float64Array;
  /** Left edges descending, likewise. */
  lefts: Float64Array;
  rightTop: Float64Array;
  rightBottom: Float64Array;
  odd: RawItem[];
}

function indexSides(items: RawItem[]): Sides {
  const normal: Array<{ right: number; x: number; y: number }> = [];
  const odd: RawItem[] = [];
  for (const it of items) {
    const right = it.x + it.w;
    if (right > it.x) normal.push({ right, x: it.x, y: it.y });
    else odd.push(it);
  }
  const prefix = (sorted: Array<{ y: number }>) => {
    const top = new Float64Array(sorted.length);
    const bottom = new Float64Array(sorted.length);
    let t = -Infinity;
    let b = Infinity;
    sorted.forEach((e, k) => {
      t = Math.max(t, e.y);
      b = Math.min(b, e.y);
      top[k] = t;
      bottom[k] = b;
    });
    return { top, bottom };
  };
  const byRight = [...normal].sort((a, b) => a.right - b.right);
  const byLeft = [...normal].sort((a, b) => b.x - a.x);
  const l = prefix(byRight);
  const r = prefix(byLeft);
  return {
    rights: column(byRight, (e) => e.right),
    leftTop: l.top,
    leftBottom: l.bottom,
    lefts: column(byLeft, (e) => e.x),
    rightTop: r.top,
    rightBottom: r.bottom,
    odd,
  };
}

/** One number of each entry, as a typed array (a plain loop: Float64Array.from with a mapping function is slow). */
function column<T>(entries: T[], value: (e: T) => number): Float64Array {
  const out = new Float64Array(entries.length);
  for (let k = 0; k < entries.length; k++) out[k] = value(entries[k]);
  return out;
}

/** How many of the first values pass the test (they pass it as a prefix). */
function prefixLength(values: Float64Array, passes: (v: number) => boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (passes(values[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function checkGutter(items: RawItem[], g: number, sides: Sides): Gutter | undefined {
  // Wholly left of g (right edge ≤ g), else wholly right of it (left edge ≥ g): counts, top and bottom.
  let nLeft = prefixLength(sides.rights, (right) => right <= g);
  let nRight = prefixLength(sides.lefts, (x) => x >= g);
  let lTop = nLeft ? sides.leftTop[nLeft - 1] : -Infinity;
  let lBot = nLeft ? sides.leftBottom[nLeft - 1] : Infinity;
  let rTop = nRight ? sides.rightTop[nRight - 1] : -Infinity;
  let rBot = nRight ? sides.rightBottom[nRight - 1] : Infinity;
  for (const it of sides.odd) {
    if (it.x + it.w <= g) {
      nLeft++;
      lTop = Math.max(lTop, it.y);
      lBot = Math.min(lBot, it.y);
    } else if (it.x >= g) {
      nRight++;
      rTop = Math.max(rTop, it.y);
      rBot = Math.min(rBot, it.y);
    }
  }
  if (nLeft < 6 || nRight < 6) return undefined;
  const bandTop = Math.min(lTop, rTop);
  const bandBottom = Math.max(lBot, rBot);
  const shorter = Math.min(lTop - lBot, rTop - rBot);
  if (bandTop - bandBottom < Math.max(100, shorter * 0.5)) return undefined;
  let leftIn = 0, rightIn = 0;
  for (const it of items) {
    if (it.y > bandTop + 1 || it.y < bandBottom - 1) continue;
    if (it.x < g - 0.5 && it.x + it.w > g + 0.5) return undefined;
    if (it.x + it.w <= g) leftIn++;
    else rightIn++;
  }
  // Both sides must carry real text inside the band, not a lone date column.
  const distinctRows = (side: (it: RawItem) => boolean) =>
    new Set(items.filter((it) => it.y <= bandTop + 1 && it.y >= bandBottom - 1 && side(it)).map((it) => Math.round(it.y))).size;
  if (leftIn < 6 || rightIn < 6) return undefined;
  const lRows = distinctRows((it) => it.x + it.w <= g);
  const rRows = distinctRows((it) => it.x >= g);
  if (lRows < 6 || rRows < 6) return undefined;
  // Right-aligned dates in a one-column resume share rows with the left text; two columns do not.
  const leftYs = new Set(items.filter((it) => it.x + it.w <= g).map((it) => Math.round(it.y)));
  const shared = [...new Set(items.filter((it) => it.x >= g).map((it) => Math.round(it.y)))].filter((y) => leftYs.has(y)).length;
  if (shared > Math.min(lRows, rRows) * 0.8 && !columnsShareRows(items, g, bandTop, bandBottom, lRows <= rRows ? 'left' : 'right')) {
    // A margin of dates stacked beside the entries shares their rows too; it is cut off to be set on them.
    if (!(lRows <= rRows && isDateMargin(marginRows(items.filter((it) => it.x + it.w <= g))))) return undefined;
  }
  return { x: g, bandTop, bandBottom };
}

const YEAR_RE = /(?:19|20)\d\d|present|current/i;
// One word of a date as a margin prints it: a year, a month, a day, a dash, 'Present'.
const DATE_WORD = /^(?:(?:19|20)\d\d|present|current|now|today|spring|summer|fall|autumn|winter|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|\d{1,2}(?:[/.]\d{1,4})*|[–—-]|to|since)$/i;
const DATE_END = /(?:(?:19|20)\d\d|present|current|now|today)$/i;
const dateWords = (t: string) => t.replace(/([\d.])([–—-])/g, '$1 $2 ').replace(/([–—-])(\d)/g, '$1 $2').split(/[\s,]+/).filter(Boolean);

/** The rows of a margin's items, top down, each with its text. */
function marginRows(items: RawItem[]): { rows: RawItem[][]; texts: string[] } {
  const rows: RawItem[][] = [];
  for (const it of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].y - it.y) <= Math.max(1.5, it.size * 0.45)) row.push(it);
    else rows.push([it]);
  }
  const texts = rows.map((row) => row.sort((a, b) => a.x - b.x).map((it) => it.str).join(' ').replace(/\s+/g, ' ').trim());
  return { rows, texts };
}

/** Every word a date's ('March 2023 –', 'November', 'Current', '2019–2021'). */
function isDate(t: string): boolean {
  const words = dateWords(t);
  return words.length > 0 && words.every((w) => DATE_WORD.test(w)) && words.some((w) => /[a-z\d]/i.test(w));
}

/** Six rows or more, three in five of them dates. */
const isDateMargin = (m: { rows: RawItem[][]; texts: string[] }) => m.rows.length >= 6 && m.texts.filter(isDate).length >= m.rows.length * 0.6;

/**
 * Dates in a left margin beside the entries they date, stacked over two or three rows ('March 2023 –' / 'Current',
 * 'November' / '2019 –' / 'March 2023'): the margin is no column to read on its own. Its rows are mostly date
 * pieces (three in five, so a margin heading or two may stand there too); each run of rows that makes one date is
 * joined and set at the end of the main column's row beside its first row, after a tab, as a right-aligned date
 * prints. Rows that are no date stay where they are, read with the main column's rows. Undefined for any other
 * left column. With side 'right', the same for a right margin of dates ('Oct 2021 –' over 'Aug 2024' right-aligned
 * beside a header, rows a little off the main column's): each date stays at its x, on the row beside its first row.
 */
function datesFromGutter(left: RawItem[], right: RawItem[], side: 'left' | 'right' = 'left'): RawItem[] | undefined {
  const margin = marginRows(left);
  if (!isDateMargin(margin)) return undefined;
  const { rows, texts } = margin;
  const out: RawItem[] = [...right];
  for (let i = 0; i < rows.length; i++) {
    if (!isDate(texts[i])) {
      out.push(...rows[i]);
      continue;
    }
    // A date runs on to the next row while it has no end yet ('March 2023 –', 'November') and the next row is
    // close below and a date piece too.
    let text = texts[i];
    let j = i;
    // 'March 2023 –' / 'Current'
    const years = (t: string) => (t.match(/(?:19|20)\d\d|present|current|now|today/gi) ?? []).length;
    while (j + 1 < rows.length && isDate(texts[j + 1]) && rows[j][0].y - rows[j + 1][0].y <= rows[j][0].size * 1.8 && (!DATE_END.test(text) || (years(text) < 2 && /[–—-]|\bto$/i.test(text.split(/\s+/).slice(-2).join(' '))))) {
      j++;
      text = `${text} ${texts[j]}`;
    }
    const top = rows[i][0];
    // The main column's row beside the date's first row, else the nearest one within the date's rows.
    const bottomY = rows[j][0].y;
    let best: RawItem | undefined;
    for (const it of right) {
      if (it.y > top.y + top.size * 0.45 || it.y < bottomY - top.size * 0.45) continue;
      if (!best || Math.abs(it.y - top.y) < Math.abs(best.y - top.y)) best = it;
    }
    const y = best?.y ?? top.y;
    const rowEnd = Math.max(top.x + top.w, ...right.filter((it) => Math.abs(it.y - y) <= 1.5).map((it) => it.x + it.w));
    const pieces = rows.slice(i, j + 1).flat();
    // Its width is the pieces' own, so the font keeps the width per letter it has (bold is read from it).
    const w = pieces.reduce((sum, it) => sum + it.w, 0);
    // A right margin ('Oct 2021 –' over 'Aug 2024' right-aligned beside the header) keeps its place on the row.
    out.push({ ...top, str: pieces.map((it) => it.str).join(' ').replace(/\s+/g, ' ').trim(), x: side === 'left' ? rowEnd + top.size * 3 : Math.max(top.x, rowEnd + top.size * 3), y, w });
    i = j;
  }
  return out;
}

/** The share of values that fall in the most common 2-point bin. */
function modalShare(values: number[]): number {
  const bins = new Map<number, number>();
  for (const v of values) bins.set(Math.round(v / 2), (bins.get(Math.round(v / 2)) ?? 0) + 1);
  return values.length ? Math.max(...bins.values()) / values.length : 0;
}

/**
 * A sidebar set in the same leading as the main column (a two-column table in Word or Google Docs) shares its
 * rows with it, as right-aligned dates and places share rows with their headers. The two differ in the side
 * with fewer rows: a date or place column holds dates, or is aligned on its right edge; a sidebar (contact
 * details, skills, languages) is a column of text aligned on its left edge. Taken only when the columns run
 * over most of the page's height, so a short two-column table of skills inside a one-column page stays rows.
 */
function columnsShareRows(items: RawItem[], g: number, bandTop: number, bandBottom: number, side: 'left' | 'right'): boolean {
  let top = -Infinity;
  let bottom = Infinity;
  for (const it of items) {
    top = Math.max(top, it.y);
    bottom = Math.min(bottom, it.y);
  }
  if (bandTop - bandBottom < (top - bottom) * 0.6) return false;
  const rows = new Map<number, { text: string; left: number; right: number }>();
  for (const it of items) {
    if (it.y > bandTop + 1 || it.y < bandBottom - 1 || (side === 'left' ? it.x + it.w > g : it.x < g)) continue;
    const y = Math.round(it.y);
    const row = rows.get(y) ?? { text: '', left: Infinity, right: -Infinity };
    rows.set(y, { text: `${row.text} ${it.str}`, left: Math.min(row.left, it.x), right: Math.max(row.right, it.x + it.w) });
  }
  const all = [...rows.values()];
  if (all.filter((r) => YEAR_RE.test(r.text)).length >= all.length * 0.3) return false;
  const left = modalShare(all.map((r) => r.left));
  return left >= 0.5 && left > modalShare(all.map((r) => r.right)) + 0.2;
}

function groupLines(items: RawItem[], page: number, column: number): FontLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: RawItem[][] = [];
  for (const it of sorted) {
    const row = rows[rows.length - 1];
    const tol = Math.max(1.5, Math.min(it.size, row?.[0].size ?? it.size) * 0.45);
    if (row && Math.abs(row[0].y - it.y) <= tol) row.push(it);
    else rows.push([it]);
  }
  return rows.map((row) => buildLine(row.sort((a, b) => a.x - b.x), page, column));
}

function buildLine(row: RawItem[], page: number, column: number): FontLine {
  let text = '';
  let prevEnd = -Infinity;
  let size = 0;
  const fonts = new Map<string, number>();
  const leadFonts = new Map<string, number>();
  let tabbed = false;
  let lastSize = 0;
  const widths = new Map<string, { width: number; expected: number }>();
  for (const it of row) {
    const gap = it.x - prevEnd;
    if (text) {
      // Wide gaps (right-aligned dates, table cells, tag "pills" of a skills list) become tabs so the parser can
      // split fields; so does a smaller gap where the type size changes (a margin heading beside an entry).
      const sizeJump = Math.abs(it.size - lastSize) > 0.15 * Math.max(it.size, lastSize);
      if (gap > it.size * 1.2 || (sizeJump && gap > Math.min(it.size, lastSize) * 0.8)) {
        text = text.trimEnd() + '\t';
        tabbed = true;
      }
      else if (gap > it.size * 0.12 && !WHITE_SPACE.test(text[text.length - 1]) && !/^\s/.test(it.str)) text += ' ';
    }
    text += it.str;
    lastSize = it.size;
    prevEnd = Math.max(prevEnd, it.x + it.w);
    size = Math.max(size, it.size);
    const chars = it.str.length - whiteSpaceUnits(it.str);
    fonts.set(it.font, (fonts.get(it.font) ?? 0) + chars);
    if (!tabbed) leadFonts.set(it.font, (leadFonts.get(it.font) ?? 0) + chars);
    const w = widths.get(it.font) ?? { width: 0, expected: 0 };
    w.width += it.w / it.size;
    w.expected += estimateEms(it.str);
    widths.set(it.font, w);
  }
  return {
    // Runs of spaces and no-break spaces become one space (a line without any is as it is: most are).
    text: (text.includes('  ') || text.includes('\u00a0') ? text.replace(/[ \u00a0]+/g, ' ') : text).trim(),
    page,
    x: Math.round(row[0].x * 10) / 10,
    y: Math.round(row[0].y * 10) / 10,
    fontSize: Math.round(size * 10) / 10,
    width: Math.round((prevEnd - row[0].x) * 10) / 10,
    bold: false,
    column,
    fonts,
    leadFonts,
    widths,
  };
}

/** Whether the text holds at least `n` UTF-16 code units that are not white space. */
function hasVisibleChars(text: string, n: number): boolean {
  let seen = 0;
  for (let i = 0; i < text.length && seen < n; i++) if (!isWhiteSpaceAt(text, i)) seen++;
  return seen >= n;
}

const isWhiteSpaceAt = (s: string, i: number) => {
  const c = s.charCodeAt(i);
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0xa0 && WHITE_SPACE.test(s[i]));
};

/** How many UTF-16 code units of the string are white space (what /\s/ matches). */
function whiteSpaceUnits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (isWhiteSpaceAt(s, i)) n++;
  return n;
}

const WHITE_SPACE = /\s/;

/** Rough Helvetica-like advance widths, only used to normalise text before comparing fonts. */
function estimateEms(s: string): number {
  let ems = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) ems += 0.278;
    else if (c >= 65 && c <= 90) ems += c === 73 /* I */ ? 0.28 : c === 77 /* M */ || c === 87 /* W */ ? 0.85 : 0.68;
    else if (c >= 97 && c <= 122) ems += NARROW_LOWER.has(c) ? 0.26 : c === 109 /* m */ || c === 119 /* w */ ? 0.8 : 0.53;
    else if (c >= 48 && c <= 57) ems += 0.556;
    else {
      ems += 0.33;
      // A character outside the BMP (two code units) is one character.
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    }
  }
  return ems;
}

const NARROW_LOWER = new Set([...'ijlft'].map((ch) => ch.charCodeAt(0)));

/**
 * pdf.js text content carries no font names (they only reach the main thread when a page is
 * rendered, which costs ~2.5x). Bold faces are 5–12% wider than the regular face of the same
 * family, so each font's width ratio against the body font tells them apart well enough for
 * heading detection. Font sizes stay exact.
 */
function markBold(lines: FontLine[]): void {
  const total = new Map<string, { width: number; expected: number; chars: number }>();
  for (const l of lines) {
    for (const [font, w] of l.widths) {
      const t = total.get(font) ?? { width: 0, expected: 0, chars: 0 };
      t.width += w.width;
      t.expected += w.expected;
      t.chars += l.fonts.get(font) ?? 0;
      total.set(font, t);
    }
  }
  let body: string | undefined;
  for (const [font, t] of total) if (!body || t.chars > total.get(body)!.chars) body = font;
  if (!body) return;
  const bodyRatio = total.get(body)!.width / Math.max(total.get(body)!.expected, 1e-6);
  const boldFonts = new Set<string>();
  for (const [font, t] of total) {
    if (font === body || t.expected <= 0) continue;
    if (t.width / t.expected > bodyRatio * 1.045) boldFonts.add(font);
  }
  for (const l of lines) {
    let boldChars = 0;
    let all = 0;
    for (const [font, n] of l.leadFonts) {
      all += n;
      if (boldFonts.has(font)) boldChars += n;
    }
    l.bold = all > 0 && boldChars / all > 0.5;
  }
}

function stripFont(l: FontLine): TextLine {
  return { text: l.text, page: l.page, x: l.x, y: l.y, fontSize: l.fontSize, bold: l.bold, column: l.column, width: l.width };
}

// Resume text as extracted carries layout debris: a date column after a tab ('99.97%\tJune 2023 – present'),
// words hyphenated at a line end ('language mod- els'), dot leaders, doubled separators. Every line a writer
// states passes through here first, so debris never reaches a sentence.

import { isWord } from '../../extract/rejoin-split-words.ts';

const MAX_CHARS = 600;
const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const DATE_POINT = String.raw`(?:${MONTH}\s+\d{4}|\d{1,2}/\d{4}|\d{4}|present|current|now|today)`;
// A date or date range standing as its own column at the end of a line (tested on the last few words).
const DATES_ONLY = new RegExp(String.raw`^\(?(?:${DATE_POINT})(?: ?(?:[-–—]+|to) ?${DATE_POINT})?\)?$`, 'i');
const TAB_DATES = DATES_ONLY;

/** Cuts a trailing date range ('… 99.97% June 2023 – present'); a lone year may be the sentence's own ('since 2019'). */
function cutTrailingDates(text: string): string {
  const ws = text.split(' ');
  for (let k = Math.min(7, ws.length - 3); k >= 2; k--) {
    const tail = ws.slice(ws.length - k).join(' ');
    if (DATES_ONLY.test(tail) && /[-–—]|\bto\b|present|current/i.test(tail)) return ws.slice(0, ws.length - k).join(' ');
  }
  return text;
}

const ACCENT: Record<string, string> = { '´': '\u0301', '¨': '\u0308', '`': '\u0300', ˆ: '\u0302', '˜': '\u0303' };

/** LaTeX accents extracted as spacing marks ('Nestl´e', 'Montr´eal'): each put back on its letter. */
export function fixAccents(text: string): string {
  return text.replace(/[´¨`ˆ˜]\p{L}/gu, (m) => (m[1] + ACCENT[m[0]]).normalize('NFC'));
}

/** 'MATERiAL HANDLER': small capitals extracted with a lower-case i; a capitalised word is capitals throughout. */
export function fixSmallCapsI(text: string): string {
  if (!text.includes('i')) return text;
  const ws = text.split(' ');
  const caps = (w: string | undefined) => Boolean(w && /^[A-ZÀ-Ý'’&.-]{3,}$/.test(w));
  return ws
    .map((w, i) => {
      if (w.length >= 3 && !w.startsWith('i') && /^[A-ZÀ-Ýi'’&.-]+$/.test(w) && /[A-Z][A-Z]|[A-Z]i[A-Z]/.test(w)) return w.toUpperCase();
      // A short word of the same small capitals ('B.S. iN CULINARY ARTS', 'iT SUPPORT'): capitals when a word beside it is.
      if (/^(?:i[A-Z]|[A-Z]i)$/.test(w) && (caps(ws[i + 1]?.toUpperCase()) || caps(ws[i - 1]?.toUpperCase())) && [ws[i - 1], ws[i + 1]].some((x) => x && /[A-Z]{3}/.test(x))) return w.toUpperCase();
      return w;
    })
    .join(' ');
}

/** One line made fit to quote: date columns cut, hyphenation rejoined, leaders and doubled separators gone. */
export function cleanText(line: string): string {
  let t = line.slice(0, MAX_CHARS);
  // Tab-separated columns: the date and place columns go; the text column stays.
  if (t.includes('\t')) {
    const cells = t.split('\t').map((c) => c.replace(/\s+/g, ' ').trim()).filter(Boolean);
    t = cells.filter((c, i) => i === 0 || !TAB_DATES.test(c)).join(' ');
  }
  t = fixSmallCapsI(cutTrailingDates(t.replace(/\s+/g, ' ').trim()));
  // '2018 ○ Diagnosed …': the date column of the entry before, left in front of the bullet.
  // 'Present ○ Coordinated …', '04/2025 ○ Responded …', 'February ○ Took vital signs …' (a month whose year wrapped to
  // the next line): the end of that date column.
  t = t.replace(/^(?:(?:[A-Z][a-z]{2,8}\.? )?\d{4}|\d{1,2}\/\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?|present|current|now|ongoing|today) [○•●▪◦·] /i, '');
  t = fixAccents(t);
  return t
    .replace(/(?<=\b(?:self|well|non|co|cross|multi|full|part|high|low|long|short|real|end|data|cloud|client|customer|user|team|state|world|cost|time|detail|results|fast|hands|cutting|award|best|front|back|one|two|three|first|second|third))- (?!(?:and|or|to|nor)\b)(?=\p{Ll})/giu, '-')
    .replace(/(?<=\p{L}\p{Ll})- (?!(?:and|or|to|nor)\b)(?=\p{Ll}\p{Ll})/gu, '')
    // 'superi-ority', 'mod-els': a line-end hyphen left inside the word; 'non-profit', 'well-known' keep theirs.
    .replace(/(?<![\p{L}-])(\p{L}\p{Ll}+)-(\p{Ll}{2,})(?![\p{L}-])/gu, (m, a: string, b: string) => (!isWord(b) && isWord(`${a}${b}`.toLowerCase()) ? `${a}${b}` : m))
    .replace(/(?:\. ?){4,}/g, ' ')
    .replace(/…{2,}|_{3,}/g, ' ')
    .replace(/-(?: ?-)+/g, '-')
    .replace(/([,;|/])(?: ?\1)+/g, '$1')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A phone number as the resume prints it, without extraction debris ('(909) 555- - -5555' → '(909) 555-5555'). */
export function cleanPhone(phone: string): string {
  return phone
    .replace(/\s+/g, ' ')
    .replace(/-(?: ?-)+ ?/g, '-')
    .replace(/(?<=\d)- (?=\d)/g, '-')
    .trim();
}

// The name and contact block. Names are scored like OpenResume does (largest font, bold, near the top, letters
// only) and may carry post-nominal credentials ('Danielle Okafor, RN', 'Nadia Haddad, Ph.D.'). E-mail and
// phone are found token by token with anchored, bounded patterns: linear on any input.
import type { ResumeProfile } from '../types.ts';
import { wordCount, type Line } from './resume-lines.ts';
import { placeEvidence, townIn } from '../gazetteer/gazetteer.ts';

const TITLE_WORDS =
  /\b(?:engineer|developer|manager|director|analyst|scientist|specialist|coordinator|consultant|designer|nurse|technician|teacher|accountant|administrator|intern|tester|architect|officer|assistant|student|resume|curriculum|vitae)s?\b/i;
const SECTION_WORDS = /\b(?:experience|education|skills|summary|profile|objective|contact|projects|certifications|references)\b/i;
// 'RN', 'Ph.D.', 'MBA', 'PMP', 'M.D.', 'MSc', 'CPA', 'BSN', 'Jr.', 'III'.
const CREDENTIAL = /^(?:[A-Z][A-Za-z]{0,3}\.?){1,4}$|^(?:jr|sr|ii|iii|iv)\.?$/i;
const JOINING_WORDS = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'at', 'on', 'with', 'by', 'from', 'as', 'a', 'an', 'or', 'nor', 'but', 'via', 'per', 'into', 'over', 'is', 'are', 'was', 'be', 'am']);
const NAME_PARTICLES = new Set(['bin', 'binti', 'van', 'von', 'de', 'da', 'del', 'der', 'di', 'la', 'le', 'al', 'el', 'ibn', 'dos', 'du', 'st.']);

/** 'Nadia Haddad, Ph.D.' → 'Nadia Haddad'; anything after the name that is not a credential rules it out. */
function stripCredentials(text: string): string | undefined {
  // No comma: nothing after the name.
  if (!text.includes(',')) return text.trim();
  const parts = text.split(',').map((p) => p.trim());
  if (parts.slice(1).every((p) => p.split(' ').every((w) => CREDENTIAL.test(w) && /[A-Z]/.test(w[0])))) return parts[0];
  return undefined;
}

// Where a name line goes on to other fields: a tab, or a spaced pipe or bullet.
const NAME_END = /\t| [|•·] /;

/** 'OKAFOR, Chidi', 'NGUYEN, Thi Mai': a surname in capitals, then the given names; kept as printed. */
function surnameFirst(text: string): string | undefined {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !/^\p{Lu}[\p{Lu}'’-]{1,30}$/u.test(parts[0])) return undefined;
  const given = parts[1].split(' ').filter(Boolean);
  if (!given.length || given.length > 3 || !given.every((w) => /^\p{Lu}\p{Ll}[\p{L}'’-]*\.?$/u.test(w) || /^\p{Lu}\.$/u.test(w))) return undefined;
  return `${parts[0]}, ${given.join(' ')}`;
}

function asName(text: string): string | undefined {
  const cut = text.search(NAME_END);
  const first = (cut < 0 ? text : text.slice(0, cut)).trim();
  const reversed = surnameFirst(first);
  if (reversed) return TITLE_WORDS.test(reversed) || SECTION_WORDS.test(reversed) ? undefined : reversed;
  const name = stripCredentials(first);
  if (!name || !/^[\p{L}][\p{L}\p{M}'’.\- ]+$/u.test(name)) return undefined;
  const words = name.split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 5) return undefined;
  // A short lowercase word between capitalised ones is a particle of the name ('Rodel dela Cruz', 'Jan ter Horst'),
  // unless it is an English joining word ('Head of Sales').
  const particle = (w: string, i: number) => NAME_PARTICLES.has(w.toLowerCase()) || (i > 0 && i < words.length - 1 && /^\p{Ll}{1,4}$/u.test(w) && !JOINING_WORDS.has(w));
  if (!words.every((w, i) => /^\p{Lu}/u.test(w) || particle(w, i))) return undefined;
  if (SECTION_WORDS.test(name) || TITLE_WORDS.test(name)) return undefined;
  return name;
}

/** 'MAYA CHEN' reads better as 'Maya Chen'; mixed case is kept as written ('Liam O'Connor', 'Athul AR'). */
function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((w) => (NAME_PARTICLES.has(w) ? w : w.replace(/(^|['’-])\p{L}/gu, (c) => c.toUpperCase())))
    .join(' ');
}

/** The most name-like line near the top of the first page: largest type first, then bold, then position. */
export function findName(lines: Line[], header: Line[], headings: Set<Line>): string | undefined {
  const page = lines.filter((l) => l.page === 1).slice(0, 150);
  const maxSize = Math.max(0, ...page.map((l) => l.fontSize));
  const inHeader = new Set(header);
  let best: { name: string; score: number } | undefined;
  page.forEach((l, i) => {
    if (headings.has(l)) return;
    // Below the contact block, only type that stands out names the person, not any capitalised line. (Asked
    // first: it is cheaper than reading the line as a name.)
    if (!(inHeader.has(l) || l.bold || (maxSize > 0 && l.fontSize >= maxSize - 0.5))) return;
    let name = asName(l.text);
    // 'CHRIS' / 'OH': a name set on two lines of the same large type.
    const next = page[i + 1];
    if (!name && next && wordCount(l.text) === 1 && wordCount(next.text) === 1 && next.fontSize === l.fontSize && l.fontSize >= maxSize - 0.5) {
      name = asName(`${l.text} ${next.text}`);
    }
    if (!name) return;
    const size = maxSize > 0 ? l.fontSize / maxSize : 0;
    const score = size * 6 + (l.fontSize === maxSize && maxSize > 0 ? 3 : 0) + (l.bold ? 1 : 0) + (inHeader.has(l) ? 2 : 0) + (i === 0 ? 1 : 0) - Math.min(i, 40) * 0.05;
    if (!best || score > best.score) best = { name, score };
  });
  return best && titleCase(best.name);
}

const EMAIL_TOKEN = /^[\w.%+-]{1,64}@[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,6}$/i;
const TOKEN_SPLIT = /[\s|,;<>()[\]{}"'“”]/;

/** The e-mail addresses in a line, checked token by token ('Email:jo@x.com' and 'mailto:' prefixes allowed). */
export function findEmails(text: string): string[] {
  if (!text.includes('@')) return [];
  const out: string[] = [];
  for (const raw of text.split(TOKEN_SPLIT)) {
    if (!raw.includes('@') || raw.length > 254) continue;
    const token = raw.slice(raw.lastIndexOf(':') + 1).replace(/\.$/, '');
    if (EMAIL_TOKEN.test(token) && /\.[a-z]{2,}$/i.test(token)) out.push(token);
  }
  return out;
}

// A run that starts like a phone number and holds only digits and the usual separators; bounded, so each start
// position costs a fixed amount of work.
const PHONE_RUN = /(?:\(\+?|\+)?\d[\d ().\-]{6,22}\d/g;
const YEAR_GROUP = /^(?:19|20)\d{2}$/;

/** A phone number in a line: 9–15 digits in groups, not a run of years ('2014 - 2018'); international groupings too. `strict` for lines outside the contact block. */
export function findPhone(text: string, strict = false): string | undefined {
  for (const m of text.matchAll(PHONE_RUN)) {
    const run = m[0];
    const before = text[(m.index ?? 0) - 1];
    if (before && /[\p{L}\d/]/u.test(before)) continue;
    const digits = run.replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    // A template's placeholder left in ('000-00-0000', '999 999 9999'): one digit repeated is no phone number.
    if (/^(\d)\1+$/.test(digits)) continue;
    const groups = run.split(/[^\d]+/).filter(Boolean);
    if (groups.every((g) => YEAR_GROUP.test(g) || g.length <= 2)) continue;
    // Outside the contact block, only a number written like one ('+1 …', '(415) …', '415-555-…', 10–12 digits).
    // A line that is nothing but the number is one too (a sidebar's contact list).
    if (strict && !/[-.(+]/.test(run) && !/^\d{10,12}$/.test(run.trim()) && run.trim() !== text.trim()) continue;
    return balanceParens(run.trim());
  }
  return undefined;
}

function balanceParens(s: string): string {
  const open = s.split('(').length - 1;
  const close = s.split(')').length - 1;
  if (close > open && s.endsWith(')')) return s.slice(0, -1).trim();
  if (open > close && s.startsWith('(')) return s.slice(1).trim();
  return s;
}

const LINK_TOKEN = /^(?:https?:\/\/)?(?:www\.)?[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,5}(?:[/?#]\S{0,300})?$/i;
const LOCATION_PART = /^[A-Z][A-Za-z.' -]{1,40}, ?(?:[A-Z]{2}|[A-Z][a-z]{1,20}(?: [A-Z][a-z]{1,20})?)(?: \d{5})?$/;

/**
 * A header part the place gazetteers (GeoNames towns, countries, states) read as a place: a known town with its
 * region or alone ('Köln, Germany', 'Paris', 'Melbourne VIC'), or capitalised words before a country or state
 * ('Birmingham, UK, GB'). A work arrangement alone ('Remote') is no home place.
 */
function placeInHeader(part: string): boolean {
  if (/\d/.test(part.replace(/\b\d{4,6}\b/, '')) || !/^\p{Lu}/u.test(part)) return false;
  if (townIn(part) === 'whole') return true;
  // 'Cardiff Wales GB', 'Austin TX US': a town, then its region and country (names or codes), no commas.
  const words = part.split(/\s+/);
  let n = words.length;
  while (n > 1 && (/^\p{Lu}{2,3}$/u.test(words[n - 1]) || placeEvidence(words[n - 1]) >= 0.9)) n--;
  if (n < words.length && n <= 3 && townIn(words.slice(0, n).join(' ')) === 'whole') return true;
  const parts = part.split(',').map((x) => x.trim());
  return parts.length >= 2 && parts.length <= 3 && placeEvidence(part) >= 0.9 && parts.every((x) => /^\p{Lu}[\p{L}\p{M}¨´`.' -]{0,40}$/u.test(x));
}

/** A postcode after a place: '60208', 'M5T 0C8', 'SW1A 1AA', '- 700053'. */
const POSTCODE = /(?:^|[\s,–-])(?:\d{4,6}|\p{Lu}\d\p{Lu} ?\d\p{Lu}\d|\p{Lu}{1,2}\d[\p{Lu}\d]? ?\d\p{Lu}{2})$/u;

/**
 * The home place a header part prints, as printed: the part itself ('Orlando, FL', 'Toronto, ON, M5T 0C8'), or what
 * follows a street address in it ('6030 Bathurst Street, Toronto, ON M2R 1Z9' → 'Toronto, ON M2R 1Z9'). Pieces of a
 * part run together with a pipe or bullet and no space ('… |Toronto, ON', 'Orlando, FL•') are read apart.
 */
function homePlace(part: string, name?: string): string | undefined {
  for (const piece of part.split(/[|•·◦∙]/)) {
    // An icon font's glyph before the place ('* San Antonio, TX', '⌂ Köln'): what follows it.
    const p = piece.trim().replace(/^[^\p{L}\d]{1,3}/u, '').trim();
    // 'Trevor Miller, PE': the name with its credential is no place.
    if (!p || p.includes('@') || findPhone(p) || (name && p.toLowerCase().startsWith(name.toLowerCase()))) continue;
    const commas = p.split(',').map((x) => x.trim());
    // A street address first ('555 La Verne Way, …', 'Room no- 105, …'): the place is in the parts after it.
    const street = commas.findIndex((x) => /\d/.test(x) && !POSTCODE.test(x));
    const tails = street >= 0 && street < commas.length - 1 && commas.slice(0, street + 1).every((x, i) => i === street || /\d/.test(x) || wordCount(x) <= 4) ? [commas.slice(street + 1).join(', ')] : [p];
    for (const tail of tails) {
      const bare = tail.replace(POSTCODE, '').trim().replace(/[,–-]$/, '').trim();
      // The shape alone ('Sales, Marketing') is no place: a gazetteer must know a part of it.
      const known = placeEvidence(bare) > 0 || townIn(bare) !== undefined;
      if (bare && wordCount(bare) <= 5 && ((known && (LOCATION_PART.test(tail) || LOCATION_PART.test(bare))) || placeInHeader(bare))) return tail;
    }
  }
  return undefined;
}

/** Header lines with a URL cut at the line's end rejoined: 'linkedin.com/in/priya-' + 'natarajan'. */
function rejoinUrls(texts: string[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    const prev = out[out.length - 1];
    const last = prev?.split(TOKEN_SPLIT).pop() ?? '';
    const first = t.split(TOKEN_SPLIT)[0] ?? '';
    if (prev && /[-/_.]$/.test(last) && LINK_TOKEN.test(last.replace(/[-/_.]$/, '')) && last.includes('/') && /^[a-z\d][\w\-./]*$/.test(first) && !first.includes('@')) {
      out[out.length - 1] = prev + t;
      continue;
    }
    out.push(t);
  }
  return out;
}

export function findContact(header: Line[], all: Line[], name?: string): ResumeProfile['contact'] {
  const headerTexts = rejoinUrls(header.map((l) => l.text));
  const pool = [...headerTexts, ...all.map((l) => l.text)];
  const email = pool.map((t) => findEmails(t)[0]).find(Boolean);
  let phone: string | undefined;
  // Outside the header only a number written like one counts, unless the line also holds an e-mail address (a
  // contact line in a page footer: 'I 07839 971810  # a@b.com').
  for (let i = 0; i < pool.length && !phone; i++) phone = findPhone(pool[i], i >= headerTexts.length && !findEmails(pool[i]).length);
  const links: string[] = [];
  let location: string | undefined;
  for (const t of headerTexts) {
    for (const part of t.split(/\t| [|•·◦∙] | {2}/)) {
      const p = part.trim();
      if (!location) location = homePlace(p, name);
      if (!p || p.includes('@') || findPhone(p)) continue;
      for (const raw of p.split(TOKEN_SPLIT)) {
        const link = raw.replace(/[.,;]$/, '');
        if (!LINK_TOKEN.test(link) || !/[a-z]\.[a-z]{2,}/i.test(link)) continue;
        if ((link.includes('/') || /^www\.|^https?:/i.test(link)) && !links.includes(link)) links.push(link);
      }
    }
  }
  return { email, phone, location, links };
}

// Evidence from public taxonomies (built by scripts/build-gazetteers.ts; see ATTRIBUTION.md) that a piece of
// text reads as a job title, an organisation, a degree, an institution or a place. Each function is pure and
// returns a number in [0, 1]: 0 = no evidence, 1 = a direct hit. They are features for the learned parser and
// checks for the writer, never decisions on their own.
import degrees from './data/degrees.json' with { type: 'json' };
import institutions from './data/institutions.json' with { type: 'json' };
import legalForms from './data/legal-forms.json' with { type: 'json' };
import places from './data/places.json' with { type: 'json' };
import titles from './data/titles.json' with { type: 'json' };
import { foldText, tokensOf } from './fold.ts';

const TITLE_HEADS: Record<string, number> = titles.heads;
const TITLE_WORDS: Record<string, number> = titles.words;
const LEGAL_FORMS: Record<string, string> = legalForms;
const INSTITUTION_NAMES = new Set(institutions.names);
const INSTITUTION_FIRST_WORDS = new Set(institutions.names.map((n) => n.split(' ')[0]));
const INSTITUTION_WORDS: Record<string, number> = institutions.words;
const DEGREE_ABBREVIATIONS = new Set(degrees.abbreviations);
const DEGREE_PHRASES = new Set(degrees.phrases);
// The first words of the degree and qualification names that name a kind of award (the lists also open with
// "level", "entry", "senior"… which do not).
const AWARD_WORDS = new Set(['associate', 'bachelor', 'bachelors', 'baccalaureate', 'certificate', 'degree', 'diploma', 'doctor', 'doctorate', 'foundation', 'graduate', 'honours', 'hons', 'master', 'masters', 'postgraduate', 'undergraduate']);
const DEGREE_LEAD_WORDS = new Set(Object.keys(degrees.leadWords).filter((w) => AWARD_WORDS.has(w)));
const COUNTRIES = new Set(places.countries);
const STATES = new Set(places.states);
const STATE_CODES = new Set(places.stateCodes);
// The world's towns of 15,000 people or more (GeoNames), folded; common English words among them left out.
const TOWNS = new Set(places.cities);
// US, Canadian and Australian state and province codes: 'IL', 'QC', 'NSW'.
const REGION_CODES = new Set(places.regionCodes);

// Where the work is done, printed where a town would be: 'Codeforces, Remote'.
const WORK_PLACES = new Set(['remote', 'hybrid', 'on site', 'onsite', 'work from home', 'fully remote', 'remote first']);
const STOP = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with', '&']);
// Words that head organisation names in any field. The taxonomies hold no company list, so this short list
// stays by hand; legal forms and universities come from the data.
const ORGANISATION_WORDS = new Set([
  'agency', 'associates', 'association', 'authority', 'bank', 'board', 'center', 'centre', 'clinic', 'club', 'company', 'consulting',
  'corporation', 'council', 'department', 'firm', 'foundation', 'group', 'holdings', 'hospital', 'hotel', 'industries', 'labs',
  'laboratories', 'laboratory', 'ministry', 'network', 'office', 'partners', 'pharmacy', 'restaurant', 'services', 'solutions', 'store',
  'studio', 'systems', 'technologies', 'trust', 'ventures',
]);

// Words that end the name of a school ('Delhi Public School', 'Kendriya Vidyalaya', 'Goethe-Gymnasium').
const SCHOOL_HEADS = new Set(['school', 'college', 'university', 'academy', 'institute', 'vidyalaya', 'vidyalayam', 'vidyapeeth', 'vidyapith', 'mahavidyalaya', 'gymnasium', 'lyceum', 'lycee', 'polytechnic']);

const SCHOOL_LEVEL_WORDS = new Set(['in', 'and', 'for', 'high', 'higher', 'secondary', 'senior', 'junior', 'middle', 'primary', 'elementary', 'sixth', 'form', 'public', 'the', 'of', 'grammar', 'community', 'graduate']);

/** A field is short: a longer text is a sentence, and is not looked up (this also bounds the work per call). */
const MAX_FIELD = 160;
/**
 * Remembers recent answers: a document asks about the same strings several times (each evidence function
 * feeds others, and neighbours are scored again). Bounded, so memory stays flat on any input.
 */
function remembered<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    if (cache.size >= 4000) cache.clear();
    const v = fn(text);
    cache.set(text, v);
    return v;
  };
}

const logShare = (n: number, full: number) => Math.min(1, Math.log1p(n) / Math.log1p(full));
const isPlaceToken = (t: string) => COUNTRIES.has(t) || STATES.has(t);

/** Contiguous word spans of the folded text, longest first: a known name may sit inside a longer line. */
function spansOf(toks: string[], minLen: number, maxLen: number): string[] {
  const out: string[] = [];
  for (let len = Math.min(maxLen, toks.length); len >= minLen; len--) {
    for (let i = 0; i + len <= toks.length; i++) out.push(toks.slice(i, i + len).join(' '));
  }
  return out;
}

/** How much the text reads as a job title: its last word heads many known titles, its words come from titles. */
export const titleEvidence = remembered(function titleEvidence(text: string): number {
  if (text.length > MAX_FIELD) return 0;
  const toks = tokensOf(text.split(/[(,|]/)[0]).filter((t) => !STOP.has(t) && !/^\d+$/.test(t));
  if (!toks.length || toks.length > 10) return 0;
  // "Engineer II", "Analyst I": a grade after the head noun.
  const core = toks.length > 1 && /^(?:i|ii|iii|iv|v)$/.test(toks[toks.length - 1]) ? toks.slice(0, -1) : toks;
  const head = logShare(TITLE_HEADS[core[core.length - 1]] ?? 0, 400);
  const cover = core.filter((t) => (TITLE_WORDS[t] ?? 0) >= 5).length / core.length;
  const lengthPenalty = core.length > 6 ? 0.6 : 1;
  return Math.round(100 * (0.65 * head + 0.35 * cover) * lengthPenalty) / 100;
});

/** The legal form that ends (or closes) an organisation name, as GLEIF writes it: 'Siemens AG' → 'AG'. */
export const legalFormOf = remembered(function legalFormOf(text: string): string | undefined {
  if (text.length > MAX_FIELD) return undefined;
  const words = text.replace(/[()[\]]/g, ' ').split(/[\s,]+/).filter(Boolean);
  // The form is one to three words at the end ("Pvt. Ltd.", "& Co. KG"); a lower-case short word ("as", "co")
  // is an English word, not a form.
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const printed = words.slice(words.length - n).join(' ');
    const key = foldText(printed).replace(/ /g, '');
    const form = LEGAL_FORMS[key];
    if (!form) continue;
    if (key.length <= 3 && printed === printed.toLowerCase()) continue;
    return form;
  }
  return undefined;
});

function knownInstitution(toks: string[]): boolean {
  if (toks.length < 1) return false;
  return spansOf(toks, Math.min(2, toks.length), 8).some((s) => INSTITUTION_NAMES.has(s));
}

/** How much the text reads as a school, college or university: a known name, else an institution head word. */
export const institutionEvidence = remembered(function institutionEvidence(text: string): number {
  if (text.length > MAX_FIELD) return 0;
  const toks = tokensOf(text);
  if (!toks.length) return 0;
  if (knownInstitution(toks)) return 1;
  let best = 0;
  for (const t of toks) {
    if (STOP.has(t) || isPlaceToken(t)) continue;
    best = Math.max(best, logShare(INSTITUTION_WORDS[t] ?? 0, 2000));
  }
  if (toks.includes('school')) best = Math.max(best, 0.8);
  return Math.round(100 * best) / 100;
});

/** How much the text reads as an organisation: a legal form, a known institution, an organisation word. */
export const organisationEvidence = remembered(function organisationEvidence(text: string): number {
  if (text.length > MAX_FIELD) return 0;
  if (legalFormOf(text)) return 1;
  const toks = tokensOf(text);
  if (!toks.length) return 0;
  if (knownInstitution(toks)) return 0.9;
  if (toks.some((t) => ORGANISATION_WORDS.has(t))) return 0.6;
  return Math.round(60 * institutionEvidence(text)) / 100;
});

/** Whether a token is a degree's abbreviation of the DfE degree types (with the project's additions): 'MPhil', 'MRes', 'BEd'. */
export function isDegreeAbbreviation(token: string): boolean {
  return DEGREE_ABBREVIATIONS.has(foldText(token).replace(/ /g, ''));
}

/** How much the text reads as a degree or school-level qualification (BSc, Master of Arts, SSLC, A-levels). */
export const degreeEvidence = remembered(function degreeEvidence(text: string): number {
  if (text.length > MAX_FIELD) return 0;
  const printed = text.replace(/[()[\],;:|]/g, ' ').split(/\s+/).filter(Boolean);
  // Abbreviations, with their dots and inner spaces dropped ("B. Sc." → bsc); a two-letter one must be printed
  // with a capital ("MS", not "ms"), since "as", "me", "be" are English words.
  for (let i = 0; i < printed.length; i++) {
    for (let n = 1; n <= 3 && i + n <= printed.length; n++) {
      const raw = printed.slice(i, i + n).join('');
      const key = foldText(raw).replace(/ /g, '');
      // 'GCSEs', 'MBAs': a plural of a known abbreviation.
      if (!DEGREE_ABBREVIATIONS.has(key) && !(key.length > 3 && key.endsWith('s') && /\p{Lu}s$/u.test(raw) && DEGREE_ABBREVIATIONS.has(key.slice(0, -1)))) continue;
      if (key.length <= 3 && !/^\p{Lu}/u.test(raw)) continue;
      return 0.9;
    }
  }
  const toks = tokensOf(text);
  let evidence = 0;
  if (spansOf(toks, 1, 6).some((s) => DEGREE_PHRASES.has(s) && s.length > 3)) evidence = 1;
  else if (toks.some((t) => DEGREE_LEAD_WORDS.has(t))) evidence = 0.8;
  else if (toks.some((t) => AWARD_WORDS.has(t))) evidence = 0.5;
  // 'Govt Higher Secondary School': a school named after the level it teaches is a school ('Senior Secondary School'
  // alone may name the qualification).
  return namesSchool(text) ? Math.min(evidence, 0.3) : evidence;
});

/**
 * 'Delhi Public School', 'Kendriya Vidyalaya', 'Govt Higher Secondary School': a name that ends on a school's head
 * word (or on a town after it), with a word of its own before it ('Senior Secondary School' and 'High School' alone
 * may name a level).
 */
export const namesSchool = remembered(function namesSchool(text: string): boolean {
  if (text.length > MAX_FIELD) return false;
  const toks = tokensOf(text);
  if (toks.length < 2) return false;
  // The head word may have the town after it ('Jawahar Navodaya Vidyalaya Samastipur').
  // An award after the head names the qualification ('Senior School Certificate'), not a town.
  const last = toks[toks.length - 1];
  const head = toks.findIndex((t, i) => i > 0 && SCHOOL_HEADS.has(t) && (i === toks.length - 1 || (i === toks.length - 2 && !AWARD_WORDS.has(last) && !DEGREE_ABBREVIATIONS.has(last))));
  return head > 0 && toks.slice(0, head).some((t) => !SCHOOL_LEVEL_WORDS.has(t));
});

/** 'MA', 'TX': a US state's two-letter postal code, as printed after a town ('Canton, MA'). */
export function isStateCode(text: string): boolean {
  return STATE_CODES.has(text.trim());
}

/** A folded text that names a known town: 'pune', 'springfield', 'davao city' (GeoNames has 'Davao'). */
function isTown(folded: string): boolean {
  return TOWNS.has(folded) || (folded.endsWith(' city') && TOWNS.has(folded.slice(0, -5)));
}

/** A state, province or country, a US state's code, or a postcode: what follows a town ('Springfield, IL'). */
function isRegion(part: string): boolean {
  const f = foldText(part);
  return COUNTRIES.has(f) || STATES.has(f) || REGION_CODES.has(part) || /^(?:[A-Z]{2,3} )?\d{4,6}$/.test(part);
}

/** 'Brisbane QLD', 'Boston MA 02115': a town with its region's code after it and no comma; the town alone. */
function withoutRegionCode(part: string): string {
  const words = part.split(/\s+/);
  let n = words.length;
  if (n > 2 && /^\d{4,6}$/.test(words[n - 1])) n--;
  return n >= 2 && REGION_CODES.has(words[n - 1]) ? words.slice(0, n - 1).join(' ') : part;
}

/**
 * How much the text reads as a place: a country, a state or province, "City, ST". Known towns are not counted here
 * (a town's name also names firms and schools: 'Boston Consulting Group'): townIn says where one stands.
 */
export const placeEvidence = remembered(function placeEvidence(text: string): number {
  if (text.length > MAX_FIELD) return 0;
  const parts = text.replace(/[()[\]]/g, ' ').split(/[,/|·•]/).map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return 0;
  let best = 0;
  for (const part of parts) {
    const f = foldText(part);
    if (COUNTRIES.has(f) || STATES.has(f) || WORK_PLACES.has(f)) best = 1;
    else if (/^[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/.test(part) && STATE_CODES.has(part.slice(0, 2))) best = Math.max(best, 0.9);
  }
  // "Austin, TX", "Pune, India": a short capitalised place word before a recognised state or country.
  if (best > 0 && parts.length >= 2) return best;
  const toks = tokensOf(text);
  if (toks.length <= 4 && toks.some((t) => t.length > 2 && isPlaceToken(t))) best = Math.max(best, 0.6);
  return best;
});

/**
 * Where a known town stands in the text, by words: 'whole' (the text is the town, with a state or country after
 * it or not: 'Pune', 'Springfield, IL', '(Davao City, Philippines)'), 'end' (a longer text ends on one: 'Acme Corp
 * Springfield'), 'inside' ('Visiting Nurse Service of New York', 'Boston Children's Hospital'), or undefined. Each
 * span of up to three words is one hashed look-up.
 */
export const townIn = remembered(function townIn(text: string): 'whole' | 'end' | 'inside' | undefined {
  if (text.length > MAX_FIELD) return undefined;
  const parts = text.replace(/[()[\]]/g, ' ').split(/[,/|·•]/).map((p) => p.trim()).filter(Boolean);
  // A state, country or postcode after the town does not move where the town stands.
  while (parts.length > 1 && isRegion(parts[parts.length - 1])) parts.pop();
  if (!parts.length) return undefined;
  parts[parts.length - 1] = withoutRegionCode(parts[parts.length - 1]);
  if (parts.length === 1 && /^\p{Lu}/u.test(parts[0]) && isTown(foldText(parts[0]))) return 'whole';
  const toks = tokensOf(parts.join(' '));
  if (toks.length > 12) return undefined;
  let inside = false;
  for (let len = Math.min(3, toks.length); len >= 1; len--) {
    for (let i = 0; i + len <= toks.length; i++) {
      if (!TOWNS.has(len === 1 ? toks[i] : toks.slice(i, i + len).join(' '))) continue;
      if (i + len === toks.length) return 'end';
      inside = true;
    }
  }
  return inside ? 'inside' : undefined;
});

/**
 * Where a known institution's name starts inside a longer text, as a word index, when it does not start the
 * text: 'Ph.D. in Microbiology McMaster University' → 3. Undefined when no known name starts after word 0.
 */
const foldedAt = (words: string[], folded: Array<string | undefined>, k: number) => (folded[k] ??= foldText(words[k]));

export function institutionNameStart(words: string[]): number | undefined {
  if (words.length > 24) return undefined;
  // Words are folded as they are needed: most never are.
  const folded: Array<string | undefined> = [];
  for (let i = 1; i < words.length; i++) {
    if (!/^\p{Lu}/u.test(words[i])) continue;
    // A span's name opens with the first word that folds to something; no known name opens with any other word.
    let first = i;
    while (first < words.length && !foldedAt(words, folded, first)) first++;
    if (first === words.length || !INSTITUTION_FIRST_WORDS.has(foldedAt(words, folded, first).split(' ')[0])) continue;
    for (let len = Math.min(8, words.length - i); len >= 2; len--) {
      const span: string[] = [];
      for (let k = i; k < i + len; k++) if (foldedAt(words, folded, k)) span.push(foldedAt(words, folded, k));
      if (INSTITUTION_NAMES.has(span.join(' '))) return i;
    }
  }
  return undefined;
}

import type { ResumeProfile } from '../types.ts';
import { findLexiconTerms, lookupLexiconTerm } from '../lexicon/find-lexicon-terms.ts';

/** What the resume supports, computed once per profile object and shared by match, check and writer. */
export interface ResumeIndex {
  /** Every distinct resume line (source lines plus structured fields). */
  lines: string[];
  /** Canonical lexicon term → the lines that mention it, bullets first. */
  terms: Map<string, string[]>;
  termCategories: Map<string, string>;
  /** Lower-cased full text, for phrase look-ups. */
  lowerText: string;
  /** Stems of content words per line (same order as lines). */
  lineStems: Set<string>[];
  /** Lines that are experience or project bullets (preferred as evidence). */
  bulletLines: Set<string>;
  /** Highest degree level (see DEGREE_RANK), 0 when none. */
  degreeRank: number;
  /** Years of experience the dated entries cover; the latest year written stands in for 'present'. */
  yearsOfExperience: number;
  /** The latest year the resume mentions: what 'Present' means when the caller gives no date. */
  latestYear: number;
  /** Every number written in the resume, normalised ('40%', '1200', '2.5'). */
  numbers: Set<string>;
}

export const DEGREE_RANK: Record<string, number> = {
  'High School Diploma': 1,
  'Associate Degree': 2,
  "Bachelor's Degree": 3,
  'Bachelor of Science in Nursing': 3,
  "Master's Degree": 4,
  'Master of Science in Nursing': 4,
  MBA: 4,
  PhD: 5,
};

/** The ranks that are levels rather than named degrees. */
const DEGREE_LEVELS = new Set(['High School Diploma', 'Associate Degree', "Bachelor's Degree", "Master's Degree", 'PhD']);

const STOPWORDS = new Set(
  ('a an and are as at be by for from has have in into is it its of on or our that the their this to was were will with ' +
    'you your we us i my me all any can able ability must should would using use used including include such ' +
    'strong excellent good great experience experienced years year skills skill knowledge work working within across ' +
    'other related relevant preferred required plus etc per via new well also both least more most level').split(' '),
);

/** A light suffix-stripping stem, enough to equate 'managed', 'manages' and 'managing'. */
export function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  if (w.length > 5) w = w.replace(/(ations?|ings?|ments?|edly|ies|ied|ers?|ed|es|ly)$/, '');
  else if (w.length > 3) w = w.replace(/(s)$/, '');
  return w;
}

export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[^A-Za-z0-9+#']+/)) {
    const w = raw.replace(/'s?$/, '').toLowerCase();
    if (w.length < 2 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    out.push(stemWord(w));
  }
  return out;
}

/** Normalised number tokens: '$1.2M' → '1.2', '40%' → '40', '1,200' → '1200'. */
export function extractNumbers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)) out.push(m[0].replace(/,/g, '').replace(/\.0+$/, ''));
  return out;
}

function collectResumeLines(profile: ResumeProfile): { lines: string[]; bullets: Set<string> } {
  const seen = new Set<string>();
  const lines: string[] = [];
  const bullets = new Set<string>();
  const add = (s: string | undefined, bullet = false) => {
    const t = s?.trim();
    if (!t) return;
    if (bullet) bullets.add(t);
    if (seen.has(t)) return;
    seen.add(t);
    lines.push(t);
  };
  for (const e of profile.experience) for (const b of e.bullets) add(b, true);
  for (const p of profile.projects) for (const d of p.details) add(d, true);
  for (const l of profile.lines) add(l);
  add(profile.name);
  add(profile.summary);
  if (profile.skills.length) add(profile.skills.join(', '));
  for (const s of profile.skills) add(s);
  for (const e of profile.experience) {
    add(e.title);
    add(e.company);
    add(e.location);
    add(e.dates);
  }
  for (const e of profile.education) {
    add(e.degree);
    add(e.institution);
    add(e.dates);
    for (const d of e.details) add(d);
  }
  for (const c of profile.certifications) add(c);
  for (const p of profile.projects) add(p.name);
  add(profile.contact.location);
  return { lines, bullets };
}

const cache = new WeakMap<ResumeProfile, ResumeIndex>();

export function indexResume(profile: ResumeProfile): ResumeIndex {
  const cached = cache.get(profile);
  if (cached) return cached;
  const { lines, bullets } = collectResumeLines(profile);
  const terms = new Map<string, string[]>();
  const termCategories = new Map<string, string>();
  const numbers = new Set<string>();
  for (const line of lines) {
    for (const hit of findLexiconTerms(line)) {
      const list = terms.get(hit.term);
      if (!list) terms.set(hit.term, [line]);
      else if (!list.includes(line)) list.push(line);
      termCategories.set(hit.term, hit.category);
    }
    for (const n of extractNumbers(line)) numbers.add(n);
  }
  let degreeRank = 0;
  for (const [term] of terms) degreeRank = Math.max(degreeRank, DEGREE_RANK[term] ?? 0);

  const years: number[] = [];
  let start = Infinity;
  for (const e of profile.experience) {
    if (e.startYear) start = Math.min(start, e.startYear);
    if (e.startYear) years.push(e.startYear);
    if (e.endYear) years.push(e.endYear);
  }
  for (const m of lines.join(' ').matchAll(/\b(19[6-9]\d|20[0-4]\d)\b/g)) years.push(Number(m[1]));
  const latest = years.length ? Math.max(...years) : 0;
  const yearsOfExperience = Number.isFinite(start) && latest >= start ? latest - start : 0;

  const index: ResumeIndex = {
    lines,
    terms,
    termCategories,
    lowerText: lines.join('\n').toLowerCase(),
    lineStems: lines.map((l) => new Set(contentStems(l))),
    bulletLines: bullets,
    degreeRank,
    yearsOfExperience,
    latestYear: latest,
    numbers,
  };
  cache.set(profile, index);
  return index;
}

/** True when the resume supports a job keyword: a lexicon term it carries, or a phrase whose words share one line. */
export function resumeSupportsKeyword(index: ResumeIndex, keyword: string): boolean {
  if (index.terms.has(keyword) || carriesNarrowerTerm(index, keyword)) return true;
  // A level ('Bachelor's Degree') is met by any degree at or above it; a named degree (MBA, BSN) only by itself.
  const rank = DEGREE_RANK[keyword];
  if (rank && DEGREE_LEVELS.has(keyword)) return index.degreeRank >= rank;
  if (findLexiconTerms(keyword).length > 0) return false;
  const lower = keyword.toLowerCase();
  if (index.lowerText.includes(lower)) return true;
  const stems = contentStems(keyword);
  return stems.length > 1 && index.lineStems.some((s) => stems.every((x) => s.has(x)));
}

/** The surfaces a lexicon term is written with (its canonical name and aliases), lower-cased. */
function surfacesOf(term: string): string[] {
  const entry = lookupLexiconTerm(term);
  return [...new Set([term, ...(entry?.aliases ?? [])].map((s) => s.toLowerCase()))];
}

const narrowerCache = new WeakMap<ResumeIndex, Map<string, boolean>>();

/**
 * 'SQL Server' is SQL, 'React Native' is React, 'Cost Accounting' is accounting: a resume term whose name begins or
 * ends with the keyword's whole name is a narrower form of it. A coordination ('Sales and Use Tax') is not: its
 * first word names something else.
 */
export function carriesNarrowerTerm(index: ResumeIndex, keyword: string): boolean {
  let memo = narrowerCache.get(index);
  if (!memo) narrowerCache.set(index, (memo = new Map()));
  const known = memo.get(keyword);
  if (known !== undefined) return known;
  // The keyword by its own name only: an alias ('analytical' for Analytical Skills) is too loose to anchor on.
  const wanted = keyword.length >= 2 ? [keyword.toLowerCase()] : [];
  let found = false;
  for (const term of index.terms.keys()) {
    for (const surface of surfacesOf(term)) {
      if (/\b(?:and|or)\b|[&/,]/.test(surface)) continue;
      // (A keyword followed or preceded by a space: the surface has two words or more.)
      if (wanted.some((w) => surface.startsWith(`${w} `) || surface.endsWith(` ${w}`))) {
        found = true;
        break;
      }
    }
    if (found) break;
  }
  memo.set(keyword, found);
  return found;
}

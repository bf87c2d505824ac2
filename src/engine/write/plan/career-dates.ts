// What a letter may say about time: which roles ran at the same time as the current one (never 'my previous role'),
// and how many years the career spans when the resume says so itself ('15+ years of experience').
import type { ExperienceEntry } from '../../types.ts';
import { isCurrent } from '../realise/compose-helpers.ts';

/**
 * The roles held now or alongside a current one: a current role, and a role that ended after a current one began
 * (a weekend job kept for two years into the new post). Each is concurrent, not previous.
 */
export function concurrentRoles(entries: readonly ExperienceEntry[]): Set<ExperienceEntry> {
  const current = entries.filter(isCurrent);
  const out = new Set<ExperienceEntry>(current);
  for (const e of entries) {
    if (out.has(e) || !e.endYear) continue;
    // Years alone cannot order a role that ended in the year the next began: only a later end year overlaps.
    if (current.some((c) => c.startYear && e.endYear && e.endYear > c.startYear && (e.startYear ?? e.endYear) <= (c.endYear ?? Infinity))) out.add(e);
  }
  return out;
}

const NUMBER_WORDS = new Map(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-five', 'thirty'].map((w, i) => [w, i < 19 ? i + 2 : i === 19 ? 25 : 30]));
// '15+ years', '10 yrs', 'a 12-year', 'fifteen years': a number of years; what follows says whether it is the career's.
const YEARS = /\b(\d{1,2}|[a-z]+(?:-[a-z]+)?)\s?\+?\s?-?\s?(?:years?|yrs?)\b/gi;
// '… of experience', '… of progressive experience in', '… career', '… in retail', '… as a nurse', '…+ of'.
const ABOUT_CAREER = /^['’]?\s?\+?\s?(?:of\s)?(?:(?:[\w-]+\s){0,3}(?:experience|expertise|career)\b|(?:in|as|across|working|within)\b)/i;

/** The largest number of years the resume's own summary claims for the career ('15+ years of experience' → 15). */
export function claimedYears(summary: string | undefined): number | undefined {
  if (!summary) return undefined;
  const text = summary.slice(0, 3000);
  let best: number | undefined;
  for (const m of text.matchAll(YEARS)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    if (!ABOUT_CAREER.test(after)) continue;
    const raw = m[1].toLowerCase();
    const n = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.get(raw);
    if (n !== undefined && n >= 2 && n <= 45) best = Math.max(best ?? 0, n);
  }
  return best;
}

/**
 * The years a letter states, never contradicting the candidate's own summary: with no claim, the span the dates
 * give; with a claim and no dates, the claim; when the two agree within a year, the resume's own figure; when they
 * differ by more ('15+ years' in the summary, six years in the dates, or the other way round), no number at all.
 */
export function statedYears(fromDates: number | undefined, summary: string | undefined): number | undefined {
  const claimed = claimedYears(summary);
  if (claimed === undefined) return fromDates;
  if (fromDates === undefined) return claimed;
  return Math.abs(fromDates - claimed) <= 1 ? claimed : undefined;
}

// Small pure helpers shared by the built-in cover letter and tailored resume composers.
import type { ExperienceEntry, JobAnalysis, MatchReport, ResumeProfile } from '../../types.ts';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { indexResume, type ResumeIndex } from '../../match/resume-index.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';
import { trimEndChars } from '../../../shared/trim-chars.ts';
import { cleanText } from './clean-text.ts';
import { degreeEvidence } from '../../gazetteer/gazetteer.ts';
import { isDegreeSubject } from '../../lexicon/taxonomy-vocab.ts';

/** mulberry32: a tiny seeded PRNG, so a seed always gives the same letter. */
export function createRandom(seed: number): () => number {
  let a = (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(rand: () => number, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function countWordsOf(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'November 22, 2026', read in UTC so the server's time zone never shifts the day. */
export function formatLetterDate(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function joinList(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}

export function cleanBullet(bullet: string): string {
  return trimEndChars(cleanText(bullet.trim().replace(/^[-*•▪◦‣–·]\s*/, '')), '.;,');
}

export function isCurrent(entry: ExperienceEntry): boolean {
  return entry.endYear === null || /present|current|now/i.test(entry.dates ?? '');
}

export interface Achievement {
  text: string;
  entry: ExperienceEntry;
  entryIndex: number;
  score: number;
  terms: string[];
}

/** Experience bullets ranked by relevance to the job: weighted job keywords they carry, numbers, recency. */
export function rankAchievements(profile: ResumeProfile, job: JobAnalysis, match: MatchReport, termFactor = 1): Achievement[] {
  const weights = new Map(job.keywords.map((k) => [k.term, k.weight]));
  const matched = new Set(match.matchedKeywords);
  const out: Achievement[] = [];
  profile.experience.forEach((entry, entryIndex) => {
    entry.bullets.forEach((bullet, bulletIndex) => {
      const text = cleanBullet(bullet);
      if (text.length < 12) return;
      const lower = text.toLowerCase();
      const hits = findLexiconTerms(text);
      const terms = [...new Set(hits.map((h) => h.term))];
      // A soft skill a line names in passing ('collaborative workflow' → teamwork) is no evidence of the job's work.
      const soft = new Set(hits.filter((h) => h.category === 'soft-skill').map((h) => h.term));
      let score = 0;
      for (const t of terms) score += termFactor * (matched.has(t) && !soft.has(t) ? 2 + (weights.get(t) ?? 0) : 0.3);
      for (const k of job.keywords) if (!k.category && lower.includes(k.term.toLowerCase())) score += termFactor * (1 + k.weight / 2);
      if (/\d/.test(text)) score += 2;
      score += 1.5 / (1 + entryIndex) - bulletIndex * 0.05;
      // An internship from years ago should not lead a letter for an experienced role.
      if (/\b(intern|internship|student)\b/i.test(entry.title ?? '')) score -= 3;
      out.push({ text, entry, entryIndex, score, terms });
    });
  });
  return out.sort((a, b) => b.score - a.score || a.entryIndex - b.entryIndex);
}

/** Supported terms for the job, by job weight first, then the resume's own skills in its order. */
export function rankSupportedSkills(profile: ResumeProfile, job: JobAnalysis, index: ResumeIndex = indexResume(profile)): string[] {
  const out: string[] = [];
  const add = (t: string) => {
    const lower = t.toLowerCase();
    // 'IEP Collaboration' after 'IEP' (or the reverse) says the same thing twice.
    const overlaps = (o: string) => {
      const a = o.toLowerCase();
      return a === lower || new RegExp(`\\b${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(lower) || new RegExp(`\\b${lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(a);
    };
    if (!out.some(overlaps)) out.push(t);
  };
  for (const k of job.keywords) {
    if (!k.category || k.category === 'degree' || k.category === 'soft-skill' || k.category === 'certification' || !index.terms.has(k.term)) continue;
    // 'Registered Nurse' is a title or licence, not a skill to list; nor is 'Teaching License'.
    if (containsRoleNoun(k.term) || /\b(?:license|licence|certificat\w*|certified|degree|diploma)\b/i.test(k.term)) continue;
    // The resume's own spelling ('AWS'), unless it is a lower-case phrase: then the canonical name reads better.
    const surface = surfaceOf(index, k.term);
    add(surface === surface.toLowerCase() ? k.term : surface);
  }
  for (const s of profile.skills) {
    const hits = findLexiconTerms(s);
    if (hits.length === 1 && hits[0].category === 'degree') continue;
    if (/\b(?:license|licence|certificat\w*|degree|diploma)\b/i.test(s)) continue;
    if (s.length <= 40) add(s.trim());
  }
  return out;
}

/** How the resume itself writes a term ('AWS' rather than 'Amazon Web Services'), for natural wording. */
export function surfaceOf(index: ResumeIndex, term: string): string {
  for (const line of index.terms.get(term) ?? []) {
    for (const h of findLexiconTerms(line)) if (h.term === term) return line.slice(h.index, h.index + h.length);
  }
  return term;
}

/**
 * A degree printed as 'Field, Degree' or 'Degree, Field' said in a sentence as 'Degree in Field' ('Marketing, PhD' →
 * 'PhD in Marketing', 'Ausbildung, Logistics' → 'Ausbildung in Logistics'): one side a field of study (HECoS subject
 * names), the other not, and no more than two parts. Anything else is returned as printed.
 */
export function degreeInProse(degree: string): string {
  const parts = degree.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => !p || /\d/.test(p))) return degree;
  const [a, b] = parts as [string, string];
  if (isDegreeSubject(a) && !isDegreeSubject(b) && degreeEvidence(b) >= 0.8) return `${b} in ${a}`;
  if (isDegreeSubject(b) && !isDegreeSubject(a) && !/\bin\b/i.test(a) && (degreeEvidence(a) >= 0.8 || /^\p{Lu}\p{Ll}+$/u.test(a))) return `${a} in ${b}`;
  return degree;
}

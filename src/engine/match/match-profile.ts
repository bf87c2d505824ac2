import type { ExperienceEntry, JobAnalysis, MatchReport, Requirement, RequirementVerdict, ResumeProfile } from '../types.ts';
import { findLexiconTerms } from '../lexicon/find-lexicon-terms.ts';
import { contentStems, DEGREE_RANK, indexResume, resumeSupportsKeyword, type ResumeIndex } from './resume-index.ts';
import { trimEndChars } from '../../shared/trim-chars.ts';
import { printedMonths } from '../profile/parse-dates.ts';
import nlp from 'compromise';

// '5+ years', '3-5 years', '3 to 5 years', '10 years' (single optional spaces keep it linear).
const YEARS = /\b(\d{1,2})(?:\+| ?(?:-|–|to) ?\d{1,2})? ?\+? ?years?\b/i;

export interface MatchOptions {
  /** The year 'Present' stands for. The engine has no clock: without it, the latest year the resume mentions. */
  referenceYear?: number;
}

const LIST_LABEL = /^([A-Za-z][A-Za-z &/-]{0,22}):\s*/;

/** The items of a skills-list line ('TypeScript, JavaScript, React,' or 'Salesforce | HubSpot'), or null for a sentence. */
function listItems(line: string): string[] | null {
  const t = line.trim();
  if (/[.!?]$/.test(t)) return null;
  const items = t.replace(LIST_LABEL, '').split(/[,|;•·]/).map((x) => x.trim()).filter(Boolean);
  return items.length >= 3 && items.every((x) => x.split(/\s+/).length <= 4) ? items : null;
}

/** A resume line as it should be quoted: trimmed, without the dangling comma a wrapped line leaves. */
export function cleanEvidence(line: string): string {
  return trimEndChars(line.trim().replace(/^[-*•▪◦‣–·]\s*/, ''), ',;:', true).trim();
}

/** The resume line that best supports the given keywords: most of them, achievements before skills lists. */
function findEvidence(index: ResumeIndex, keywords: string[], stems: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  for (let i = 0; i < index.lines.length; i++) {
    const line = index.lines[i];
    const lower = line.toLowerCase();
    let score = 0;
    for (const k of keywords) {
      if (index.terms.get(k)?.includes(line)) score += 3;
      else if (lower.includes(k.toLowerCase())) score += 2;
    }
    const lineStems = index.lineStems[i];
    for (const s of stems) if (lineStems.has(s)) score += 1;
    if (score === 0) continue;
    // An achievement that names the term is better evidence than the skills list that names it with ten others.
    if (index.bulletLines.has(line)) score += 2;
    else if (listItems(line)) score -= 2.5;
    if (score > bestScore) {
      bestScore = score;
      best = line;
    }
  }
  const items = best ? listItems(best) : null;
  if (best && items) {
    // Quote only the list items that carry the requirement's terms, under the list's own label.
    const hits = items.filter((item) => keywords.some((k) => item.toLowerCase() === k.toLowerCase() || findLexiconTerms(item).some((h) => h.term === k)));
    if (hits.length) return `${LIST_LABEL.exec(best.trim())?.[1] ?? 'Skills'}: ${hits.join(', ')}`;
  }
  return best === undefined ? undefined : cleanEvidence(best);
}

/** Stems equal, or sharing a long common start ('electrician' ~ 'electrical', 'designer' ~ 'design'). */
function stemsAlike(a: string, b: string): boolean {
  if (a === b) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 6 || (n >= 4 && n === Math.min(a.length, b.length));
}
function hasStem(set: Iterable<string>, stem: string): boolean {
  for (const s of set) if (stemsAlike(s, stem)) return true;
  return false;
}

const YEARS_FILLER = new Set(
  ('professional industry hands on progressive proven progressively demonstrated combined total minimum post paid full time ' +
    'setting settings environment role roles position positions field similar comparable equivalent direct track record').split(' ').map((w) => contentStems(w)[0] ?? w),
);
const RANK_WORDS = new Set(
  'senior sr junior jr lead principal staff head chief manager management director associate assistant coordinator specialist officer executive representative consultant supervisor ii iii iv'
    .split(' ')
    .map((w) => contentStems(w)[0] ?? w),
);
const NOT_COUNTED = /\b(intern|internship|student|volunteer|extern)\b/i;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', '', '', 'fifteen', '', '', '', '', 'twenty'];

/** Start and end of an entry in months (year × 12 + month index); 'Present' is the reference year. */
function entrySpan(e: ExperienceEntry, referenceYear: number): [number, number] | null {
  if (!e.startYear) return null;
  const dates = (e.dates ?? '').toLowerCase();
  const [first, second] = printedMonths(dates);
  const current = e.endYear === null || /present|current|now/.test(dates);
  const endYear = current ? Math.max(referenceYear, e.startYear) : (e.endYear ?? e.startYear);
  const start = e.startYear * 12 + (first ?? 0);
  let end = endYear * 12 + (current ? (endYear > e.startYear ? 6 : (first ?? 0) + 6) : second !== undefined ? second + 1 : 0);
  if (end <= start) end = start + 6;
  return [start, end];
}

// A posting's requirement is judged against many resumes: its verbs are tagged once.
const VERB_STEMS = new Map<string, Set<string>>();
function verbStemsOf(text: string): Set<string> {
  let stems = VERB_STEMS.get(text);
  if (!stems) {
    stems = new Set(nlp(text).match('#Verb').not('#Noun').out('array').flatMap((v: string) => contentStems(v)));
    if (VERB_STEMS.size > 5000) VERB_STEMS.clear();
    VERB_STEMS.set(text, stems);
  }
  return stems;
}

interface YearsJudgement {
  verdict: RequirementVerdict['verdict'];
  evidence?: string;
}

/** '5+ years of professional software engineering experience': years in the entries that fit the field, or the resume's own 'N years'. */
function judgeYears(profile: ResumeProfile, index: ResumeIndex, req: Requirement, needed: number, referenceYear: number): YearsJudgement {
  const rest = req.text.replace(YEARS, ' ');
  const domainStems = [...new Set(contentStems(rest))].filter((s) => !YEARS_FILLER.has(s));
  // A title shows the field by its nouns: a verb taking an object ('supporting an elected government body', 'driving
  // commercial trucks') names the work done for the field, so 'Support Specialist' is not in it; 'nursing experience'
  // and 'teaching elementary students' read as nouns and stay.
  const verbStems = verbStemsOf(rest);
  const titleDomain = domainStems.some((s) => !verbStems.has(s)) ? domainStems.filter((s) => !verbStems.has(s)) : domainStems;
  const keywords = req.keywords;
  const general = domainStems.length === 0 && keywords.length === 0;
  const carries = (text: string) => {
    const lower = text.toLowerCase();
    const terms = new Set(findLexiconTerms(text).map((h) => h.term));
    return keywords.some((k) => terms.has(k) || lower.includes(k.toLowerCase()));
  };
  const share = (stems: Set<string>) => (domainStems.length ? domainStems.filter((d) => hasStem(stems, d)).length / domainStems.length : 0);

  const relevant: { e: ExperienceEntry; span: [number, number] }[] = [];
  for (const e of profile.experience) {
    if (NOT_COUNTED.test(e.title ?? '')) continue;
    const span = entrySpan(e, referenceYear);
    if (!span) continue;
    // The title names the field ('Journeyman Electrician' for electrical work); rank words and the employer's name do not.
    const title = (e.title ?? '').replace(/\baccount (?:executive|manager|representative|director|coordinator)\b/gi, 'sales');
    const titleStems = new Set(contentStems(title).filter((t) => !RANK_WORDS.has(t)));
    const text = [e.title, ...e.bullets].filter(Boolean).join(' ');
    const fits = general || titleDomain.some((d) => hasStem(titleStems, d)) || (keywords.length > 0 && carries(text));
    if (fits) relevant.push({ e, span });
  }
  // Years covered by the relevant entries, overlaps counted once.
  const spans = relevant.map((r) => r.span).sort((a, b) => a[0] - b[0]);
  let months = 0;
  let cursor = -Infinity;
  for (const [s, e] of spans) {
    const from = Math.max(s, cursor);
    if (e > from) months += e - from;
    cursor = Math.max(cursor, e);
  }
  const years = months / 12;

  // The resume's own statement ('Registered Nurse with 7 years of acute care experience'), when it names the field.
  let claim: { line: string; n: number } | undefined;
  for (let i = 0; i < index.lines.length; i++) {
    const line = index.lines[i];
    const m = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s*(?:years?|yrs)\b/i.exec(line);
    if (!m) continue;
    const n = NUMBER_WORDS.indexOf(m[1].toLowerCase()) >= 0 ? NUMBER_WORDS.indexOf(m[1].toLowerCase()) : Number(m[1]);
    const fits = general || (keywords.length ? carries(line) : share(index.lineStems[i]) >= 0.5);
    if (fits && (!claim || n > claim.n)) claim = { line, n };
  }

  const lead = relevant[0]?.e;
  const describe = (e: ExperienceEntry) => `${[e.title, e.company].filter(Boolean).join(', ')}${e.dates ? ` (${e.dates})` : ''}`;
  const whole = Math.floor(years + 0.25);
  const amount = whole >= 1 ? `${whole} year${whole === 1 ? '' : 's'}` : 'under a year';
  const since = spans.length ? Math.floor(spans[0][0] / 12) : undefined;
  const spanText =
    relevant.length > 1 ? `${describe(lead as ExperienceEntry)}; ${amount} across ${relevant.length} relevant roles since ${since}` : lead ? `${describe(lead)}; ${amount}` : '';
  if (years + 0.25 >= needed) return { verdict: 'met', evidence: spanText };
  if (claim && claim.n >= needed) return { verdict: 'met', evidence: cleanEvidence(claim.line) };
  const asked = needed >= 1 ? `${needed}+` : `${Math.round(needed * 12)} months`;
  if (relevant.length) return { verdict: 'partly', evidence: `${spanText}; the posting asks for ${asked}` };
  if (claim) return { verdict: 'partly', evidence: cleanEvidence(claim.line) };
  return { verdict: 'missing' };
}

/** Groups of keywords of which one is enough: 'Kafka or RabbitMQ', 'Salesforce or HubSpot CRM', 'Python (Pandas) or R'. */
function keywordGroups(text: string, keywords: string[]): string[][] {
  const hits = findLexiconTerms(text);
  const placed = keywords
    .map((k) => {
      const hit = hits.find((h) => h.term === k);
      const at = hit ? hit.index : text.toLowerCase().indexOf(k.toLowerCase());
      return { k, at, end: hit ? hit.index + hit.length : at + k.length };
    })
    .sort((a, b) => a.at - b.at);
  const groups: string[][] = [];
  for (let i = 0; i < placed.length; i++) {
    const cur = placed[i];
    const prev = placed[i - 1];
    const gap = prev && cur.at >= 0 && prev.at >= 0 ? text.slice(prev.end, cur.at) : null;
    // Alternatives ('or', '/'), a qualifier in brackets or a head noun right after ('HubSpot CRM').
    const g = gap === null ? null : gap.replace(/\s+/g, ' ');
    if (g !== null && g.length > 0 && /^ ?(?:\)? ?,? ?(?:or|\/|and\/or) ?(?:the )?| ?\( ?| )$/i.test(g)) groups[groups.length - 1].push(cur.k);
    else groups.push([cur.k]);
  }
  return groups;
}

/**
 * A degree requirement is answered by a degree, not by a bullet that shares its field words ('trust and estate
 * accounting' for 'Bachelor's in Finance, Accounting or Economics'): the education entry whose degree and details
 * share most of the requirement's words, the highest first on a tie, quoted as the resume writes it.
 */
function degreeEvidence(profile: ResumeProfile, stems: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const e of profile.education) {
    if (!e.degree) continue;
    const own = new Set(contentStems([e.degree, ...e.details].join(' ')));
    const score = stems.filter((s) => own.has(s)).length;
    if (score > bestScore) [best, bestScore] = [e.institution ? `${e.degree}, ${e.institution}` : e.degree, score];
  }
  return best;
}

function judgeRequirement(profile: ResumeProfile, index: ResumeIndex, req: Requirement, referenceYear: number): RequirementVerdict {
  const matched = req.keywords.filter((k) => resumeSupportsKeyword(index, k));
  const groups = keywordGroups(req.text, req.keywords);
  const total = groups.length;
  const satisfied = groups.filter((g) => g.some((k) => matched.includes(k))).length;
  // 'within the last 12 years' is a window, not an amount: only the typed years, or the years written outside it.
  const years = req.withinYears !== undefined ? null : YEARS.exec(req.text);
  const needed = req.years ?? (years && !/\b(?:years?|yrs)\s+old\b/i.test(req.text) ? Number(years[1]) : undefined);
  if (needed !== undefined && needed > 0 && req.type !== 'eligibility') {
    // The field's own terms are judged with the years: an entry counts when it is in that field.
    const y = judgeYears(profile, index, req, needed, referenceYear);
    return { requirement: req.text, kind: req.kind, verdict: y.verdict, evidence: y.evidence, matchedKeywords: matched };
  }
  const stems = [...new Set(contentStems(req.text))];
  let verdict: RequirementVerdict['verdict'];
  if (total > 0) {
    verdict = satisfied === total ? 'met' : satisfied > 0 ? 'partly' : 'missing';
  } else {
    // No known term: judge by how many of the requirement's content words one resume line shares.
    let bestOverlap = 0;
    for (const lineStems of index.lineStems) {
      let n = 0;
      for (const s of stems) if (lineStems.has(s)) n++;
      bestOverlap = Math.max(bestOverlap, stems.length ? n / stems.length : 0);
    }
    verdict = bestOverlap >= 0.6 ? 'met' : bestOverlap >= 0.3 ? 'partly' : 'missing';
  }
  let evidence = verdict === 'missing' ? undefined : req.type === 'degree' ? degreeEvidence(profile, stems) : undefined;
  evidence ??= verdict === 'missing' ? undefined : findEvidence(index, matched, matched.length ? [] : stems);
  // A degree requirement met by rank ('Associate degree' by a BSN) cites the degree itself.
  if (!evidence && verdict !== 'missing' && matched.some((k) => DEGREE_RANK[k])) evidence = profile.education.find((e) => e.degree)?.degree;
  return { requirement: req.text, kind: req.kind, verdict: evidence || verdict === 'missing' ? verdict : 'partly', evidence, matchedKeywords: matched };
}

/** Profile × job → per-requirement verdicts with evidence, a deterministic 0–100 score, matched and missing keywords. */
export function matchProfileToJob(profile: ResumeProfile, job: JobAnalysis, options: MatchOptions = {}): MatchReport {
  const index = indexResume(profile);
  const referenceYear = options.referenceYear ?? index.latestYear;
  // Physical and eligibility conditions (lifting, work authorisation, a clean record) are no qualification a resume
  // shows: the report lists real requirements only.
  const requirements = job.requirements.filter((r) => r.type !== 'eligibility').map((r) => judgeRequirement(profile, index, r, referenceYear));

  const matchedKeywords: string[] = [];
  const missingKeywords: string[] = [];
  let kwTotal = 0;
  let kwHit = 0;
  for (const k of job.keywords) {
    const ok = resumeSupportsKeyword(index, k.term);
    (ok ? matchedKeywords : missingKeywords).push(k.term);
    kwTotal += k.weight;
    if (ok) kwHit += k.weight;
  }

  let reqTotal = 0;
  let reqHit = 0;
  for (const v of requirements) {
    const w = v.kind === 'must' ? 2 : 1;
    reqTotal += w;
    reqHit += w * (v.verdict === 'met' ? 1 : v.verdict === 'partly' ? 0.5 : 0);
  }
  const kwScore = kwTotal > 0 ? kwHit / kwTotal : 0;
  const reqScore = reqTotal > 0 ? reqHit / reqTotal : kwScore;
  const score = Math.max(0, Math.min(100, Math.round(100 * (0.6 * reqScore + 0.4 * kwScore))));
  return { score, requirements, matchedKeywords, missingKeywords };
}

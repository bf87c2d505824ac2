import type { JobAnalysis, MatchReport, Requirement, RequirementVerdict, ResumeProfile } from '../types.ts';
import { contentStems, indexResume, resumeSupportsKeyword, type ResumeIndex } from './resume-index.ts';

const YEARS = /\b(\d{1,2})\s*\+?\s*(?:-|to|–)?\s*(?:\d{1,2}\s*)?\+?\s*years?\b/i;

/** The resume line that best supports the given keywords: most of them, bullets before lists, earliest first. */
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
    // Achievements make better evidence than a bare skills list.
    if (index.bulletLines.has(line)) score += 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = line;
    }
  }
  return best;
}

function judgeRequirement(index: ResumeIndex, req: Requirement): RequirementVerdict {
  const matched = req.keywords.filter((k) => resumeSupportsKeyword(index, k));
  let total = req.keywords.length;
  let satisfied = matched.length;
  const years = YEARS.exec(req.text);
  if (years) {
    total++;
    if (index.yearsOfExperience >= Number(years[1])) satisfied++;
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
  const evidence = verdict === 'missing' ? undefined : findEvidence(index, matched, matched.length ? [] : stems);
  return { requirement: req.text, kind: req.kind, verdict: evidence || verdict === 'missing' ? verdict : 'partly', evidence, matchedKeywords: matched };
}

/** Profile × job → per-requirement verdicts with evidence, a deterministic 0–100 score, matched and missing keywords. */
export function matchProfileToJob(profile: ResumeProfile, job: JobAnalysis): MatchReport {
  const index = indexResume(profile);
  const requirements = job.requirements.map((r) => judgeRequirement(index, r));

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

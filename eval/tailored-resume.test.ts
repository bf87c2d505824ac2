// Tailored resumes over both corpora: the name line is the candidate's, every source section with content is
// kept, and 'comprehensive' is at least 25% longer than 'short' when the resume has the material for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLetterCorpus, type CorpusPosting, type CorpusResume } from './eval-letters.ts';
import { composeTailoredResume } from '../src/engine/write/realise/compose-tailored-resume.ts';
import { matchProfileToJob } from '../src/engine/match/match-profile.ts';
import type { ResumeLength } from '../src/shared/style.ts';
import { readTailoredResume } from '../src/engine/write/realise/compose-tailored-resume.ts';
import { checkBullet, checkFact, checkProfileFacts, splitRunTogetherBullets } from '../src/engine/write/plan/check-facts.ts';
import { isCurrent, surfaceOf } from '../src/engine/write/realise/compose-helpers.ts';
import { indexResume } from '../src/engine/match/resume-index.ts';
import { nameInSentence } from '../src/engine/write/realise/realise-letter.ts';
import { findLexiconTerms } from '../src/engine/lexicon/find-lexicon-terms.ts';
import { containsRoleNoun } from '../src/engine/job/infer-title.ts';

let corpus: { resumes: CorpusResume[]; postings: CorpusPosting[] };
beforeAll(async () => {
  corpus = await loadLetterCorpus();
}, 120_000);

// Each resume, posting and length is written once for the whole file: the tests below read the same tailored resumes
// (the writer is deterministic: same input, same text).
const tailored = new Map<CorpusResume, Map<CorpusPosting, Map<ResumeLength, string>>>();
function tailor(r: CorpusResume, p: CorpusPosting, preferredLength: ResumeLength): string {
  const byPosting = tailored.get(r) ?? tailored.set(r, new Map()).get(r)!;
  const byLength = byPosting.get(p) ?? byPosting.set(p, new Map()).get(p)!;
  let text = byLength.get(preferredLength);
  if (text === undefined) {
    text = composeTailoredResume({
      profile: r.profile,
      job: p.job,
      match: matchProfileToJob(r.profile, p.job),
      options: { roleType: 'technical', preferredLength, includeKeywords: true, highlightProjects: true, focusOnRecent: true },
    });
    byLength.set(preferredLength, text);
  }
  return text;
}
const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
/** A problem as reported: the held-out half's text is counted, never shown. */
const report = (r: CorpusResume, what: string) => (r.split === 'check' ? `${r.id} (held out)` : `${r.id}: ${what}`);

describe('tailored resume on the corpora', () => {
  it('comprehensive is at least 25% longer than short when the resume has the material (≥ 330 words in full)', () => {
    const short: string[] = [];
    for (const r of corpus.resumes) {
      for (const p of corpus.postings.slice(0, 3)) {
        const full = words(tailor(r, p, 'comprehensive'));
        if (full < 330) continue;
        const brief = words(tailor(r, p, 'short'));
        if (full < brief * 1.25) short.push(report(r, `${p.id}: short ${brief}, comprehensive ${full}`));
      }
    }
    expect(short).toEqual([]);
  });

  it('keeps the candidate’s name and every section of the source that has content', () => {
    for (const r of corpus.resumes) {
      const text = tailor(r, corpus.postings[0], 'comprehensive');
      const lines = text.split('\n');
      // Sections are judged on the facts that pass their checks: a misread line is not content to keep.
      const { profile } = checkProfileFacts(r.profile);
      if (r.profile.name && checkFact('name', r.profile.name).ok) expect(lines[0], r.id).toBe(r.profile.name.trim());
      if (profile.experience.some((e) => e.title || e.company)) expect(lines, r.id).toContain('EXPERIENCE');
      if (profile.education.some((e) => e.degree || e.institution)) expect(lines, r.id).toContain('EDUCATION');
      if (profile.certifications.length) expect(lines, r.id).toContain('CERTIFICATIONS');
      if (profile.projects.length) expect(lines, r.id).toContain('PROJECTS');
    }
  });

  it('states no title, employer, degree or school that fails its check, and no garbled bullet', () => {
    const problems: string[] = [];
    for (const r of corpus.resumes) {
      const back = readTailoredResume(tailor(r, corpus.postings[1], 'comprehensive'));
      const ctx = { candidateName: r.profile.name };
      // With a failing title left out, the heading's place ('Remote') moves into the second slot: it is the resume's place.
      const places = new Set([...r.profile.experience, ...(r.profile.otherPositions ?? [])].map((e) => e.location?.trim()).filter(Boolean));
      for (const e of back.experience) {
        // The heading is 'title | employer | place | dates' with the failing parts left out, so read it as written.
        const heading = [e.title, e.company].filter((x): x is string => Boolean(x));
        for (const part of heading) if (!/\d/.test(part) && part !== 'Other experience' && !places.has(part) && !checkFact('title', part, ctx).ok && !checkFact('employer', part, ctx).ok && !/,/.test(part)) problems.push(report(r, `heading part ${part}`));
        for (const b of e.bullets) if (!checkBullet(b).ok) problems.push(report(r, `bullet ${b}`));
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('opens the summary with the current role when the resume has no summary of its own', () => {
    for (const r of corpus.resumes) {
      if (r.profile.summary) continue;
      const current = r.profile.experience.find((e) => e.title && isCurrent(e) && checkFact('title', e.title, { candidateName: r.profile.name }).ok);
      if (!current?.title) continue;
      const text = tailor(r, corpus.postings[0], 'medium');
      const summary = text.split('\n')[text.split('\n').indexOf('PROFESSIONAL SUMMARY') + 1] ?? '';
      // The summary is prose: a title in capitals is written as a name ('SYSTEM TECHNICIAN' → 'System Technician').
      expect(summary.startsWith(nameInSentence(current.title)), report(r, summary)).toBe(true);
    }
  });

  it('prints no garbled line: no tab, dot leader, doubled separator, run-together or cut-off bullet, and the summary names no role twice', () => {
    const problems: string[] = [];
    for (const r of corpus.resumes) {
      for (const p of corpus.postings.slice(0, 2)) {
        const text = tailor(r, p, 'comprehensive');
        for (const line of text.split('\n')) {
          if (/\t|(?:\. ?){4,}|…{2,}|_{3,}|\s-\s-|--/.test(line)) problems.push(report(r, `garbled ${line}`));
          if (line.startsWith('- ') && splitRunTogetherBullets(line.slice(2)).length > 1) problems.push(report(r, `run together ${line}`));
        }
        const lines = text.split('\n');
        const summary = lines[lines.indexOf('PROFESSIONAL SUMMARY') + 1] ?? '';
        if (lines.includes('PROFESSIONAL SUMMARY') && /^(?:to (?:seek|obtain|secure)|seeking)\b/i.test(summary)) problems.push(report(r, `objective as summary: ${summary}`));
        const opener = /^([^.]{3,60}?) (?:with experience at|at) /.exec(summary)?.[1];
        if (opener && summary.split('. ').slice(1).some((x) => x.startsWith(`${opener} at `))) problems.push(report(r, `role twice in ${summary}`));
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('lists every matched skill that passes its check among the core competencies, and states only credentials that pass theirs', () => {
    const problems: string[] = [];
    for (const r of corpus.resumes) {
      for (const p of corpus.postings.slice(0, 3)) {
        const text = tailor(r, p, 'comprehensive');
        const back = readTailoredResume(text);
        const listed = new Set(back.skills.map((s) => s.toLowerCase().replace(/(?:ing|s)$/, '')));
        // A one-word skill is listed by the longer competency it opens ('OSHA' by 'OSHA 30-Hour', 'Forklifts' by 'Forklift Operation').
        for (const s of back.skills) if (s.includes(' ')) listed.add(s.split(' ')[0].toLowerCase().replace(/s$/, ''));
        const { profile } = checkProfileFacts(r.profile);
        const index = indexResume(profile);
        for (const term of matchProfileToJob(r.profile, p.job).matchedKeywords) {
          const surface = surfaceOf(index, term);
          if (findLexiconTerms(term).some((h) => h.category === 'degree' || h.category === 'soft-skill' || h.category === 'certification') || /\b(?:license|licence|certificat\w*|certified|degree|diploma)\b/i.test(term)) continue;
          // A role or a licence ('RN') is no competency.
          if (!checkFact('skill', surface).ok || findLexiconTerms(surface).some((h) => h.index === 0 && containsRoleNoun(h.term.split(' ').at(-1) ?? '') && !['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool', 'technology', 'data', 'design'].includes(h.category ?? ''))) continue;
          if (!listed.has(surface.toLowerCase().replace(/(?:ing|s)$/, ''))) problems.push(report(r, `${p.id}: ${surface} missing`));
        }
        // A credential marked '(in progress)' is stated as under way, not held; any other must pass as held.
        for (const c of back.certifications) if (!/\(in progress\)$/.test(c) && !checkFact('credential', c, { candidateName: r.profile.name }).ok) problems.push(report(r, `credential ${c}`));
        for (const s of back.skills) if (!checkFact('skill', s, { candidateName: r.profile.name }).ok) problems.push(report(r, `skill ${s}`));
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

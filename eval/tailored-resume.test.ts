// Tailored resumes over both corpora: the name line is the candidate's, every source section with content is
// kept, and 'comprehensive' is at least 25% longer than 'short' when the resume has the material for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLetterCorpus, type CorpusPosting, type CorpusResume } from './eval-letters.ts';
import { composeTailoredResume } from '../src/engine/write/realise/compose-tailored-resume.ts';
import { matchProfileToJob } from '../src/engine/match/match-profile.ts';
import type { ResumeLength } from '../src/shared/style.ts';

let corpus: { resumes: CorpusResume[]; postings: CorpusPosting[] };
beforeAll(async () => {
  corpus = await loadLetterCorpus();
}, 120_000);

function tailor(r: CorpusResume, p: CorpusPosting, preferredLength: ResumeLength): string {
  return composeTailoredResume({
    profile: r.profile,
    job: p.job,
    match: matchProfileToJob(r.profile, p.job),
    options: { roleType: 'technical', preferredLength, includeKeywords: true, highlightProjects: true, focusOnRecent: true },
  });
}
const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

describe('tailored resume on the corpora', () => {
  it('comprehensive is at least 25% longer than short when the resume has the material (≥ 330 words in full)', () => {
    const short: string[] = [];
    for (const r of corpus.resumes) {
      for (const p of corpus.postings.slice(0, 3)) {
        const full = words(tailor(r, p, 'comprehensive'));
        if (full < 330) continue;
        const brief = words(tailor(r, p, 'short'));
        if (full < brief * 1.25) short.push(`${r.id} × ${p.id}: short ${brief}, comprehensive ${full}`);
      }
    }
    expect(short).toEqual([]);
  });

  it('keeps the candidate’s name and every section of the source that has content', () => {
    for (const r of corpus.resumes) {
      const text = tailor(r, corpus.postings[0], 'comprehensive');
      const lines = text.split('\n');
      if (r.profile.name) expect(lines[0], r.id).toBe(r.profile.name.trim());
      if (r.profile.experience.some((e) => e.title || e.company)) expect(lines, r.id).toContain('EXPERIENCE');
      if (r.profile.education.some((e) => e.degree || e.institution)) expect(lines, r.id).toContain('EDUCATION');
      if (r.profile.certifications.length) expect(lines, r.id).toContain('CERTIFICATIONS');
      if (r.profile.projects.length) expect(lines, r.id).toContain('PROJECTS');
    }
  });
});

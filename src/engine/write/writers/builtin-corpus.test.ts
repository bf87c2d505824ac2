import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../../shared/word-count.ts';
import { RESUME_LENGTHS, ROLE_TYPES, TAILORED_SECTIONS } from '../../../shared/style.ts';
import type { JobAnalysis, ResumeProfile } from '../../types.ts';
import { extractDocument } from '../../extract/extract-document.ts';
import { parseResume } from '../../profile/parse-resume.ts';
import { analyzeJobDescription } from '../../job/analyze-job.ts';
import { matchProfileToJob } from '../../match/match-profile.ts';
import { checkGrounding } from '../check/check-grounding.ts';
import { composeTailoredResume } from './builtin-writer.ts';
import { findTailoredResumeProblems } from './guarded-writer.ts';

// The writer's contract on every real resume of the fixture corpus × every job fixture.
const RESUME_DIR = new URL('../../../../tests/fixtures/resumes/', import.meta.url);
const JOB_DIR = new URL('../../../../tests/fixtures/jobs/', import.meta.url);
const index = JSON.parse(readFileSync(new URL('index.json', RESUME_DIR), 'utf8')) as { file: string }[];
const JOBS: [string, JobAnalysis][] = readdirSync(JOB_DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => [f.replace('.txt', ''), analyzeJobDescription(readFileSync(new URL(f, JOB_DIR), 'utf8'))]);
const profiles = new Map<string, ResumeProfile>();

beforeAll(async () => {
  for (const { file } of index) profiles.set(file, parseResume(await extractDocument(new Uint8Array(readFileSync(new URL(file, RESUME_DIR))))));
});

describe('built-in writer on the resume corpus', () => {
  for (const { file } of index) {
    it(`${file} × every job`, () => {
      const profile = profiles.get(file) as ResumeProfile;
      for (const [jobName, job] of JOBS) {
        for (const roleType of ROLE_TYPES) {
          for (const preferredLength of RESUME_LENGTHS) {
            const tailored = composeTailoredResume({
              profile,
              job,
              match: matchProfileToJob(profile, job),
              options: { roleType, preferredLength, includeKeywords: true, highlightProjects: roleType !== 'management', focusOnRecent: true },
            });
            const label = `${jobName} ${roleType} ${preferredLength}\n${tailored}`;
            expect(checkGrounding(tailored, profile, job).unsupported, label).toEqual([]);
            expect(findTailoredResumeProblems(tailored), label).toEqual([]);
            const titles = tailored.split('\n').filter((l) => (TAILORED_SECTIONS as readonly string[]).includes(l));
            expect(titles).toContain('EXPERIENCE');
            if (preferredLength === 'short') expect(countWords(tailored), label).toBeLessThanOrEqual(350);
          }
        }
      }
    });
  }
});

// Test data for the writer tests: one candidate, one job, and texts that do or do not keep to the contract.
import { DEFAULT_STYLE } from '../../src/shared/style.ts';
import { buildProfile } from './build-test-profile.ts';
import type { CoverLetterInput, JobAnalysis, MatchReport, TailoredResumeInput } from '../../src/engine/types.ts';

export const PROFILE = buildProfile({
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '(555) 123-4567',
  location: 'Berlin, Germany',
  summary: 'Backend engineer building reliable APIs.',
  skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker'],
  experience: [
    {
      title: 'Senior Backend Engineer',
      company: 'Acme Corp',
      dates: 'Jan 2020 – Present',
      startYear: 2020,
      endYear: null,
      bullets: ['Cut API latency by 40% by redesigning the caching layer', 'Led a team of 5 engineers building the billing platform'],
    },
  ],
  education: [{ degree: 'B.Sc. Computer Science', institution: 'TU Berlin', dates: '2016', details: [] }],
});

export const JOB: JobAnalysis = {
  company: 'Northwind Labs',
  position: 'Staff Backend Engineer',
  seniority: 'senior',
  requirements: [
    { text: 'Strong Node.js and PostgreSQL experience', kind: 'must', keywords: ['Node.js', 'PostgreSQL'] },
    { text: 'Kubernetes in production', kind: 'nice', keywords: ['Kubernetes'] },
  ],
  responsibilities: ['Design and run the payments API'],
  keywords: [
    { term: 'Node.js', weight: 1 },
    { term: 'PostgreSQL', weight: 0.9 },
    { term: 'Kubernetes', weight: 0.5 },
  ],
};

export const MATCH: MatchReport = {
  score: 72,
  requirements: [
    {
      requirement: 'Strong Node.js and PostgreSQL experience',
      kind: 'must',
      verdict: 'met',
      evidence: 'Skills: Node.js, TypeScript, PostgreSQL, Docker',
      matchedKeywords: ['Node.js', 'PostgreSQL'],
    },
    { requirement: 'Kubernetes in production', kind: 'nice', verdict: 'missing', matchedKeywords: [] },
  ],
  matchedKeywords: ['Node.js', 'PostgreSQL'],
  missingKeywords: ['Kubernetes'],
};

export function buildLetterInput(overrides: Partial<CoverLetterInput> = {}): CoverLetterInput {
  return {
    profile: PROFILE,
    job: JOB,
    match: MATCH,
    settings: { ...DEFAULT_STYLE },
    date: new Date('2025-06-03T12:00:00Z'),
    seed: 1,
    ...overrides,
  };
}

export function buildResumeInput(): TailoredResumeInput {
  return {
    profile: PROFILE,
    job: JOB,
    match: MATCH,
    options: { roleType: 'technical', preferredLength: 'short', includeKeywords: true, highlightProjects: true, focusOnRecent: true },
  };
}

/** A letter that keeps the whole contract (grounded, signed, no gate defects), optionally carrying one extra sentence. */
export function buildLetter(extra = ''): string {
  return [
    'June 3, 2025',
    'Dear Hiring Manager,',
    `I am applying for the Staff Backend Engineer position at Northwind Labs as a Senior Backend Engineer at Acme Corp. ${extra}`.trim(),
    [
      'At Acme Corp, I cut API latency by 40% by redesigning the caching layer, and the same care for reliability is what a payments service needs.',
      'I also led a team of 5 engineers building the billing platform, from the first schema to the release.',
      'My daily tools are Node.js, TypeScript and PostgreSQL, and I package the services I build with Docker.',
      'I earned a B.Sc. Computer Science at TU Berlin before moving into backend engineering.',
    ].join(' '),
    'I would welcome a conversation about how my work at Acme Corp could help Northwind Labs, and you can reach me at jane.doe@example.com or (555) 123-4567. Thank you for your time and consideration.',
    'Sincerely,\nJane Doe',
  ].join('\n\n');
}

export const UNGROUNDED_SENTENCE = 'I also ran Kubernetes clusters at Globex, growing revenue by 300%.';

/** The same three invented claims, one per sentence: too much of the letter to cut, so the model must repair it. */
export const SPREAD_CLAIMS = 'I also ran Kubernetes clusters in production. Before that, I worked at Globex. There I grew revenue by 300%.';

/** The job's requirements and soft skills, named as the candidate's wish, confidence and manner: no claim. */
export const SOFT_SENTENCE = 'I am confident in my ability to support your Kubernetes migration, and I bring strong communication skills and an analytical mind.';

export const GOOD_RESUME = `Jane Doe
jane.doe@example.com | (555) 123-4567 | Berlin, Germany

PROFESSIONAL SUMMARY
Backend engineer building reliable APIs with Node.js and PostgreSQL.

CORE COMPETENCIES
Node.js, PostgreSQL, TypeScript, Docker

EXPERIENCE
Senior Backend Engineer, Acme Corp | Jan 2020 – Present
- Cut API latency by 40% by redesigning the caching layer
- Led a team of 5 engineers building the billing platform

EDUCATION
B.Sc. Computer Science, TU Berlin | 2016`;

// Test data for the writer tests: one candidate, one job, and texts that do or do not keep to the contract.
import { DEFAULT_STYLE } from '../../shared/style.ts';
import { buildProfile } from '../match/build-test-profile.ts';
import type { CoverLetterInput, GroundingReport, JobAnalysis, MatchReport, TailoredResumeInput, UnsupportedClaim, Writer } from '../types.ts';

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

const FILLER =
  'At Acme Corp I cut API latency by 40% by redesigning the caching layer, and I led a team of 5 engineers building the billing platform with Node.js, TypeScript and PostgreSQL.';

/** A letter inside the standard band (200-300 words), signed, optionally carrying one extra sentence. */
export function buildLetter(extra = ''): string {
  const body = Array.from({ length: 6 }, () => FILLER).join(' ');
  return [
    'June 3, 2025',
    'Dear Hiring Manager,',
    `I am applying for the Staff Backend Engineer position at Northwind Labs. ${extra}`.trim(),
    body,
    'Thank you for your time and consideration.',
    'Sincerely,\nJane Doe',
  ].join('\n\n');
}

export const UNGROUNDED_SENTENCE = 'I also ran Kubernetes clusters at Globex, growing revenue by 300%.';

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

/**
 * Stand-in grounding check until the shared checker is wired in: numbers, employers and skills named in the text
 * must appear in the resume lines.
 */
export function checkGroundingStub(text: string, input: { profile: typeof PROFILE }): GroundingReport {
  const source = input.profile.lines.join('\n');
  const unsupported: UnsupportedClaim[] = [];
  for (const number of text.match(/\d+%?/g) ?? []) {
    if (/^20\d\d$/.test(number) || number === '3') continue; // dates of the letter itself
    if (!source.includes(number)) unsupported.push({ kind: 'number', text: number });
  }
  for (const skill of ['Kubernetes', 'Rust', 'Java']) if (text.includes(skill) && !source.includes(skill)) unsupported.push({ kind: 'skill', text: skill });
  for (const employer of ['Globex', 'Initech']) if (text.includes(employer) && !source.includes(employer)) unsupported.push({ kind: 'employer', text: employer });
  return { ok: unsupported.length === 0, unsupported };
}

/** Stand-in for the built-in writer: always grounded, always in band. */
export const STUB_FALLBACK: Writer = {
  name: 'builtin',
  writeCoverLetter: async () => buildLetter(),
  writeTailoredResume: async () => GOOD_RESUME,
};

// Test data builders for hand-made resume profiles (used by the match, check and writer tests).
import type { EducationEntry, ExperienceEntry, ResumeProfile } from '../../src/engine/types.ts';

export interface ProfileSeed {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  links?: string[];
  summary?: string;
  skills?: string[];
  experience?: ExperienceEntry[];
  education?: EducationEntry[];
  certifications?: string[];
  projects?: { name: string; details: string[] }[];
}

/** A ResumeProfile whose `lines` are rebuilt from the structured fields, as a parser would leave them. */
export function buildProfile(seed: ProfileSeed): ResumeProfile {
  const lines: string[] = [];
  const push = (s?: string) => s && lines.push(s);
  push(seed.name);
  push([seed.email, seed.phone, seed.location, ...(seed.links ?? [])].filter(Boolean).join(' | '));
  push(seed.summary);
  if (seed.skills?.length) push(`Skills: ${seed.skills.join(', ')}`);
  for (const e of seed.experience ?? []) {
    push([e.title, e.company].filter(Boolean).join(', '));
    push([e.location, e.dates].filter(Boolean).join(' | '));
    e.bullets.forEach((b) => push(b));
  }
  for (const e of seed.education ?? []) {
    push([e.degree, e.institution].filter(Boolean).join(', '));
    push(e.dates);
    e.details.forEach((d) => push(d));
  }
  (seed.certifications ?? []).forEach((c) => push(c));
  for (const p of seed.projects ?? []) {
    push(p.name);
    p.details.forEach((d) => push(d));
  }
  return {
    name: seed.name,
    contact: { email: seed.email, phone: seed.phone, location: seed.location, links: seed.links ?? [] },
    summary: seed.summary,
    skills: seed.skills ?? [],
    experience: seed.experience ?? [],
    education: seed.education ?? [],
    certifications: seed.certifications ?? [],
    projects: seed.projects ?? [],
    lines,
  };
}

export function job(title: string, company: string, dates: string, startYear: number, endYear: number | null, bullets: string[]): ExperienceEntry {
  return { title, company, dates, startYear, endYear, bullets };
}

export const SOFTWARE_PROFILE = (): ResumeProfile =>
  buildProfile({
    name: 'Maya Chen',
    email: 'maya.chen@example.com',
    phone: '(415) 555-0132',
    location: 'San Francisco, CA',
    links: ['github.com/mayachen'],
    summary: 'Backend engineer with a focus on reliable payment and data services.',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Docker', 'Kubernetes', 'AWS', 'Terraform', 'GraphQL', 'CI/CD'],
    experience: [
      job('Senior Software Engineer', 'Northwind Labs', 'Mar 2021 – Present', 2021, null, [
        'Led the migration of 14 Node.js services to Kubernetes on AWS, cutting deploy time by 60%',
        'Designed a PostgreSQL partitioning scheme that reduced p95 query latency from 900 ms to 120 ms',
        'Mentored 4 engineers and ran weekly design reviews',
        'Built TypeScript REST APIs handling 2,000 requests per second',
      ]),
      job('Software Engineer', 'Brightpath Analytics', 'Jun 2018 – Feb 2021', 2018, 2021, [
        'Introduced Redis caching that cut infrastructure cost by $40,000 a year',
        'Automated CI/CD pipelines with GitHub Actions and Terraform',
        'Wrote GraphQL resolvers for the reporting dashboard',
      ]),
      job('Junior Web Developer', 'Harbor Creative Studio', '2016 – 2018', 2016, 2018, [
        'Built client websites in JavaScript and CSS',
        'Fixed accessibility issues across 30 pages',
      ]),
    ],
    education: [{ degree: 'B.S. Computer Science', institution: 'University of Oregon', dates: '2012 – 2016', details: ['Graduated magna cum laude'] }],
    certifications: ['AWS Certified Solutions Architect'],
    projects: [{ name: 'queue-lens', details: ['Open-source Redis queue inspector with 800 GitHub stars'] }],
  });

export const NURSE_PROFILE = (): ResumeProfile =>
  buildProfile({
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    phone: '614-555-0199',
    location: 'Columbus, OH',
    summary: 'Registered Nurse with five years in medical-surgical and telemetry care.',
    skills: ['Patient Assessment', 'Medication Administration', 'IV Therapy', 'Epic', 'Wound Care', 'Patient Education'],
    experience: [
      job('Registered Nurse', 'Mount Carmel Hospital', 'Jan 2020 – Present', 2020, null, [
        'Cared for 5–6 patients per shift on a 28-bed medical-surgical unit',
        'Administered medications and IV therapy with zero medication errors in 2023',
        'Taught patient education sessions on discharge planning, raising satisfaction scores by 12%',
        'Charted assessments and care plans in Epic',
      ]),
      job('Nursing Assistant', 'Ohio Health', '2017 – 2019', 2017, 2019, ['Recorded vital signs for 20 patients per shift', 'Supported infection control audits']),
    ],
    education: [{ degree: 'Bachelor of Science in Nursing (BSN)', institution: 'Ohio State University', dates: '2015 – 2019', details: [] }],
    certifications: ['Registered Nurse (RN), State of Ohio', 'Basic Life Support (BLS)'],
  });

export const SALES_PROFILE = (): ResumeProfile =>
  buildProfile({
    name: 'Sofia Ramirez',
    email: 'sofia.ramirez@example.com',
    phone: '(312) 555-0148',
    location: 'Chicago, IL',
    skills: ['Salesforce', 'HubSpot', 'Cold Calling', 'Negotiation', 'B2B', 'SaaS'],
    experience: [
      job('Account Executive', 'Cloudline', '2020 – Present', 2020, null, [
        'Closed $1.2M in new B2B SaaS revenue in 2023, reaching 118% of quota',
        'Ran 40 product demos per month and managed the pipeline in Salesforce',
        'Negotiated multi-year contracts with 12 enterprise accounts',
      ]),
      job('Sales Development Representative', 'Pipedrive Partners', '2018 – 2020', 2018, 2020, [
        'Booked 25 meetings a month through cold calling and email prospecting',
      ]),
    ],
    education: [{ degree: 'B.A. Communications', institution: 'DePaul University', dates: '2014 – 2018', details: [] }],
  });

/** A thin resume: a name, one job without bullets, a few skills. */
export const THIN_PROFILE = (): ResumeProfile =>
  buildProfile({
    name: 'Alex Doe',
    email: 'alex@example.com',
    skills: ['Microsoft Excel', 'Customer Service'],
    experience: [{ title: 'Cashier', company: 'Corner Market', dates: '2022 – 2024', startYear: 2022, endYear: 2024, bullets: [] }],
  });

/** No name, no contact, only skills: the writer must leave [Your Name]. */
export const NAMELESS_PROFILE = (): ResumeProfile => buildProfile({ skills: ['Python', 'SQL', 'Tableau'] });

export const ALL_TEST_PROFILES: [string, () => ResumeProfile][] = [
  ['software', SOFTWARE_PROFILE],
  ['nurse', NURSE_PROFILE],
  ['sales', SALES_PROFILE],
  ['thin', THIN_PROFILE],
  ['nameless', NAMELESS_PROFILE],
];

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeJobDescription } from './analyze-job.ts';

const readJob = (name: string) => readFileSync(new URL(`../../../tests/fixtures/jobs/${name}.txt`, import.meta.url), 'utf8');

const EXPECTED: [string, string, string, string[]][] = [
  // file, company, position, must-have lexicon terms that must be found in some requirement
  ['software', 'Acme Corp', 'Senior Backend Engineer', ['TypeScript', 'PostgreSQL']],
  ['nursing', 'Riverside General Hospital', 'Registered Nurse', ['Basic Life Support']],
  ['sales', 'Northwind Software', 'Account Executive', ['Salesforce']],
  ['marketing', 'Bloom & Co.', 'Digital Marketing Manager', ['Google Ads']],
  ['accounting', 'Harbor Financial Group', 'Staff Accountant', ['Generally Accepted Accounting Principles']],
  ['teacher', 'Maple Grove School District', '5th Grade Teacher', ['Google Classroom']],
  ['electrician', 'Brightwire Electric', 'Journeyman Electrician', ['Conduit Bending']],
  ['graphic-designer', 'Pixel Forge Studio', 'Graphic Designer', ['Adobe Illustrator']],
  ['data-analyst', 'Lumen Analytics', 'Data Analyst', ['SQL']],
  ['project-manager', 'Crestview Construction', 'Project Manager', ['Project Management Professional']],
];

describe('analyzeJobDescription on the job fixtures', () => {
  for (const [file, company, position, mustTerms] of EXPECTED) {
    it(`reads ${file}`, () => {
      const job = analyzeJobDescription(readJob(file));
      expect(job.company).toBe(company);
      expect(job.position).toBe(position);
      expect(job.requirements.some((r) => r.kind === 'must')).toBe(true);
      expect(job.requirements.some((r) => r.kind === 'nice')).toBe(true);
      expect(job.responsibilities.length).toBeGreaterThan(2);
      const mustKeywords = job.requirements.filter((r) => r.kind === 'must').flatMap((r) => r.keywords);
      for (const t of mustTerms) expect(mustKeywords).toContain(t);
      expect(job.keywords.length).toBeGreaterThan(5);
      // Ranked: weights never increase down the list.
      for (let i = 1; i < job.keywords.length; i++) expect(job.keywords[i].weight).toBeLessThanOrEqual(job.keywords[i - 1].weight);
    });
  }

  it('classifies nice-to-have and inline "preferred" phrases', () => {
    const job = analyzeJobDescription(readJob('software'));
    const terraform = job.requirements.find((r) => r.text.includes('Terraform'));
    expect(terraform?.kind).toBe('nice');
    const nursing = analyzeJobDescription(readJob('nursing'));
    expect(nursing.requirements.find((r) => r.text.startsWith('BLS'))?.kind).toBe('must');
    expect(nursing.requirements.find((r) => r.text.startsWith('ACLS'))?.kind).toBe('nice');
    expect(nursing.requirements.find((r) => r.text.startsWith('Current RN'))?.kind).toBe('must');
  });

  it('detects seniority', () => {
    expect(analyzeJobDescription(readJob('software')).seniority).toBe('senior');
    expect(analyzeJobDescription('Junior Web Developer\nWe need someone who knows HTML.').seniority).toBe('junior');
    expect(analyzeJobDescription('Director of Marketing\nLead our brand.').seniority).toBe('executive');
  });
});

describe('company and position phrasing', () => {
  const cases: [string, string | undefined, string | undefined][] = [
    ['Acme Corp is hiring a Senior Backend Engineer to build APIs.', 'Acme Corp', 'Senior Backend Engineer'],
    ['About Us: Zephyr Labs builds weather tools.\nWe are looking for a Frontend Developer.', 'Zephyr Labs', 'Frontend Developer'],
    ['Position: Registered Nurse\nCompany: Mercy Health', 'Mercy Health', 'Registered Nurse'],
    ['Job Title: Sales Representative\nJoin the team at Orbit Foods and grow with us.', 'Orbit Foods', 'Sales Representative'],
    ['We are seeking a talented Graphic Designer. Join Kite Studio as part of our creative team.', 'Kite Studio', 'Graphic Designer'],
    ['Exciting opportunity at Greenleaf Partners for an experienced bookkeeper.', 'Greenleaf Partners', undefined],
    ['We are looking for a registered nurse to join our team.', undefined, 'Registered Nurse'],
    ['Marketing Coordinator – Summit Outdoor Co.\nWe are looking for a marketing coordinator.', 'Summit Outdoor Co.', 'Marketing Coordinator'],
    ['## Senior Data Engineer\n\n**About Northstar Bank**\nNorthstar Bank serves customers.', 'Northstar Bank', 'Senior Data Engineer'],
    ["We're a dental practice looking for a friendly Dental Hygienist. SmileWorks Dental is an equal opportunity employer.", 'SmileWorks Dental', 'Dental Hygienist'],
    ['Customer Service Representative\nHelpDesk Heroes Inc. needs a representative.\nYou should have:\n- Zendesk experience (nice to have)', 'HelpDesk Heroes Inc.', 'Customer Service Representative'],
  ];
  for (const [text, company, position] of cases) {
    it(text.slice(0, 50), () => {
      const job = analyzeJobDescription(text);
      expect(job.company).toBe(company);
      if (position) expect(job.position).toBe(position);
    });
  }

  it('reads a heading it has not seen before as a requirement list when it says so', () => {
    const job = analyzeJobDescription('Support Agent\nYou should have:\n- Zendesk experience (nice to have)\n- Excellent written communication');
    expect(job.requirements.map((r) => r.kind)).toEqual(['nice', 'must']);
  });

  it('is deterministic', () => {
    const text = readJob('marketing');
    expect(analyzeJobDescription(text)).toEqual(analyzeJobDescription(text));
  });
});

describe('perks, benefits and boilerplate', () => {
  const text = `Backend Developer at Orbit Pay
Requirements:
- 3+ years of experience with Python
- Experience with PostgreSQL
- We offer competitive salary, equity and remote-friendly work.
- Benefits include health, dental and vision insurance and a 401(k) match
Benefits:
- Paid time off and tuition reimbursement
- Free Kubernetes training budget
Orbit Pay is an equal opportunity employer. All qualified applicants will receive consideration without regard to race.`;

  it('are neither requirements nor keywords', () => {
    const job = analyzeJobDescription(text);
    expect(job.requirements.map((r) => r.text)).toEqual(['3+ years of experience with Python', 'Experience with PostgreSQL']);
    const terms = job.keywords.map((k) => k.term);
    expect(terms).toEqual(expect.arrayContaining(['Python', 'PostgreSQL']));
    expect(terms).not.toContain('Kubernetes');
    expect(terms.join(' ')).not.toMatch(/salary|equity|dental|opportunity|applicants/i);
  });

  it('drops the offer line from the software fixture', () => {
    const job = analyzeJobDescription(readJob('software'));
    expect(job.requirements.some((r) => /we offer/i.test(r.text))).toBe(false);
    expect(job.requirements).toHaveLength(8);
  });
});

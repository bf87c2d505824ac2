import { describe, expect, it } from 'vitest';
import { checkFact, checkProfileFacts } from './check-facts.ts';
import type { ResumeProfile } from '../../types.ts';

const ctx = { candidateName: 'Byungjin Park' };
const ok = (kind: Parameters<typeof checkFact>[0], text: string) => checkFact(kind, text, ctx).ok;

describe('fact checks, one class at a time', () => {
  it('a title is a role: not a date, e-mail, address, the candidate, a heading or a sentence', () => {
    for (const t of ['Senior Accountant', 'Registered Nurse – ICU', 'Co-Founder & CTO', 'TAX PREPARER', 'Corporate Counsel', 'Software Engineer II']) expect(ok('title', t), t).toBe(true);
    for (const t of ['30/07/2016 at 04/', 'Byungjin Park', 'jane@example.com', 'EXPERIENCE', 'Professional Experience', 'I led a team of six nurses on the night shift.', 'February 10', '123 Main Street', 'Acme Corp']) expect(ok('title', t), t).toBe(false);
  });

  it('an employer is an organisation: not a date, place, heading word, person, e-mail or fragment', () => {
    for (const t of ['Gilmore Financial', 'JP MORGAN CHASE & CO.', 'Baker McKenzie', 'Hilton Garden Inn', 'Datawise Solutions Pvt. Ltd.', 'Accenture', 'Visiting Nurse Service of New York']) expect(ok('employer', t), t).toBe(true);
    for (const t of ['Georgia', 'Oslo, Norway', 'Vocational', 'February 10', 'SKILLS', 'Byungjin Park', 'hr@acme.com', 'and Sons of', 'Senior Accountant', 'Jan 2020 – Present']) expect(ok('employer', t), t).toBe(false);
  });

  it('a degree is a degree, and a school an institution (a field of study is not a school)', () => {
    for (const t of ['Bachelor of Technology', 'BS in Computer Science', 'A.A.S. Industrial Engineering', 'MBA', 'High School Diploma', 'Class XII (CBSE)', 'LL.B.']) expect(ok('degree', t), t).toBe(true);
    for (const t of ['Computer Science and Engineering', 'B.Sc. Geology, University of Dhaka', 'Dean’s List']) expect(ok('degree', t), t).toBe(false);
    for (const t of ['University of Oslo', 'Georgia Institute of Technology', 'Kendriya Vidyalaya', 'Oslo Katedralskole', 'TAFE NSW']) expect(ok('school', t), t).toBe(true);
    for (const t of ['Computer Science and Engineering', 'Electrical Engineering', 'GPA 3.8', 'Bachelor of Science']) expect(ok('school', t), t).toBe(false);
  });

  it('a credential is a certification, not a heading word or a role', () => {
    for (const t of ['Certified Public Accountant (CPA)', 'CDL Class A', 'Chartered Financial Analyst (CFA) Level I', 'BLS', 'Food Hygiene Level 2']) expect(ok('credential', t), t).toBe(true);
    for (const t of ['Professional', 'AWARDS', 'Solutions Architect']) expect(ok('credential', t), t).toBe(false);
  });

  it('a skill is one skill, never a heading or a category with its items', () => {
    for (const t of ['Python', 'Month-End Close', 'Patient Assessment']) expect(ok('skill', t), t).toBe(true);
    for (const t of ['Professional', 'AWARDS', 'Languages', 'Programming Languages – Python']) expect(ok('skill', t), t).toBe(false);
  });

  it("a signature is a person's name, not a degree", () => {
    expect(checkFact('name', 'Mafalda Bianca Maria Bertani').ok).toBe(true);
    expect(checkFact('name', 'B.Sc. Geology').ok).toBe(false);
  });

  it('the checked profile drops failing and unsure fields, and splits category lists into skills', () => {
    const profile: ResumeProfile = {
      name: 'Byungjin Park',
      contact: { links: [] },
      skills: ['Programming Languages – Python, Go', 'AWARDS', 'SQL'],
      experience: [
        { title: 'Byungjin Park', company: 'February 10', bullets: [] },
        { title: 'Data Analyst', company: 'Acme Corp', bullets: [], confidence: { title: 0.9, company: 0.2 } },
      ],
      education: [{ degree: 'Bachelor of Technology', institution: 'Computer Science and Engineering', details: [] }],
      certifications: ['Professional', 'PMP'],
      projects: [],
      lines: [],
    };
    const { profile: p, dropped } = checkProfileFacts(profile);
    expect(p.experience.map((e) => [e.title, e.company])).toEqual([[undefined, undefined], ['Data Analyst', undefined]]);
    expect(p.education[0]).toMatchObject({ degree: 'Bachelor of Technology', institution: undefined });
    expect(p.skills).toEqual(['Python', 'Go', 'SQL']);
    expect(p.certifications).toEqual(['PMP']);
    expect(dropped.some((d) => d.reason.startsWith('parser confidence'))).toBe(true);
  });
});

describe('fact checks added for the blind reading (issue 22)', () => {
  it('an employer is not a field of study, an area of work or run-together headings ("At Software Engineering")', () => {
    for (const t of ['Software Engineering', 'Computer Science', 'Customer Service', 'Research and Development', 'Awards & Achievements', 'Digital Marketing']) expect(ok('employer', t), t).toBe(false);
    for (const t of ['Market Scan Information Systems', 'Wilder Tech', 'Home Construction Limited', 'Microsoft Research', 'Data Science Inc.']) expect(ok('employer', t), t).toBe(true);
  });

  it('a credential is held: not in progress, and not a skills category with its items', () => {
    for (const t of ['GSOLE Online Writing Instruction Certificate – In-Progress', 'Programming Languages – Python, C programming', 'Databases – SQL']) expect(ok('credential', t), t).toBe(false);
    for (const t of ['AWS Certified Solutions Architect - Associate', 'Certified Public Accountant (CPA)', 'Basic Life Support (BLS)']) expect(ok('credential', t), t).toBe(true);
  });
});

describe('a project name (class: "my project MySQL,Draw.io")', () => {
  it('is not a list of tools, a role or a heading', () => {
    for (const t of ['MySQL,Draw.io', 'Python | Flask | PostgreSQL', 'React, Node.js', 'Project Lead', 'PROJECTS']) expect(ok('project', t), t).toBe(false);
    for (const t of ['Stock Market Analysis', 'Chess Engine', 'Spondon — Android App', 'Heart Attack Risk Prediction Using Machine Learning']) expect(ok('project', t), t).toBe(true);
  });
});

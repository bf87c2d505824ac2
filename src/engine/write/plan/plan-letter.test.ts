import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { careerYears, degreeInProgress, degreeStatus, ownableGap, planLetter, requiredCredential, restatesRole, targetPosition, weakFigure, claimsOtherRole } from './plan-letter.ts';
import { analyzeJobDescription } from '../../job/analyze-job.ts';
import { matchProfileToJob } from '../../match/match-profile.ts';
import { DEFAULT_STYLE } from '../../../shared/style.ts';
import { buildProfile, job } from '../../../../tests/helpers/build-test-profile.ts';
import { dutyGerund, pickDutyPhrase, toGerund } from './duty-phrase.ts';
import { rankAchievements } from '../realise/compose-helpers.ts';
import type { EducationEntry, ExperienceEntry } from '../../types.ts';

const role = (title: string, startYear: number, endYear: number | null): ExperienceEntry => ({ title, company: 'Acme Corp', startYear, endYear, current: endYear === null, dates: `${startYear} – ${endYear ?? 'Present'}`, bullets: [] });

describe('years of experience (class: "N years into my career" from student jobs and overlaps)', () => {
  it('counts professional roles only, overlapping roles once, gaps not at all', () => {
    expect(careerYears([role('Staff Accountant', 2018, 2022), role('Senior Accountant', 2021, null)], 2026)).toBe(8);
    // A gap between roles is not experience.
    expect(careerYears([role('Staff Accountant', 2010, 2013), role('Senior Accountant', 2020, null)], 2026)).toBe(9);
    // Internships, teaching assistantships and volunteering do not start a career.
    expect(careerYears([role('Software Engineer', 2022, null), role('Software Engineering Intern', 2013, 2014), role('Teaching Assistant', 2012, 2013), role('Volunteer', 2010, 2012)], 2026)).toBe(4);
  });

  it('counts no role held wholly within a degree\'s years of study (class: "seven years" from a student team and an internship)', () => {
    const roles = [role('Software Engineer', 2020, null), role('Electrical Engineer', 2015, 2016)];
    const education: EducationEntry[] = [{ degree: 'B.Tech (Hons) in Electrical Engineering', institution: 'IIT Bombay', dates: '2014 - 2018', details: [] }];
    expect(careerYears(roles, 2026)).toBe(7);
    expect(careerYears(roles, 2026, education)).toBe(6);
    // A role begun before the degree, or still held, is the career's.
    expect(careerYears([role('Software Engineer', 2012, null)], 2026, education)).toBe(14);
    expect(careerYears([role('Analyst', 2016, 2019), role('Manager', 2019, null)], 2026, education)).toBe(10);
  });

  it('counts months where the dates print them (class: "four years" from Sep 2021 – Jan 2025)', () => {
    const sales = (dates: string, startYear: number, endYear: number | null): ExperienceEntry => ({ ...role('Inside Sales Representative', startYear, endYear), dates });
    expect(careerYears([sales('Sep 2021 – Jan 2025', 2021, 2025)], 2026)).toBe(3);
    expect(careerYears([sales('09/2021 – 01/2025', 2021, 2025)], 2026)).toBe(3);
    expect(careerYears([sales('Jan 2021 – Dec 2025', 2021, 2025)], 2026)).toBe(4);
    // Still held: up to the letter's month.
    expect(careerYears([sales('Sep 2021 – Present', 2021, null)], 2026, [], 10)).toBe(5);
    expect(careerYears([sales('Sep 2021 – Present', 2021, null)], 2026, [], 1)).toBe(4);
  });

  it('says nothing when unsure: a professional role without a start year, or dates the parser doubts', () => {
    expect(careerYears([role('Nurse', 2015, null), { title: 'Charge Nurse', company: 'Mercy', bullets: [] }], 2026)).toBeUndefined();
    expect(careerYears([{ ...role('Nurse', 2010, null), confidence: { dates: 0.3 } }], 2026)).toBeUndefined();
    expect(careerYears([role('Research Intern', 2019, 2020)], 2026)).toBeUndefined();
  });
});

describe('a degree in progress (class: "I earned" for a degree not yet held)', () => {
  const edu = (e: Partial<EducationEntry>): EducationEntry => ({ details: [], ...e });
  it('reads expected, pursuing, candidate and future end years as in progress', () => {
    expect(degreeInProgress(edu({ degree: 'B.S. Computer Science', dates: 'Expected May 2027' }), 2026)).toBe(true);
    expect(degreeInProgress(edu({ degree: 'MBA Candidate', dates: '2027' }), 2026)).toBe(true);
    expect(degreeInProgress(edu({ degree: 'B.A. Economics', dates: '2023 – 2027' }), 2026)).toBe(true);
    expect(degreeInProgress(edu({ degree: 'M.S. Analytics', dates: '2024 – Present' }), 2026)).toBe(true);
    expect(degreeInProgress(edu({ degree: 'B.A. Economics', dates: '2015 – 2019' }), 2026)).toBe(false);
    expect(degreeInProgress(edu({ degree: 'PhD Physics' }), 2026)).toBe(false);
    // Another degree's status, read as a detail of this one, is not this one's (class: 'I am completing a … Certificate' finished in 2025).
    expect(degreeInProgress(edu({ degree: 'Professional Writing Graduate Certificate', details: ['Doctor of Philosophy (Ph.D.) student in Texts and Technology, (In-Progress)'] }), 2026)).toBe(false);
    expect(degreeInProgress(edu({ degree: 'Professional Writing Graduate Certificate', details: ['Coursework in progress'] }), 2026)).toBe(true);
  });

  it('an old resume whose expected date has passed is neither earned nor in progress', () => {
    expect(degreeStatus(edu({ degree: 'M.S. Analytics', dates: '6/2015', details: ['(expected)'] }), 2026)).toBe('unclear');
    expect(degreeStatus(edu({ degree: 'B.A.', dates: 'June 2027', details: ['Expected Graduation'] }), 2026)).toBe('in-progress');
    expect(degreeStatus(edu({ degree: 'B.A.', dates: '2012 – 2016' }), 2026)).toBe('earned');
  });

  it('an expected date earlier in the letter\'s own year has passed: not "completing" (class: past expected dates)', () => {
    const letterDate = new Date('2026-11-22T15:00:00Z');
    for (const e of [edu({ degree: 'B.S. Nursing', dates: 'Expected May 2026' }), edu({ degree: 'M.S. Analytics', dates: '05/2026', details: ['(expected)'] }), edu({ degree: 'MBA Candidate', dates: 'Aug. 2026' }), edu({ degree: 'B.A. History', dates: '2022 – Expected June 2026' })]) {
      expect(degreeStatus(e, letterDate), e.dates).toBe('unclear');
    }
    // Later in the same year, a later year, or no month: still being completed.
    for (const e of [edu({ degree: 'B.S. Nursing', dates: 'Expected December 2026' }), edu({ degree: 'MBA Candidate', dates: '2027' }), edu({ degree: 'B.A.', dates: 'Expected 2026' })]) {
      expect(degreeStatus(e, letterDate), e.dates).toBe('in-progress');
    }
  });
});

describe('why this role (class: a stock "your posting puts X at the centre of this role")', () => {
  it('turns a posting duty into a short gerund phrase, ending on a noun', () => {
    expect(dutyGerund('Respond to all inbound support inquiries via email, phone, and live chat')).toBe('responding to inbound support inquiries');
    expect(dutyGerund('Operates a forklift.')).toBe('operating a forklift');
    expect(dutyGerund("You'll own and improve our data platform, keeping it fast")).toBe('owning your data platform');
    expect(dutyGerund('Give customers prompt and courteous service at all times')?.split(' ').length).toBeLessThanOrEqual(5);
    expect(dutyGerund('Demonstrates prompt and regular attendance.')).toBeNull();
    expect(dutyGerund('Dashboards and reports')).toBeNull();
    // A means named only by a placeholder for the examples after it: the duty ends before it.
    expect(dutyGerund('Build and manage ETL/ELT pipelines using tools like Fivetran or custom Python code')).toBe('building ETL/ELT pipelines');
    expect(dutyGerund('Track orders with various systems such as SAP')).toBe('tracking orders');
    expect(dutyGerund('Build dashboards using Tableau and Looker')).toBe('building dashboards using Tableau');
    expect(['plan', 'run', 'tie', 'manage', 'processes', 'carries'].map(toGerund)).toEqual(['planning', 'running', 'tying', 'managing', 'processing', 'carrying']);
  });

  it('picks a duty only when the resume itself names one of its terms, and none otherwise', () => {
    const duties = ['Design scalable data models in Snowflake', 'Greet guests entering establishments'];
    expect(pickDutyPhrase(duties, new Set(['Snowflake', 'data models']), 'Built data models in Snowflake for 12 teams')?.text).toBe('designing scalable data models');
    expect(pickDutyPhrase(duties, new Set(['Python']), 'Python scripts')).toBeNull();
    // The resume's own words without a term it names: not confident enough to say why.
    expect(pickDutyPhrase(['Respond to all inbound support inquiries via email'], new Set(), 'Answered inbound support inquiries for 300 clients')).toBeNull();
  });
});

describe('terms that lead an evidence sentence', () => {
  it('never a verb or a soft skill ("On collaborate, my clearest example…", "My troubleshoot experience…")', async () => {
    const { planLetter } = await import('./plan-letter.ts');
    const profile = {
      name: 'Ivy Hale',
      contact: { email: 'ivy@example.com', links: [] },
      skills: ['Git', 'Troubleshooting'],
      experience: [{ title: 'Support Technician', company: 'Wilder Tech', startYear: 2019, endYear: null, current: true, dates: '2019 – Present', bullets: ['Used Git and Bitbucket to collaborate effectively with 12 engineers', 'Monitored 40 systems and input commands to troubleshoot network faults'] }],
      education: [],
      certifications: [],
      projects: [],
      lines: ['Support Technician', 'Wilder Tech', 'Used Git and Bitbucket to collaborate effectively with 12 engineers', 'Monitored 40 systems and input commands to troubleshoot network faults'],
    };
    const job = analyzeJobDescription('Support Engineer\nRequirements:\n- Git\n- Ability to collaborate across teams\n- Troubleshoot network issues');
    const plan = planLetter({ profile, job, match: matchProfileToJob(profile, job), settings: DEFAULT_STYLE, date: new Date('2026-11-24T12:00:00Z'), seed: 1 });
    const terms = [...plan.evidence, ...plan.reserve].flatMap((e) => e.terms.map((t) => t.toLowerCase()));
    expect(terms).not.toContain('collaborate');
    expect(terms).not.toContain('troubleshoot');
  });
});

describe('a gap the candidate can own', () => {
  it('is a tool named in full, not initials of a field or the employer’s own product', () => {
    const posting = 'Using its proprietary Blueprints technology, GroundTruth reaches users. Our Atlas platform serves marketers. Experience with Tableau and SQL required; implement ML models.';
    expect(ownableGap('Tableau', posting)).toBe(true);
    expect(ownableGap('SQL', posting)).toBe(true);
    expect(ownableGap('ML', posting)).toBe(false);
    expect(ownableGap('Blueprints', posting)).toBe(false);
    expect(ownableGap('Atlas', posting)).toBe(false);
  });
});

describe('the strongest evidence for each requirement (class: the best line left out)', () => {
  it('answers a requirement with the line holding its terms and a figure, from whichever role has it', () => {
    const posting = readFileSync(new URL('../../../../tests/fixtures/jobs/accounting.txt', import.meta.url), 'utf8');
    const profile = buildProfile({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      experience: [
        job('Accounting Clerk', 'Riverside Dental', '2022 – Present', 2022, null, ['Helped with various accounting tasks for the office', 'Answered phones and greeted patients', 'Filed paperwork and kept records tidy']),
        job('Staff Accountant', 'Gilmore Financial', '2018 – 2022', 2018, 2022, ['Worked with the finance team on different projects', 'Performed monthly bank reconciliations for 40 accounts in Excel, cutting close time by 3 days']),
      ],
    });
    const analysed = analyzeJobDescription(posting);
    for (const seed of [1, 2, 3, 4, 5]) {
      const plan = planLetter({ profile, job: analysed, jobText: posting, match: matchProfileToJob(profile, analysed), settings: DEFAULT_STYLE, date: new Date('2026-11-22T15:00:00Z'), seed });
      const told = plan.needs.flatMap((n) => n.evidence.map((e) => e.source));
      expect(told, `seed ${seed}`).toContain('Performed monthly bank reconciliations for 40 accounts in Excel, cutting close time by 3 days');
      // The line naming nothing the posting asks for answers no requirement.
      expect(told.join(' '), `seed ${seed}`).not.toMatch(/Answered phones|Filed paperwork/);
    }
  });
});

describe('the posting title as the letter names it', () => {
  it("a grade in Roman numerals the posting's site cased as a word is capitals ('Cook Iii')", () => {
    expect(targetPosition('Cook Iii')).toBe('Cook III');
    expect(targetPosition('Accountant Ii')).toBe('Accountant II');
    expect(targetPosition('Senior Data Analyst')).toBe('Senior Data Analyst');
  });
  it("an inverted title is said in its natural order, not cut to its head ('Teacher, Elementary Dual Language Spanish Immersion')", () => {
    expect(targetPosition('Teacher, Elementary Dual Language Spanish Immersion')).toBe('Elementary Dual Language Spanish Immersion Teacher');
    expect(targetPosition('Analyst, Financial Planning')).toBe('Financial Planning Analyst');
    expect(targetPosition('Nurse, Night Shift')).toBe('Nurse');
    expect(targetPosition('Merchandiser, Philadelphia')).toBe('Merchandiser');
    expect(targetPosition('Cashier, Tallinn, Estonia')).toBe('Cashier');
  });
});

describe('the areas the headline names', () => {
  it("a product among the lexicon's data areas keeps its capital ('Tableau'); a field the resume writes in lower case is lower case", () => {
    const profile = buildProfile({
      name: 'Trevor Thompson',
      email: 't@example.com',
      experience: [job('Backend Developer', 'Brightline Software', '2020 – Present', 2020, null, ['Wrote 9 dashboards in Tableau used weekly by 57 account managers', 'Built dashboards for the finance team in Tableau'])],
    });
    const posting = 'Analytics Engineer\n\nRequirements\n- Experience building dashboards in Tableau required\n- Tableau and dashboards experience required';
    const analysed = analyzeJobDescription(posting);
    const areas = [1, 2, 3, 4, 5].flatMap((seed) => planLetter({ profile, job: analysed, jobText: posting, match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, industrySpecificity: 'extensive' }, date: new Date('2026-11-22T15:00:00Z'), seed }).reasonTerms);
    expect(areas).toContain('Tableau');
    expect(areas).not.toContain('tableau');
  });
});

describe('an area is a thing (class: "a background in troubleshoot")', () => {
  it('says a term the resume writes as a verb as its gerund', () => {
    const profile = buildProfile({
      name: 'Adrian Sol',
      email: 'a@example.com',
      skills: ['troubleshoot', 'HVAC'],
      experience: [job('System Technician', 'Home Construction', '2020 – Present', 2020, null, ['Monitored systems and input commands to troubleshoot faults in 40 units', 'Repaired HVAC units and boilers in 12 buildings'])],
    });
    const text = 'Maintenance Worker\nAcme Housing\n\nRequirements\n- Ability to troubleshoot heating systems\n- HVAC experience\n- Troubleshooting of boilers';
    const analysed = analyzeJobDescription(text);
    for (const seed of [1, 2, 3, 4, 5]) {
      const plan = planLetter({ profile, job: analysed, jobText: text, match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, industrySpecificity: 'extensive' }, date: new Date('2026-11-22'), seed });
      expect(plan.reasonTerms).not.toContain('troubleshoot');
    }
  });
});

describe('a soft skill named in passing is no evidence (class: a Zotero library leading a reporter\'s letter)', () => {
  it('ranks a line by the job\'s hard terms, not by a soft skill its wording implies', () => {
    const profile = buildProfile({
      name: 'Alicia Lin',
      email: 'a@example.com',
      skills: ['Copywriting'],
      experience: [job('Research Assistant', 'State University', '2022 – Present', 2022, null, ['Managing Zotero group library and project documentation to streamline collaborative workflow', 'Wrote copywriting for newsletters'])],
    });
    const text = 'Writer\nAcme Media\n\nRequirements\n- Copywriting experience\n- Strong collaboration and teamwork with editors';
    const analysed = analyzeJobDescription(text);
    const ranked = rankAchievements(profile, analysed, matchProfileToJob(profile, analysed));
    expect(ranked[0]?.text).toMatch(/^Wrote copywriting/);
  });
});

describe('skills are what the resume lists or shows in its work (class: "My skills include ICU" from a job title)', () => {
  it('never plans as a skill a term the resume names only in a job title', () => {
    const posting = ['Registered Nurse - ICU', 'Riverside General Hospital', '', 'Requirements:', '- 2+ years of ICU experience', '- Triage and infection control', '- Epic charting'].join('\n');
    const profile = { ...buildProfile({ name: 'Ana Ruiz', email: 'ana@example.com', skills: ['Triage', 'Infection Control', 'Epic'], experience: [job('Staff Nurse - ICU', 'Mercy General Hospital', '2019 – Present', 2019, null, ['Administered medications and IV therapy to 6 patients per shift', 'Documented assessments in Epic for 40 patients a day'])] }), summary: 'Staff nurse - ICU with 6 years of acute care.' };
    const analysed = analyzeJobDescription(posting);
    const plan = planLetter({ profile, job: analysed, jobText: posting, match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, industrySpecificity: 'extensive' }, date: new Date('2026-11-22'), seed: 1 });
    expect(plan.skills.map((x) => x.toLowerCase())).not.toContain('icu');
    expect(plan.skills.map((x) => x.toLowerCase())).toContain('triage');
  });
});

describe('a licence the posting requires (class: letters silent on the state licensure a nurse or teacher must hold)', () => {
  const ask = (text: string, type: 'licence' | 'certification', verdict = 'missing') =>
    requiredCredential({ requirements: [{ requirement: text, kind: 'must', verdict, matchedKeywords: [] }] } as never, { requirements: [{ text, kind: 'must', keywords: [], type }], responsibilities: [], keywords: [] });
  it('names it as the posting does: the whole requirement when it is a name, the credential inside a longer one', () => {
    expect(ask('Current Mississippi State licensure.', 'licence')).toBe('current Mississippi State licensure');
    expect(ask('Certification/License Required: Valid Georgia Teaching Certificate', 'licence')).toBe('valid Georgia Teaching Certificate');
    expect(ask('All RNs are required to complete and maintain BCLS certification.', 'certification')).toBe('BCLS certification');
  });
  it('says nothing of one the resume shows, a driver\'s licence, a reference number, or a sentence with no name in it', () => {
    expect(ask('Current Mississippi State licensure.', 'licence', 'met')).toBeUndefined();
    expect(ask('Valid Driver’s License with clean driving record', 'licence')).toBeUndefined();
    expect(ask('Certified - Position - Teacher Job Number 2400133991', 'certification')).toBeUndefined();
    expect(ask('Training certificate or only front office scheduling experience not sufficient.', 'certification')).toBeUndefined();
  });
});

describe('a resume whose "now" is years ago (class: "three years of experience" and "I am completing" from a resume last dated long before the letter)', () => {
  const old = () => ({
    ...buildProfile({
      name: 'Ebony Moore',
      email: 'e@example.com',
      experience: [job('Staff Accountant', 'Acme Corp', 'May 2019 – Present', 2019, null, ['Reconciled 40 vendor accounts a month in 2021', 'Prepared journal entries for month-end close'])],
      education: [{ degree: 'M.S. Accounting', institution: 'Seattle University', dates: '2020 – Present', details: [] }],
    }),
    summary: 'Accountant with three years of experience in accounts payable.',
  });
  it('states no years, neither from the dates nor from the summary written with it', () => {
    const profile = old();
    const analysed = analyzeJobDescription('Senior Accountant\nHarbor Group\n\nRequirements:\n- 5+ years of accounting experience\n- Month-end close');
    const plan = planLetter({ profile, job: analysed, jobText: 'Senior Accountant', match: matchProfileToJob(profile, analysed), settings: DEFAULT_STYLE, date: new Date('2026-11-22'), seed: 1 });
    expect(plan.stale).toBe(true);
    expect(plan.years).toBeUndefined();
  });
});

describe('restatesRole (class: a deed naming its employer or the title\'s words left out as a header)', () => {
  const google = { company: 'Google', title: 'Vice President of Location & Services' };
  const desk = { company: 'Wilder Tech', title: 'Desktop Support Technician' };

  it('keeps a deed that names the employer or the words of the title', () => {
    expect(restatesRole('Oversaw 1000+ engineers and product managers working on Google Maps', google)).toBe(false);
    expect(restatesRole('Train new desktop support technicians in day-to-day company operations', desk)).toBe(false);
  });

  it('still leaves out a line that only restates the role', () => {
    expect(restatesRole('Working as Cashier at Kroger', { company: 'Kroger', title: 'Cashier' })).toBe(true);
    expect(restatesRole('Desktop Support Technician, Wilder Tech (full time)', desk)).toBe(true);
    expect(restatesRole('Answered 40 calls a day', desk)).toBe(false);
  });

  it('plans such a deed as evidence', () => {
    const profile = buildProfile({
      name: 'Sam Lee',
      experience: [job('Desktop Support Technician', 'Wilder Tech', '2021 - Present', 2021, null, ['Train new desktop support technicians in ticket triage and Active Directory', 'Resolved 40+ tickets a day in ServiceNow'])],
    });
    const analysed = analyzeJobDescription('Desktop Support Technician\nRequirements:\n- Active Directory and ServiceNow experience\n- Train new technicians');
    const plan = planLetter({ profile, job: analysed, match: matchProfileToJob(profile, analysed), settings: DEFAULT_STYLE, date: new Date('2026-11-24T12:00:00Z'), seed: 1 });
    expect(plan.evidence.map((e) => e.source)).toContain('Train new desktop support technicians in ticket triage and Active Directory');
  });
});

describe('evidence aimed at the centre of the role (reading 29: a driver\'s letter led by a warehouse job; a minor post as a second role)', () => {
  const posting = readFileSync(new URL('../../../../tests/fixtures/jobs/accounting.txt', import.meta.url), 'utf8');
  const analysed = analyzeJobDescription(posting);
  const plan = (profile: ReturnType<typeof buildProfile>, seed = 1) => planLetter({ profile, job: analysed, jobText: posting, match: matchProfileToJob(profile, analysed), settings: DEFAULT_STYLE, date: new Date('2026-11-22T15:00:00Z'), seed });

  it('headlines the role named like the posting, whatever the latest role\'s lines score', () => {
    const profile = buildProfile({
      name: 'Ana Ruiz',
      experience: [
        job('Office Coordinator', 'Riverside Dental', '2023 – Present', 2023, null, ['Processed 300+ vendor invoices a month in QuickBooks', 'Reconciled petty cash and prepared monthly expense reports for 3 offices']),
        job('Staff Accountant', 'Gilmore Financial', '2018 – 2023', 2018, 2023, ['Trained 4 new hires on office procedures', 'Organised the annual team offsite for 40 staff']),
      ],
    });
    for (const seed of [1, 2, 3]) expect(plan(profile, seed).headline?.title, `seed ${seed}`).toBe('Staff Accountant');
  });

  it('answers a requirement with a line of the career before one of an internship', () => {
    const profile = buildProfile({
      name: 'Ana Ruiz',
      experience: [
        job('Staff Accountant', 'Gilmore Financial', '2019 – Present', 2019, null, ['Handled bank reconciliations for the regional office', 'Prepared journal entries for month-end close']),
        job('Audit Intern', 'Deloitte', 'Jun 2018 – Aug 2018', 2018, 2018, ['Performed monthly bank reconciliations and account reconciliations for 40 accounts, cutting close time by 3 days']),
      ],
    });
    for (const seed of [1, 2, 3]) {
      const need = plan(profile, seed).needs.find((n) => /bank reconciliations/.test(n.requirement));
      expect(need?.evidence[0]?.entry.title, `seed ${seed}`).toBe('Staff Accountant');
    }
  });
});

describe('lines that argue against the candidate (class: damaging figures and contradictions chosen)', () => {
  it('a quality level below what a reader expects of it is weak; a change, a share or a good level is not', () => {
    expect(weakFigure('Documented assessments in Epic EHR for 32 patients daily with 24% audit compliance')).toBe(true);
    expect(weakFigure('Processed 260+ records a day with 92% accuracy')).toBe(true);
    expect(weakFigure('Kept a customer satisfaction score of 71%')).toBe(true);
    expect(weakFigure('Picked and packed 42+ orders per shift at 98% accuracy')).toBe(false);
    expect(weakFigure('Led a hand hygiene audit that lifted compliance from 33% to 97%')).toBe(false);
    expect(weakFigure('Raised pass rates by 45%')).toBe(false);
    expect(weakFigure('Cut 45% of compliance issues')).toBe(false);
    expect(weakFigure('Maintained 100% compliance with OSHA')).toBe(false);
  });
  it("a post named after 'as' that the role's title is not shows the resume's contradiction", () => {
    expect(claimsOtherRole('Supervised 6 CNAs and balanced assignments for the 80-bed unit as charge nurse', { title: 'Certified Nursing Assistant' })).toBe(true);
    expect(claimsOtherRole('Supervised 6 CNAs as charge nurse', { title: 'Charge Nurse' })).toBe(false);
    expect(claimsOtherRole('Responded to 5 rapid response events as a member of the unit team', { title: 'Certified Nursing Assistant' })).toBe(false);
    expect(claimsOtherRole('Served as lead cashier', { title: 'Cashier' })).toBe(false);
  });
  it('the planner never chooses such a line', () => {
    const profile = buildProfile({
      name: 'Maria Cruz',
      email: 'maria@example.com',
      experience: [job('Data Entry Clerk', 'Unilever', '2024 – Present', 2024, null, ['Processed 260+ records a day with 92% accuracy', 'Entered shipping records into SAP for 4 warehouses', 'Answered a busy multi-line phone system for the office'])],
    });
    const posting = 'Scale Clerk\nResponsibilities:\n- Data entry of scale records with accuracy\n- Answer phones and process records';
    const analysed = analyzeJobDescription(posting);
    const plan = planLetter({ profile, job: analysed, jobText: posting, match: matchProfileToJob(profile, analysed), settings: DEFAULT_STYLE, date: new Date('2026-11-22T15:00:00Z'), seed: 1 });
    expect(plan.evidence.length).toBeGreaterThan(0);
    expect([...plan.evidence, ...plan.reserve].map((e) => e.source).join(' ')).not.toMatch(/92% accuracy/);
  });
});

describe('a training record is no credential to hold', () => {
  it("'… course modules completed' is never named as a credential", () => {
    const profile = buildProfile({
      name: 'Alicia Lienhart',
      email: 'alicia@example.com',
      certifications: ['Institutional Review Board (IRB) approval course modules completed', 'Professional Educator’s Certificate'],
      experience: [job('Graduate Research Assistant', 'University of Central Florida', '2022 – Present', 2022, null, ['Write and edit papers following in-depth research on specific matters'])],
    });
    const posting = 'Writer/Reporter\nRequirements:\n- Certification or degree in journalism\n- Write and edit stories';
    const analysed = analyzeJobDescription(posting);
    const plan = planLetter({ profile, job: analysed, jobText: posting, match: matchProfileToJob(profile, analysed), settings: DEFAULT_STYLE, date: new Date('2026-11-22T15:00:00Z'), seed: 1 });
    expect([...plan.credentials, ...plan.extra.credentials].join(' | ')).not.toMatch(/modules completed/);
  });
});

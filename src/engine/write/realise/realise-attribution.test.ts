// Class: evidence attributed to the wrong role. A connector that refers back to a role ('In the same role, I …',
// 'Along with that, …', 'Earlier there, as a Junior Accountant, …') is followed only by a bullet of that role, and a
// promotion within one employer names the right title for each bullet.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CoverLetterInput, ExperienceEntry, ResumeProfile } from '../../types.ts';
import { analyzeJobDescription } from '../../job/analyze-job.ts';
import { matchProfileToJob } from '../../match/match-profile.ts';
import { DEFAULT_STYLE, TONES, type StyleSettings } from '../../../shared/style.ts';
import { buildProfile, job } from '../../../../tests/helpers/build-test-profile.ts';
import { draftCoverLetter } from './realise-letter.ts';

const posting = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/jobs/${name}.txt`, import.meta.url), 'utf8');
const DATE = new Date('2026-11-22T15:00:00Z');
const input = (profile: ResumeProfile, jobName: string, settings: Partial<StyleSettings>, seed: number): CoverLetterInput => {
  const analysed = analyzeJobDescription(posting(jobName));
  return { profile, job: analysed, jobText: posting(jobName), match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, ...settings }, date: DATE, seed };
};

// Each bullet carries a figure no other bullet has, so a sentence shows which entry its evidence came from.
const figureOf = (bullet: string) => /\b\d+\b/.exec(bullet)?.[0] as string;

/**
 * Which entry each body sentence speaks of, as a reader takes it: a sentence naming a title is about that role; one
 * naming only an employer is about a role there; one with neither continues the sentence before. Returns the
 * sentences whose bullet belongs to another entry than the one the reader is pointed to.
 */
function misattributed(text: string, entries: ExperienceEntry[]): string[] {
  const bad: string[] = [];
  const paragraphs = text.split('\n\n').slice(2, -1);
  for (const para of paragraphs) {
    let about: ExperienceEntry[] | undefined;
    for (const sentence of para.split(/(?<=\.)\s+(?=[A-Z])/)) {
      const source = entries.find((e) => e.bullets.some((b) => new RegExp(`\\b${figureOf(b)}\\b`).test(sentence)));
      // The longest title the sentence names ('Senior Software Engineer', not the 'Software Engineer' inside it).
      const named = entries.filter((e) => sentence.includes(e.title as string));
      const titled = named.filter((e) => !named.some((o) => o !== e && (o.title as string).includes(e.title as string)));
      // 'Earlier there, as …' / 'Later there, as …' put the role before or after the one the paragraph spoke of.
      const previous = about?.length === 1 ? about[0] : undefined;
      if (previous && titled.length === 1 && titled[0].company === previous.company) {
        if (/^(?:Earlier|Before that)\b/.test(sentence) && (titled[0].startYear as number) >= (previous.startYear as number)) bad.push(sentence);
        if (/^(?:Later|After that)\b/.test(sentence) && (titled[0].startYear as number) <= (previous.startYear as number)) bad.push(sentence);
      }
      const employed = entries.filter((e) => sentence.includes(e.company as string));
      const current = /\bcurrent (?:position|role|job)\b/.test(sentence) ? entries.filter((e) => e.endYear === null) : [];
      const pointed = titled.length ? titled : current.length ? current : employed.length ? employed : about;
      if (source && pointed && !pointed.includes(source)) bad.push(sentence);
      // After a sentence with a bullet, the paragraph speaks of that bullet's role.
      about = source ? [source] : pointed;
    }
  }
  return bad;
}

describe('evidence attributed to its own role (class: a connector followed by another entry\'s bullet)', () => {
  const shapes: [string, ExperienceEntry[], string][] = [
    [
      'promoted within one firm, then another firm',
      [
        job('Senior Accountant', 'Harbor Ledger Group', '2021 – Present', 2021, null, ['Prepare 31 journal entries a week for the general ledger', 'Lead month-end close for 4 entities with the controller', 'Review 12 bank reconciliations each month']),
        job('Junior Accountant', 'Harbor Ledger Group', '2018 – 2021', 2018, 2021, ['Processed accounts payable for 230 vendors in QuickBooks', 'Performed 57 account reconciliations a quarter', 'Prepared variance analysis on 19 cost centres']),
        job('Bookkeeper', 'Pine Street Books', '2015 – 2018', 2015, 2018, ['Maintained the general ledger for 8 small businesses', 'Assisted with payroll for 64 employees']),
      ],
      'accounting',
    ],
    [
      'junior role listed first, promotion second',
      [
        job('Staff Nurse', 'Mercy General Hospital', '2016 – 2020', 2016, 2020, ['Administered medications to 6 patients per shift', 'Documented patient care in Epic for 28 beds']),
        job('Charge Nurse', 'Mercy General Hospital', '2020 – Present', 2020, null, ['Supervise 14 nurses on a medical-surgical unit', 'Coordinate patient care plans with 9 physicians', 'Reduced patient falls by 33% through hourly rounding']),
      ],
      'nursing',
    ],
    [
      'three titles at one employer',
      [
        job('Senior Software Engineer', 'Northwind Apps', '2022 – Present', 2022, null, ['Design REST APIs in TypeScript serving 40 services', 'Mentor 5 engineers through code review']),
        job('Software Engineer', 'Northwind Apps', '2019 – 2022', 2019, 2022, ['Built React components used by 70 product teams', 'Wrote 650 unit tests in Jest']),
        job('Junior Developer', 'Northwind Apps', '2017 – 2019', 2017, 2019, ['Fixed 120 bugs in a Node.js backend', 'Automated 3 deployment pipelines with GitHub Actions']),
      ],
      'software',
    ],
  ];
  it('names the role each bullet belongs to, whatever the tone, focus or seed', () => {
    let sentences = 0;
    for (const [name, experience, jobName] of shapes) {
      const profile = buildProfile({ name: 'Alex Moreno', email: 'alex@example.com', skills: ['Excel', 'QuickBooks', 'Epic', 'TypeScript', 'React'], experience });
      for (const tone of TONES) {
        for (const focusAreas of ['balanced', 'experience'] as const) {
          for (const seed of [1, 2, 3, 4]) {
            const { text } = draftCoverLetter(input(profile, jobName, { tone, focusAreas, wordLimit: 'detailed' }, seed));
            sentences += text.split('. ').length;
            expect(misattributed(text, experience), `${name} ${tone} ${focusAreas} ${seed}\n${text}`).toEqual([]);
          }
        }
      }
    }
    expect(sentences).toBeGreaterThan(100);
  });
});

describe('a role introduced with its organisation (class: "As an Organizer, I …" with no organisation)', () => {
  it('never introduces an organisation-bound role without its organisation, and names the employer with a role that has one', () => {
    const shapes: ExperienceEntry[][] = [
      [{ title: 'Organizer', startYear: 2022, endYear: 2024, dates: '2022 – 2024', bullets: ['Coordinated 12 community events with local partners', 'Recruited 40 volunteers for weekend drives'] }, job('Office Administrator', 'Lakeview Dental', '2024 – Present', 2024, null, ['Scheduled 80 patient appointments a week', 'Managed the front desk and answered 60 calls a day'])],
      [{ title: 'Volunteer', startYear: 2019, endYear: 2023, dates: '2019 – 2023', bullets: ['Prepared 150 meals a week for a food bank', 'Trained 9 new volunteers on food safety'] }, job('Retail Associate', 'Corner Market', '2023 – Present', 2023, null, ['Handled 200 transactions a day at the register', 'Restocked shelves and managed inventory counts'])],
      [{ title: 'Community Organiser', startYear: 2020, endYear: 2022, dates: '2020 – 2022', bullets: ['Organised 6 neighbourhood clean-ups with 50 residents'] }, job('IT Support Technician', 'Brightline Systems', '2022 – Present', 2022, null, ['Installed and configured 120 laptops for new hires', 'Resolved 30 help desk tickets a day'])],
    ];
    for (const experience of shapes) {
      const profile = buildProfile({ name: 'Alex Moreno', email: 'alex@example.com', experience });
      for (const jobName of ['project-manager', 'sales']) {
        for (const seed of [1, 2, 3]) {
          const { text } = draftCoverLetter(input(profile, jobName, { wordLimit: 'detailed' }, seed));
          expect(text, text).not.toMatch(/\b(?:As|as) an? (?:Community )?(?:Organi[sz]er|Volunteer)\b(?! at)/);
          // The employed role is never introduced without its employer.
          const employed = experience.filter((e) => e.company);
          for (const e of employed) expect(text, text).not.toMatch(new RegExp(`\\bAs an? ${e.title}, I\\b`));
        }
      }
    }
  });
});

describe('sixth-reading classes: "previous role", years to an old "Present", areas, gaps and credentials under way', () => {
  const experience: ExperienceEntry[] = [
    job('Software Engineer', 'Northwind Traders', 'Jan 2015 – Present', 2015, null, ['Built 14 REST APIs in Python and PostgreSQL for the billing team', 'Cut page load time by 23% with a caching layer in Redis']),
    job('Software Engineering Intern', 'Gilt Groupe', 'Jun 2014 – Aug 2014', 2014, 2014, ['Wrote 9 integration tests for the checkout service in Python']),
    job('Web Developer', 'Homestay Hub', 'Jan 2012 – Dec 2013', 2012, 2013, ['Migrated 37 pages from Backbone.js to React', 'Designed a 15-table PostgreSQL schema for bookings']),
  ];
  const profile = buildProfile({ name: 'Chris Oh', email: 'chris@example.com', skills: ['Python', 'PostgreSQL', 'React'], certifications: ['AWS Certified Developer'], experience });

  it('an older role with an internship after it is never "my previous role"; no years counted to today from a 2015 "Present"', () => {
    for (const tone of TONES) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const { text } = draftCoverLetter(input(profile, 'software', { tone, wordLimit: 'detailed' }, seed));
        expect(text, text).not.toMatch(/previous (?:role|position|job)(?: as Web Developer)? at Homestay Hub/);
        expect(text, text).not.toMatch(/\b(?:ten|eleven|twelve|thirteen|fourteen|fifteen) years\b/);
      }
    }
  });

  it('a credential whose resume line is still under way is not named as held; an area comes from work, not a certificate alone', () => {
    const withCourse = buildProfile({ name: 'Adam Nazri', email: 'adam@example.com', experience: [experience[0]], certifications: ['freeCodeCamp Python Certification'] });
    withCourse.lines.push('freeCodeCamp Python Certification\tMarch 2026 - Present');
    // The same with its dates on the lines after it, below a line about it; a held one after it is still named.
    const stacked = buildProfile({ name: 'Adam Nazri', email: 'adam@example.com', experience: [experience[0]], certifications: ['freeCodeCamp Python Certification', 'AWS Certified Cloud Practitioner'] });
    stacked.lines.push('freeCodeCamp Python Certification', 'Building foundational skills in Python', 'March 2026 - Present', 'AWS Certified Cloud Practitioner', 'June 2023');
    for (const seed of [1, 2, 3]) {
      const { text } = draftCoverLetter(input(withCourse, 'software', { wordLimit: 'detailed', focusAreas: 'education' }, seed));
      expect(text, text).not.toMatch(/freeCodeCamp/);
      const later = draftCoverLetter(input(stacked, 'software', { wordLimit: 'detailed', focusAreas: 'education' }, seed)).text;
      expect(later, later).not.toMatch(/freeCodeCamp/);
      expect(later, later).toMatch(/AWS Certified Cloud Practitioner/);
      // AWS is only a certificate here: no 'background in Amazon Web Services'.
      const aws = draftCoverLetter(input(profile, 'software', { wordLimit: 'detailed' }, seed)).text;
      expect(aws, aws).not.toMatch(/background in [^.]*(?:AWS|Amazon Web Services)/);
    }
  });
});

describe('an owned gap names a product the resume lacks, never a field (class: "I have not yet worked with Machine Learning")', () => {
  it('owns Django, and never claims to lack Machine Learning or Statistics', () => {
    const profile = buildProfile({
      name: 'Matt Shadish',
      email: 'matt@example.com',
      skills: ['Python', 'SQL'],
      experience: [job('Data Analyst', 'Mervis Industries', 'Jan 2019 – Dec 2024', 2019, 2024, ['Designed a Naive Bayes classifier in Python for 800 support tickets', 'Ran regression analysis on 12 years of sales data in SQL'])],
    });
    const text = 'Data Scientist\n\nRequirements\n- Experience with Machine Learning and Statistics required\n- Experience with Django required\n- Python and SQL required';
    const analysed = analyzeJobDescription(text);
    let owned = 0;
    for (const seed of [1, 2, 3]) {
      const letter = draftCoverLetter({ profile, job: analysed, jobText: text, match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, wordLimit: 'detailed' }, date: DATE, seed }).text;
      expect(letter, letter).not.toMatch(/not (?:yet )?(?:worked with|used) (?:Machine Learning|Statistics)/i);
      if (/not yet worked with Django/.test(letter)) owned++;
    }
    expect(owned).toBe(3);
  });
});

describe('no gap from a requirement that offers alternatives (class: "I have not yet worked with NoSQL" beside Cassandra)', () => {
  it('names no gap when one of several will do and the resume names products of its own; still owns a gap asked on its own', () => {
    const profile = buildProfile({
      name: 'Matt Shadish',
      email: 'matt@example.com',
      skills: ['Python', 'SQL'],
      experience: [job('Data Analyst', 'Mervis Industries', 'Jan 2019 – Dec 2024', 2019, 2024, ['Began the migration of 40 tables to Apache Cassandra with the EIS team', 'Ran regression analysis on 12 years of sales data in SQL'])],
    });
    const write = (text: string, seed: number) => {
      const analysed = analyzeJobDescription(text);
      return draftCoverLetter({ profile, job: analysed, jobText: text, match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, wordLimit: 'detailed' }, date: DATE, seed }).text;
    };
    for (const seed of [1, 2, 3]) {
      const either = write('Data Scientist\n\nRequirements\n- Significant experience with SQL; some relational databases or NoSQL data stores required\n- Business intelligence: 2+ years with ggplot2, D3, Tableau, JMP or PowerBI required\n- Python required', seed);
      expect(either, either).not.toMatch(/not (?:yet )?(?:worked with|used) (?:NoSQL|JMP|Tableau|D3|PowerBI|ggplot2)/i);
      const alone = write('Data Scientist\n\nRequirements\n- Experience with Django required\n- Python and SQL required', seed);
      expect(alone, alone).toMatch(/not yet worked with Django/);
    }
  });
});

describe('a need is named only by a term its evidence carries (class: "Since this role calls for AWS … I developed Ansible playbooks for Windows")', () => {
  it('never frames a deed as the answer to a term the deed does not hold', () => {
    const profile = buildProfile({
      name: 'Mickey Mouse',
      email: 'mickey@example.com',
      skills: ['AWS', 'Ansible', 'Python'],
      experience: [
        job('Senior Systems Engineer', 'The Walt Disney Company', 'Jan 2019 – Present', 2019, null, ['Developed Ansible playbooks for Windows systems covering 300+ InfoSec controls', 'Integrated the provisioning framework with AWS EC2 for 1,500 servers']),
        job('Systems Engineer', 'Fox Corporation', 'Jan 2015 – Dec 2018', 2015, 2018, ['Provided technical leadership and mentorship to a distributed team of 10 onshore/offshore server operations engineers, driving operational excellence and knowledge development. Oversaw core server management functions including provisioning, patching, and incident response.', 'Automated patching for 600 Linux servers with Python']),
      ],
    });
    const text = 'Senior Application Security Engineer\n\nRequirements\n- Experience securing AWS infrastructure and InfoSec controls required\n- Incident response experience required\n- Python required';
    const analysed = analyzeJobDescription(text);
    let framed = 0;
    for (const seed of [1, 2, 3, 4]) {
      for (const tone of TONES) {
        const letter = draftCoverLetter({ profile, job: analysed, jobText: text, match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, tone }, date: DATE, seed }).text;
        // Each sentence that names what the role calls for carries that term in its own deed.
        for (const s of letter.split(/(?<=\.)\s+/)) {
          const m = /(?:calls for|looking for|need for|^My|experience with|^On|^For the|^For|^The) (.+?)(?: experience(?: is (?:hands-on|direct))?| work this (?:role|position) calls for| side of (?:this role|this position|the job|this job)| work)?(?:,|;|:| is one| comes from| is familiar)/.exec(s);
          if (!m) continue;
          framed++;
          const rest = s.slice((m.index ?? 0) + m[0].length).toLowerCase();
          for (const term of m[1].split(/, | and /)) expect(rest, s).toContain(term.toLowerCase());
        }
      }
    }
    expect(framed).toBeGreaterThan(0);
  });
});

describe('an owned gap names what carries over (class: "I have not yet worked with SQL, but I am keen to learn it" read as an apology)', () => {
  it('names up to two products the resume holds, of the gap\'s kind first, and claims nothing else', () => {
    const profile = buildProfile({
      name: 'Matt Shadish',
      email: 'matt@example.com',
      skills: ['Python', 'Flask', 'PostgreSQL'],
      experience: [job('Backend Developer', 'Mervis Industries', 'Jan 2019 – Dec 2024', 2019, 2024, ['Built 12 REST APIs in Flask backed by PostgreSQL', 'Cut report time by 40% with Python batch jobs'])],
    });
    const text = 'Backend Engineer\n\nRequirements\n- Experience with Django required\n- Python and PostgreSQL required';
    const analysed = analyzeJobDescription(text);
    for (const seed of [1, 2, 3]) {
      const letter = draftCoverLetter({ profile, job: analysed, jobText: text, match: matchProfileToJob(profile, analysed), settings: { ...DEFAULT_STYLE, wordLimit: 'detailed' }, date: DATE, seed }).text;
      const gap = letter.split(/(?<=\.)\s+/).find((x) => /not yet worked with Django/.test(x));
      expect(gap, letter).toMatch(/^I have not yet worked with Django, but my work with (?:Flask|Python|PostgreSQL|REST APIs)(?: and (?:Flask|Python|PostgreSQL|REST APIs))? gives me a base to learn it quickly\.$/);
      expect(gap).toContain('Flask');
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeJobDescription } from '../job/analyze-job.ts';
import { matchProfileToJob } from './match-profile.ts';
import { buildProfile, job, NURSE_PROFILE, SALES_PROFILE, SOFTWARE_PROFILE, THIN_PROFILE } from '../../../tests/helpers/build-test-profile.ts';

const readJob = (name: string) => readFileSync(new URL(`../../../tests/fixtures/jobs/${name}.txt`, import.meta.url), 'utf8');

describe('matchProfileToJob', () => {
  it('scores a fitting resume above an unrelated one', () => {
    const job = analyzeJobDescription(readJob('software'));
    const fit = matchProfileToJob(SOFTWARE_PROFILE(), job);
    const unfit = matchProfileToJob(NURSE_PROFILE(), job);
    expect(fit.score).toBeGreaterThan(60);
    expect(unfit.score).toBeLessThan(25);
    expect(fit.score).toBeGreaterThanOrEqual(0);
    expect(fit.score).toBeLessThanOrEqual(100);
  });

  it('gives evidence lines from the resume for met requirements', () => {
    const profile = SOFTWARE_PROFILE();
    const report = matchProfileToJob(profile, analyzeJobDescription(readJob('software')));
    const ts = report.requirements.find((r) => r.requirement.includes('TypeScript and Node.js'));
    expect(ts?.verdict).toBe('met');
    expect(profile.lines.concat(profile.experience.flatMap((e) => e.bullets), profile.skills)).toContain(ts?.evidence);
    const kafka = report.requirements.find((r) => r.requirement.includes('Kafka'));
    expect(kafka?.verdict).toBe('missing');
    expect(kafka?.evidence).toBeUndefined();
    const years = report.requirements.find((r) => r.requirement.startsWith('5+ years'));
    expect(years?.verdict).not.toBe('missing');
  });

  it('resolves aliases: AWS on the resume meets Amazon Web Services in the job', () => {
    const report = matchProfileToJob(SOFTWARE_PROFILE(), analyzeJobDescription(readJob('software')));
    expect(report.matchedKeywords).toContain('Amazon Web Services');
    expect(report.matchedKeywords).toContain('Kubernetes');
    expect(report.missingKeywords).toContain('Apache Kafka');
  });

  it('a narrower term meets the broader one: SQL Server is SQL, React Native is React; a coordination is not', () => {
    const profile = buildProfile({
      name: 'Dana Reyes',
      experience: [
        {
          title: 'Data Analyst',
          company: 'Market Scan',
          dates: '2019 - 2023',
          bullets: ['Generated a SQL Server database of bank financing programs.', 'Built a React Native app for field agents.', 'Filed sales and use tax returns.'],
        },
      ],
    });
    const report = matchProfileToJob(profile, analyzeJobDescription('Data Analyst\n\nRequirements\n- Basic SQL knowledge\n- Experience with React\n- Sales experience\n- Tableau'));
    expect(report.matchedKeywords).toEqual(expect.arrayContaining(['SQL', 'React']));
    expect(report.missingKeywords).toContain('Tableau');
    expect(report.matchedKeywords).not.toContain('Sales');
  });

  it('a degree requirement is answered by the degree, not by a bullet that shares its field words', () => {
    const profile = buildProfile({
      name: 'Dana Reyes',
      experience: [{ title: 'Manager', company: 'Hemming Morse', dates: '2004 - 2014', bullets: ['Engagements included business valuation, fraud investigations and trust and estate accounting.'] }],
      education: [{ degree: 'B.S. Cognitive Science & Economics', institution: 'University of California, Los Angeles', dates: '2001', details: [] }],
    });
    const report = matchProfileToJob(profile, analyzeJobDescription("Senior Financial Analyst\n\nQualifications\n- Bachelor's degree in Finance, Accounting, Economics, Business or similar field"));
    const degree = report.requirements.find((r) => r.requirement.startsWith("Bachelor's degree"));
    expect(degree?.verdict).not.toBe('missing');
    expect(degree?.evidence).toBe('B.S. Cognitive Science & Economics, University of California, Los Angeles');
  });

  it('a named degree (MBA) is met only by that degree, not by another of the same level', () => {
    const job = analyzeJobDescription("Product Marketing Manager\n\nQualifications\n- BA/BS degree required\n- MBA preferred");
    const withMs = matchProfileToJob(buildProfile({ name: 'Dana Reyes', education: [{ degree: 'M.S. in Computer Science', institution: 'Stanford University', dates: '1999', details: [] }] }), job);
    expect(withMs.requirements.find((r) => r.requirement.startsWith('MBA'))?.verdict).toBe('missing');
    expect(withMs.requirements.find((r) => r.requirement.startsWith('BA/BS'))?.verdict).toBe('met');
    const withMba = matchProfileToJob(buildProfile({ name: 'Dana Reyes', education: [{ degree: 'MBA', institution: 'Wharton School', dates: '2010', details: [] }] }), job);
    expect(withMba.requirements.find((r) => r.requirement.startsWith('MBA'))?.verdict).toBe('met');
  });

  it('reads health-care licences and degrees', () => {
    const report = matchProfileToJob(NURSE_PROFILE(), analyzeJobDescription(readJob('nursing')));
    const rn = report.requirements.find((r) => r.requirement.startsWith('Current RN'));
    expect(rn?.verdict).toBe('met');
    expect(report.requirements.find((r) => r.requirement.startsWith('BLS'))?.verdict).toBe('met');
    expect(report.score).toBeGreaterThan(50);
  });

  it('is deterministic and handles thin resumes', () => {
    const job = analyzeJobDescription(readJob('sales'));
    expect(matchProfileToJob(SALES_PROFILE(), job)).toEqual(matchProfileToJob(SALES_PROFILE(), job));
    const thin = matchProfileToJob(THIN_PROFILE(), job);
    expect(thin.score).toBeLessThan(matchProfileToJob(SALES_PROFILE(), job).score);
  });
});

describe('years of experience', () => {
  const yearsJob = (text: string) => analyzeJobDescription(`Backend Engineer at Acme\nRequirements:\n- ${text}\n- Experience with TypeScript`);
  const engineer = () =>
    buildProfile({
      name: 'Ana Ruiz',
      summary: 'Engineer who likes hard problems.',
      skills: ['TypeScript', 'Node.js'],
      experience: [
        job('Senior Software Engineer', 'Northwind Labs', 'Jan 2021 – Present', 2021, null, ['Built TypeScript APIs for 3 products.']),
        job('Software Engineer', 'Brightpath', 'Jun 2018 – Dec 2020', 2018, 2020, ['Shipped a Node.js billing service.']),
        job('Software Engineering Intern', 'Cobalt Systems', 'Jun 2012 – Sep 2012', 2012, 2012, ['Wrote an internal search tool.']),
        job('Barista', 'Blue Cup Cafe', '2016 – 2018', 2016, 2018, ['Served 200 customers a day.']),
      ],
    });

  it('counts the dated entries in the field, not an internship, and cites the span', () => {
    const report = matchProfileToJob(engineer(), yearsJob('5+ years of professional software engineering experience'), { referenceYear: 2025 });
    const v = report.requirements[0];
    expect(v.verdict).toBe('met');
    expect(v.evidence).toMatch(/^Senior Software Engineer, Northwind Labs \(Jan 2021 – Present\); 7 years across 2 relevant roles since 2018$/);
    expect(v.evidence).not.toMatch(/Intern|Barista/);
  });

  it('is partly met when the years fall short, and says so', () => {
    const v = matchProfileToJob(engineer(), yearsJob('8+ years of professional software engineering experience'), { referenceYear: 2025 }).requirements[0];
    expect(v.verdict).toBe('partly');
    expect(v.evidence).toContain('the posting asks for 8+');
  });

  it("without a reference year, 'Present' is the latest year the resume mentions", () => {
    const v = matchProfileToJob(engineer(), yearsJob('5+ years of professional software engineering experience')).requirements[0];
    // 2018–2020 and 2021–2021: under five years.
    expect(v.verdict).toBe('partly');
  });

  it('a title counts by the field it names, not by a verb of the requirement it shares', () => {
    const clerkJob = analyzeJobDescription('City Clerk at Petaluma\nRequirements:\n- 3 years of experience supporting an elected government body\n- Experience with Excel');
    const support = buildProfile({
      name: 'Lee Park',
      summary: 'Support specialist.',
      skills: ['Excel'],
      experience: [job('IT Support Specialist', 'Acme Corp', '2015 – 2024', 2015, 2024, ['Resolved 40 tickets a day.'])],
    });
    expect(matchProfileToJob(support, clerkJob, { referenceYear: 2025 }).requirements[0]?.verdict).toBe('missing');
    const clerk = buildProfile({
      name: 'Lee Park',
      summary: 'Clerk.',
      skills: ['Excel'],
      experience: [job('Deputy Clerk to the Government Council', 'County of Sonoma', '2015 – 2024', 2015, 2024, ['Kept the minutes.'])],
    });
    expect(matchProfileToJob(clerk, clerkJob, { referenceYear: 2025 }).requirements[0]?.verdict).toBe('met');
    const driver = buildProfile({
      name: 'Lee Park',
      summary: 'Driver.',
      skills: ['Excel'],
      experience: [job('Truck Driver', 'Sysco', '2015 – 2024', 2015, 2024, ['Drove 500 miles a day.'])],
    });
    const truckJob = analyzeJobDescription('Driver at Acme\nRequirements:\n- 4 years of experience driving commercial trucks\n- Experience with Excel');
    expect(matchProfileToJob(driver, truckJob, { referenceYear: 2025 }).requirements[0]?.verdict).toBe('met');
  });

  it('years in another field do not count; the resume stating its own years does', () => {
    const v = matchProfileToJob(engineer(), yearsJob('3+ years of accounting experience'), { referenceYear: 2025 }).requirements[0];
    expect(v.verdict).toBe('missing');
    expect(v.evidence).toBeUndefined();
    const nurse = matchProfileToJob(NURSE_PROFILE(), analyzeJobDescription(readJob('nursing')));
    expect(nurse.requirements.find((r) => r.requirement.startsWith('1+ years'))?.verdict).toBe('met');
  });

  it('cites the software fixture span, not the intern line', () => {
    const report = matchProfileToJob(SOFTWARE_PROFILE(), analyzeJobDescription(readJob('software')), { referenceYear: 2026 });
    const years = report.requirements.find((r) => r.requirement.startsWith('5+ years'));
    expect(years?.verdict).toBe('met');
    expect(years?.evidence).toMatch(/relevant roles since|years/);
    expect(years?.evidence).not.toMatch(/Intern/i);
  });
});

describe('evidence quality', () => {
  it('prefers an achievement that names the term to the skills list, and quotes a list cleanly', () => {
    const profile = buildProfile({
      name: 'Ana Ruiz',
      skills: ['TypeScript', 'JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Redis', 'Docker', 'AWS'],
      experience: [job('Software Engineer', 'Brightpath', '2018 – 2024', 2018, 2024, ['Moved billing to Docker containers, cutting costs 20%.'])],
    });
    profile.lines.push('TypeScript, JavaScript, React, Node.js, PostgreSQL, Redis, Docker, AWS,');
    const report = matchProfileToJob(profile, analyzeJobDescription('Engineer at Acme\nRequirements:\n- Familiarity with Docker\n- Experience with PostgreSQL and Redis'));
    expect(report.requirements[0].evidence).toBe('Moved billing to Docker containers, cutting costs 20%.');
    expect(report.requirements[1].evidence).toBe('Skills: PostgreSQL, Redis');
    for (const v of report.requirements) expect(v.evidence).not.toMatch(/,\s*$/);
  });

  it('treats "X or Y" as alternatives', () => {
    const profile = SOFTWARE_PROFILE();
    const report = matchProfileToJob(profile, analyzeJobDescription('Engineer at Acme\nRequirements:\n- Experience with Kafka or Redis\n- Python (Pandas) or TypeScript'));
    expect(report.requirements.map((r) => r.verdict)).toEqual(['met', 'met']);
  });
});

describe('the report a user sees lists real requirements only', () => {
  it('leaves out pay, contact, equal-opportunity, availability, age and physical lines that trail a requirements list', () => {
    const posting = [
      'Warehouse Associate',
      'Requirements:',
      '- 1-3 years of shipping or warehouse experience',
      '- High school diploma or GED',
      '- Must be at least 21 years old',
      '- Ability to work evenings, weekends and holidays',
      '- Must be able to distinguish colors.',
      '- Must be able to lift up to 50 pounds',
      '$19.50-$21/hr plus weekly pay. Call or text our branch at 815-555-0142.',
      'Women, minorities, veterans and individuals with disabilities are encouraged to apply.',
      'EOE/Minorities/Females/Vet/Disability.',
    ].join('\n');
    const report = matchProfileToJob(SALES_PROFILE(), analyzeJobDescription(posting));
    expect(report.requirements.map((r) => r.requirement)).toEqual(['1-3 years of shipping or warehouse experience', 'High school diploma or GED']);
  });

  it('reads a degree from an accredited school as a degree, not a certification', () => {
    const job = analyzeJobDescription('Registered Nurse\nRequirements:\n- Graduate of an accredited school of nursing\n- Bachelor of Science in Civil Engineering from an ABET-accredited program\n- ACLS certification');
    expect(job.requirements.map((r) => r.type)).toEqual(['degree', 'degree', 'certification']);
  });
});

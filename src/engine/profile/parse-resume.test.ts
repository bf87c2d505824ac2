import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument, ResumeProfile } from '../types.ts';
import { extractDocument } from '../extract/extract-document.ts';
import { findDates } from './parse-dates.ts';
import { looksLikeToolList, parseResume } from './parse-resume.ts';
import { scoreProfile, type LabelField, type ResumeLabels } from '../../../eval/score-profile.ts';

const RESUMES = join(import.meta.dirname, '../../../tests/fixtures/resumes');
const index = JSON.parse(readFileSync(join(RESUMES, 'index.json'), 'utf8')) as Array<{
  file: string;
  labels: string;
  field: string;
  producer: string;
}>;

const docs = new Map<string, ExtractedDocument>();
beforeAll(async () => {
  for (const f of index) docs.set(f.file, await extractDocument(new Uint8Array(readFileSync(join(RESUMES, f.file)))));
}, 120_000);

describe('corpus accuracy', () => {
  it('meets the per-field floors over the whole corpus', () => {
    const fields: LabelField[] = ['name', 'email', 'phone', 'skills', 'employers', 'titles', 'degrees', 'certifications'];
    const total = Object.fromEntries(fields.map((f) => [f, { hit: 0, total: 0 }])) as Record<LabelField, { hit: number; total: number }>;
    const misses: string[] = [];
    for (const f of index) {
      const labels = JSON.parse(readFileSync(join(RESUMES, f.labels), 'utf8')) as ResumeLabels;
      const score = scoreProfile(parseResume(docs.get(f.file)!), labels);
      for (const k of fields) {
        total[k].hit += score[k].hit;
        total[k].total += score[k].total;
        for (const m of score[k].missed) misses.push(`${f.file} ${k}: ${m}`);
      }
    }
    const pct = (k: LabelField) => (total[k].total ? (100 * total[k].hit) / total[k].total : 100);
    // The per-field accuracy report on the corpus; the engine itself never logs.
    process.stdout.write(
      `\nResume corpus: ${index.length} files, ${new Set(index.map((x) => x.field)).size} fields, ${new Set(index.map((x) => x.producer)).size} producers\n` +
        fields.map((k) => `  ${k.padEnd(15)} ${String(total[k].hit).padStart(4)}/${String(total[k].total).padEnd(4)} ${pct(k).toFixed(1)}%`).join('\n') +
        (misses.length ? `\n  missed:\n    ${misses.join('\n    ')}` : '') +
        '\n',
    );
    expect(pct('name')).toBe(100);
    expect(pct('email')).toBe(100);
    expect(pct('phone')).toBe(100);
    expect(pct('skills')).toBeGreaterThanOrEqual(90);
    expect(pct('employers')).toBeGreaterThanOrEqual(90);
    expect(pct('titles')).toBeGreaterThanOrEqual(90);
    expect(total.degrees.total).toBeGreaterThan(0);
    expect(total.certifications.total).toBeGreaterThan(0);
  });

  it('covers at least 12 resumes, 8 fields and both formats', () => {
    expect(index.length).toBeGreaterThanOrEqual(12);
    expect(new Set(index.map((x) => x.field)).size).toBeGreaterThanOrEqual(8);
    expect(index.some((x) => x.file.endsWith('.docx')) && index.some((x) => x.file.endsWith('.pdf'))).toBe(true);
  });

  it('parses experience details: dates, years, location and bullets with their numbers', () => {
    const p = parseResume(docs.get('maya-chen-software.pdf')!);
    expect(p.experience[0]).toMatchObject({
      title: 'Senior Software Engineer',
      company: 'Northwind Labs',
      location: 'San Francisco, CA',
      dates: 'Jan 2020 – Present',
      startYear: 2020,
      endYear: null,
    });
    expect(p.experience[0].bullets).toContain('Rebuilt the CI pipeline with remote caching, cutting build time 40% for 120 engineers.');
    expect(p.contact.links).toEqual(['github.com/mayachen', 'linkedin.com/in/maya-chen-dev']);
    expect(p.projects.map((x) => x.name)).toEqual(['tinyqueue', 'Budget Buddy']);
    expect(p.summary).toMatch(/^Senior software engineer with 9 years/);
    expect(p.education[0]).toMatchObject({ degree: 'B.S. in Computer Science', institution: 'University of California, Davis', dates: '2010 – 2014' });
  });

  it('reads a two-column PDF sidebar and main column into the right sections', () => {
    const p = parseResume(docs.get('liam-oconnor-marketing.pdf')!);
    expect(p.skills).toContain('Looker Studio');
    expect(p.experience.map((e) => e.company)).toEqual(['Greenleaf Outdoors', 'Atlas Fintech', 'Beacon Street Books']);
    expect(p.experience[0].bullets[0]).toBe('Grew organic search traffic from 40,000 to 125,000 monthly visits in 20 months.');
    expect(p.education[0].dates).toBe('2012 – 2016');
  });

  it('is deterministic (the same document gives the same profile every time)', () => {
    // Its speed is measured against raw pdf.js extraction in bench/engine.ts, not asserted here.
    const doc = docs.get('maya-chen-software.pdf')!;
    const first = parseResume(doc);
    for (let i = 0; i < 5; i++) expect(parseResume(doc)).toEqual(first);
  });
});

const PLAIN = `JORDAN LEE
Denver, CO • jordan.lee@example.com • 720-555-0111 • linkedin.com/in/jordanlee

OBJECTIVE
Warehouse operations lead moving into supply chain analysis.

Work History
Shift Supervisor | Rocky Mountain Freight | Denver, CO | January 2020 - Current
▪ Ran a crew of 14 and cut mis-picks 35%
▪ Built a Tableau slotting report used by 3 sites
Forklift Operator, Mile High Distribution
2018 to 2020
1. Moved 400 pallets a shift
2. Zero safety incidents in 2 years

Skills & Tools
Excel; Tableau; SAP | WMS, Forklift (Class I, II)
Inventory Control

Education & Training
Associate of Applied Science in Logistics — Community College of Denver (2016-2018)

Licenses & Certifications
OSHA 10; APICS CPIM
`;

describe('plain text and odd formats', () => {
  let p: ResumeProfile;
  beforeAll(() => {
    p = parseResume(PLAIN);
  });

  it('finds name (ALL CAPS → Title Case) and contact', () => {
    expect(p.name).toBe('Jordan Lee');
    expect(p.contact).toMatchObject({ email: 'jordan.lee@example.com', phone: '720-555-0111', location: 'Denver, CO' });
    expect(p.contact.links).toEqual(['linkedin.com/in/jordanlee']);
    expect(p.summary).toBe('Warehouse operations lead moving into supply chain analysis.');
  });

  it('splits skills on semicolons, pipes and commas but not inside parentheses', () => {
    expect(p.skills).toEqual(['Excel', 'Tableau', 'SAP', 'WMS', 'Forklift (Class I, II)', 'Inventory Control']);
  });

  it('reads entries with ▪ and numbered bullets and several date styles', () => {
    expect(p.experience).toHaveLength(2);
    expect(p.experience[0]).toMatchObject({
      title: 'Shift Supervisor',
      company: 'Rocky Mountain Freight',
      location: 'Denver, CO',
      dates: 'January 2020 - Current',
      endYear: null,
      bullets: ['Ran a crew of 14 and cut mis-picks 35%', 'Built a Tableau slotting report used by 3 sites'],
    });
    expect(p.experience[1]).toMatchObject({ title: 'Forklift Operator', company: 'Mile High Distribution', startYear: 2018, endYear: 2020 });
    expect(p.experience[1].bullets).toEqual(['Moved 400 pallets a shift', 'Zero safety incidents in 2 years']);
  });

  it('reads education and certifications under synonym headings', () => {
    expect(p.education[0]).toMatchObject({
      degree: 'Associate of Applied Science in Logistics',
      institution: 'Community College of Denver',
      dates: '2016-2018',
    });
    expect(p.certifications).toEqual(['OSHA 10', 'APICS CPIM']);
  });

  it.each([
    ['Jan 2020 – Present', 2020, null],
    ['January 2020 - Current', 2020, null],
    ['2019-2021', 2019, 2021],
    ['03/2018 – 06/2020', 2018, 2020],
    ['2018 to 2020', 2018, 2020],
    ['Summer 2019', 2019, 2019],
    ['Sept. 2015 — May 2017', 2015, 2017],
    ['2017-09-01 — 2021-06-01', 2017, 2021],
    ['2023-01-15 - Present', 2023, null],
    ['2019-06-30', 2019, 2019],
  ])('date %s', (text, start, end) => {
    const d = findDates(`Analyst, Acme Corp ${text}`);
    expect(d).toMatchObject({ text, startYear: start, endYear: end, rest: 'Analyst, Acme Corp' });
  });

  it('handles empty input and never throws on junk', () => {
    expect(parseResume('')).toMatchObject({ skills: [], experience: [], lines: [] });
    expect(() => parseResume('\u0000\u0001 ••• ||| ,,,\n\n:::')).not.toThrow();
  });
});

describe('projects: a name, not its tools (class: "my project MySQL,Draw.io")', () => {
  it('keeps the name beside its tools and drops a line of tools alone', () => {
    const p = parseResume(`ALEX KIM
alex.kim@example.com

PROJECTS
MySQL,Draw.io
Stock Market Analysis | MySQL, PostgreSQL
- Analysed betas and returns for 3,000 NYSE-listed stocks
`);
    expect(p.projects.map((x) => x.name)).toEqual(['Stock Market Analysis']);
  });

  it('tells a tool list from a name', () => {
    for (const t of ['MySQL,Draw.io', 'Python | Flask | PostgreSQL', 'React, Node.js, AWS', 'Tools: Excel']) expect(looksLikeToolList(t), t).toBe(true);
    for (const t of ['Stock Market Analysis', 'Spondon — Android App', 'Heart Attack Risk Prediction Using Machine Learning']) expect(looksLikeToolList(t), t).toBe(false);
  });
});

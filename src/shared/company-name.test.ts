import { describe, expect, it } from 'vitest';
import {
  companyFromJobDescription,
  companyFromSalutation,
  firstLineOfJobDescription,
  inferCompanyName,
  titleFromJobDescription,
} from './company-name.ts';

const letter = (over: Partial<{ id: number; companyName: string | null; jobDescription: string; content: string }>) => ({
  id: 7,
  companyName: null,
  jobDescription: '',
  content: '',
  ...over,
});

describe('inferCompanyName', () => {
  it('prefers the stored company name and marks it DB', () => {
    expect(inferCompanyName(letter({ companyName: 'Globex', jobDescription: 'Join Initech today' }))).toEqual({ name: 'Globex', source: 'DB' });
  });

  it('finds names by company suffix', () => {
    for (const suffix of ['Inc', 'LLC', 'Ltd', 'Corporation', 'Group', 'Technologies', 'Company', 'Partners', 'Associates']) {
      expect(companyFromJobDescription(`We are Acme ${suffix}. We build things.`)).toBe(`Acme ${suffix}`);
    }
  });

  it('finds names from the SPEC phrases', () => {
    expect(companyFromJobDescription('An exciting opening at Northwind for engineers.')).toBe('Northwind');
    expect(companyFromJobDescription('You will partner with Contoso on projects.')).toBe('Contoso');
    expect(companyFromJobDescription('Umbrella is hiring a nurse.')).toBe('Umbrella');
    expect(companyFromJobDescription('Globex is looking for a designer.')).toBe('Globex');
    expect(companyFromJobDescription('Initech is seeking an accountant.')).toBe('Initech');
    expect(companyFromJobDescription('A sales position at Hooli awaits.')).toBe('Hooli');
    expect(companyFromJobDescription('A rare opportunity at Vandelay Industries.')).toBe('Vandelay Industries');
    expect(companyFromJobDescription('Come join Stark Labs.')).toBe('Stark Labs');
    expect(companyFromJobDescription('join the team at Wayne Enterprises today')).toBe('Wayne Enterprises');
    expect(companyFromJobDescription('You will work for Soylent daily.')).toBe('Soylent');
  });

  it('enforces the length bounds (more than 2, fewer than 40 characters)', () => {
    expect(companyFromJobDescription('Great job at Ab today.')).toBeUndefined();
    expect(companyFromJobDescription('Great job at Abc today.')).toBe('Abc');
    const long = 'Abcdefghij Klmnopqrst Uvwxyzabcd Efghijklm'; // 41 chars
    expect(companyFromJobDescription(`Great job at ${long}`)).toBeUndefined();
  });

  it('skips generic phrases', () => {
    expect(companyFromJobDescription('Come join Our Team and grow.')).toBeUndefined();
    expect(companyFromJobDescription('Work with The Company on this.')).toBeUndefined();
  });

  it('falls back to a Dear X Hiring/Team/Manager salutation (3 to 29 characters, not Sir/Madam/Hiring)', () => {
    expect(companyFromSalutation('Dear Acme Hiring Team,')).toBe('Acme');
    expect(companyFromSalutation('Dear Initech Team,')).toBe('Initech');
    expect(companyFromSalutation('Dear Hiring Manager,')).toBeUndefined();
    expect(companyFromSalutation('Dear Sir Manager')).toBeUndefined();
    expect(companyFromSalutation('Dear Madam Team')).toBeUndefined();
    expect(companyFromSalutation('Dear Ab Team')).toBeUndefined();
    expect(companyFromSalutation(`Dear ${'X'.repeat(30)} Team`)).toBeUndefined();
    expect(inferCompanyName(letter({ jobDescription: 'lowercase only text here', content: 'Dear Acme Hiring Team,\nHello' }))).toEqual({
      name: 'Acme',
      source: 'Extracted',
    });
  });

  it('falls back to a leading job-title line under 40 characters', () => {
    expect(titleFromJobDescription('Senior Data Analyst\nwe need someone')).toBe('Senior Data Analyst');
    expect(titleFromJobDescription('Cook\nkitchen')).toBeUndefined();
    expect(titleFromJobDescription(`${'Very '.repeat(8)}Engineer`)).toBeUndefined();
  });

  it('falls back to a first line of 6 to 39 characters, then Job Application {id}', () => {
    expect(firstLineOfJobDescription('Barista wanted\nmore')).toBe('Barista wanted');
    expect(firstLineOfJobDescription('short\nmore')).toBeUndefined();
    expect(firstLineOfJobDescription('x'.repeat(40))).toBeUndefined();
    expect(inferCompanyName(letter({ id: 42, jobDescription: 'short\nlowercase words only' }))).toEqual({
      name: 'Job Application 42',
      source: 'Extracted',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { claimedYears, concurrentRoles, statedYears } from './career-dates.ts';
import { draftCoverLetter } from '../realise/realise-letter.ts';
import { analyzeJobDescription } from '../../job/analyze-job.ts';
import { matchProfileToJob } from '../../match/match-profile.ts';
import { DEFAULT_STYLE, TONES, WORD_LIMITS } from '../../../shared/style.ts';
import type { ExperienceEntry, ResumeProfile } from '../../types.ts';

const role = (title: string, company: string, startYear: number, endYear: number | null, bullets: string[] = []): ExperienceEntry => ({ title, company, startYear, endYear, dates: `${startYear} – ${endYear ?? 'Present'}`, bullets });

describe('concurrent roles (class: a job held alongside the current one called "my previous role")', () => {
  it('a role that ended after the current one began is concurrent; one that ended before, or in its first year, is previous', () => {
    const now = role('Staff Nurse', 'Mercy Hospital', 2020, null);
    const weekend = role('Per Diem Nurse', 'City Clinic', 2018, 2023);
    const before = role('Nurse Aide', 'Oak Care', 2014, 2018);
    const handover = role('Nurse Aide', 'Elm Care', 2016, 2020);
    const roles = concurrentRoles([now, weekend, before, handover]);
    expect([...roles]).toEqual([now, weekend]);
  });

  it('two current roles are both current, and a role started after the current one and ended is concurrent too', () => {
    const a = role('Adjunct Lecturer', 'State College', 2021, null);
    const b = role('Accountant', 'Gilmore Financial', 2019, null);
    const c = role('Tax Preparer', 'H&R Block', 2022, 2024);
    expect(concurrentRoles([a, b, c])).toEqual(new Set([a, b, c]));
    // With no current role, nothing is concurrent: the latest role is simply previous.
    expect(concurrentRoles([role('Clerk', 'Acme', 2015, 2019), role('Cashier', 'Shop', 2017, 2018)]).size).toBe(0);
  });

  it('the letter never calls a concurrent job previous or earlier', () => {
    const profile: ResumeProfile = {
      name: 'Dana Reyes',
      contact: { email: 'dana@example.com', links: [] },
      skills: ['Patient Assessment', 'Epic', 'Medication Administration'],
      education: [],
      certifications: [],
      projects: [],
      lines: [],
      experience: [
        role('Staff Nurse', 'Mercy Hospital', 2020, null, ['Administered medications to 30 patients a shift using Epic', 'Led patient assessment rounds for a 24-bed unit']),
        role('Per Diem Nurse', 'City Clinic', 2018, 2024, ['Performed patient assessment for 40 walk-in patients a week', 'Documented medication administration in Epic']),
      ],
    };
    const job = analyzeJobDescription('Registered Nurse\nMercy Health\nRequirements: patient assessment, medication administration, Epic charting experience.');
    for (const tone of TONES)
      for (const wordLimit of WORD_LIMITS)
        for (let seed = 1; seed <= 6; seed++) {
          const input = { profile, job, match: matchProfileToJob(profile, job), settings: { ...DEFAULT_STYLE, tone, wordLimit, focusAreas: 'experience' as const }, date: new Date('2026-11-22T12:00:00Z'), seed };
          const text = draftCoverLetter(input).text;
          expect(text, text).not.toMatch(/\b(?:previous|earlier|before that)\b[^.]*City Clinic|City Clinic[^.]*\bprevious\b/i);
        }
  });
});

describe("years (class: years counted short of the resume's own claim)", () => {
  it.each([
    ['Operations leader with 15+ years of experience in logistics.', 15],
    ['Over 10 years in retail management and merchandising.', 10],
    ['A nurse with a 12-year career in critical care.', 12],
    ['Fifteen years of progressive accounting experience.', 15],
    ["Bringing 8 years' experience as a paralegal.", 8],
    ['Skilled in 5 years of Python and 3 years of Go.', undefined],
    ['Founded in 1998; 200 clients served over 3 years ago.', undefined],
    [undefined, undefined],
  ])('%s → %s', (summary, years) => {
    expect(claimedYears(summary)).toBe(years);
  });

  it("states the resume's own figure when the dates agree within a year, and no number when they contradict it", () => {
    // The dates give fewer years than the summary claims, or more, by more than one: no number in either direction.
    for (const [dates, summary] of [[6, 'Controller with 15+ years of experience.'], [11, 'Controller with 8+ years of experience.'], [3, 'Nurse with ten years of experience in acute care.'], [12, 'Over 5 years as a teacher.'], [9, 'A 4-year career in retail.']] as const) {
      expect(statedYears(dates, summary), summary).toBeUndefined();
    }
    expect(statedYears(undefined, 'Controller with 15+ years of experience.')).toBe(15);
    expect(statedYears(7, 'Controller with 6 years of experience.')).toBe(6);
    expect(statedYears(5, 'Controller with 5 years of experience.')).toBe(5);
    expect(statedYears(6, 'Controller focused on audit readiness.')).toBe(6);
  });

  it('a letter never states a span the summary contradicts, whatever the tone', () => {
    const job = analyzeJobDescription('Staff Accountant\nHarbor Financial Group\n\nResponsibilities:\n- Prepare journal entries\n- Reconcile bank accounts\n\nRequirements:\n- 2+ years of accounting experience');
    for (const [summary, roles] of [
      ['Accountant with 15+ years of experience in audit.', [role('Senior Accountant', 'Gilmore Financial', 2019, null, ['Prepared 40 journal entries a week'])]],
      ['Accountant with 3 years of experience.', [role('Senior Accountant', 'Gilmore Financial', 2014, null, ['Prepared 40 journal entries a week']), role('Clerk', 'Pine Books', 2010, 2014)]],
    ] as const) {
      const profile: ResumeProfile = { name: 'Ana Ruiz', contact: { email: 'ana@example.com', links: [] }, summary, skills: [], experience: [...roles], education: [], certifications: [], projects: [], lines: [summary] };
      for (const tone of TONES) {
        const { text } = draftCoverLetter({ profile, job, jobText: '', match: matchProfileToJob(profile, job), settings: { ...DEFAULT_STYLE, tone }, date: new Date('2026-11-22T15:00:00Z'), seed: 1 });
        expect(text, `${summary}\n${text}`).not.toMatch(/\b(?:\w+(?:-\w+)?) years (?:of experience|into my career|in all)\b/);
      }
    }
  });
});

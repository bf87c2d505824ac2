import { describe, expect, it } from 'vitest';
import type { ResumeProfile } from '../../engine/types.ts';
import { applyCorrection, readYears } from './apply-correction.ts';

describe('readYears', () => {
  it('reads an open range as current, a closed one with its end, a single year as both', () => {
    expect(readYears('Jan 2021 – Present')).toEqual({ startYear: 2021, endYear: null, current: true });
    expect(readYears('2016-2019')).toEqual({ startYear: 2016, endYear: 2019 });
    expect(readYears('2012')).toEqual({ startYear: 2012, endYear: 2012 });
    expect(readYears('since spring')).toEqual({});
  });
});

describe('applyCorrection', () => {
  const parsed: ResumeProfile = {
    name: 'Ana Ruiz',
    contact: { email: 'ana@example.com', links: [] },
    skills: ['Excel'],
    experience: [{ title: 'Vocational', company: 'Training Program', dates: '2019 – 2020', startYear: 2019, endYear: 2020, bullets: ['Taught welding'], confidence: { company: 0.3 } }],
    education: [],
    certifications: [],
    projects: [{ name: 'Shop', details: ['Built a shop'] }],
    lines: ['Ana Ruiz', 'Vocational Training Program', 'Taught welding'],
  };

  it("replaces the parser's jobs, education, certifications and skills and keeps the rest of the reading", () => {
    const out = applyCorrection(parsed, {
      experience: [{ title: 'Welding Instructor', company: 'Vocational Training Program', location: '', dates: '2019 – Present', bullets: ['Taught welding'] }],
      education: [{ degree: 'AWS Certified Welder', institution: '', dates: '2018', details: [] }],
      certifications: ['OSHA 10'],
      skills: ['Welding'],
    });
    expect(out.experience).toEqual([{ title: 'Welding Instructor', company: 'Vocational Training Program', location: undefined, dates: '2019 – Present', startYear: 2019, endYear: null, current: true, bullets: ['Taught welding'] }]);
    expect(out.education[0]).toMatchObject({ degree: 'AWS Certified Welder', institution: undefined });
    expect(out.certifications).toEqual(['OSHA 10']);
    expect(out.skills).toEqual(['Welding']);
    expect(out.name).toBe('Ana Ruiz');
    expect(out.projects).toBe(parsed.projects);
    expect(out.lines).toBe(parsed.lines);
  });
});

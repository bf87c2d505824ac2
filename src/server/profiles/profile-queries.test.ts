import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS, ZEditableProfile } from '../../shared/profile.ts';
import { toReading } from './profile-queries.ts';

describe('toReading', () => {
  it('shows what an odd or older stored reading holds, entry by entry, with only numeric confidence', () => {
    const reading = toReading({
      experience: [
        { title: 'Nurse', company: 'St. Mary', dates: '2020 – Present', bullets: ['Led triage', 7], confidence: { title: 0.9, company: 'high' }, extra: true },
        'not an entry',
        { title: 12, company: 'Harbor Clinic', bullets: 'oops' },
      ],
      education: null,
      skills: ['Triage', null, 'BLS'],
    });
    expect(reading.experience).toEqual([
      { title: 'Nurse', company: 'St. Mary', location: '', dates: '2020 – Present', bullets: ['Led triage'], confidence: { title: 0.9 } },
      { title: '', company: 'Harbor Clinic', location: '', dates: '', bullets: [], confidence: undefined },
    ]);
    expect(reading.education).toEqual([]);
    expect(reading.certifications).toEqual([]);
    expect(reading.skills).toEqual(['Triage', 'BLS']);
    expect(toReading(null)).toEqual({ experience: [], education: [], certifications: [], skills: [] });
  });

  it('clips a reading to the editor limits, so it can be saved back unchanged', () => {
    const reading = toReading({
      experience: Array.from({ length: PROFILE_LIMITS.experience + 5 }, () => ({ title: 'T'.repeat(500), company: 'Acme', bullets: Array.from({ length: 50 }, () => 'b'.repeat(900)) })),
      skills: Array.from({ length: PROFILE_LIMITS.skills + 5 }, (_, i) => `Skill ${i}`),
    });
    expect(reading.experience).toHaveLength(PROFILE_LIMITS.experience);
    expect(reading.experience[0]!.title).toHaveLength(PROFILE_LIMITS.field);
    expect(ZEditableProfile.safeParse(reading).success).toBe(true);
  });
});

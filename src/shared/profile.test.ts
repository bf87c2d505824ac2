import { describe, expect, it } from 'vitest';
import { UNSURE_BELOW, unsureFields, withoutConfidence, ZEditableProfile } from './profile.ts';

describe('unsureFields', () => {
  it('marks exactly the fields read with confidence below the threshold', () => {
    expect(unsureFields({ title: 0.95, company: 0.41, dates: UNSURE_BELOW })).toEqual(['company']);
    expect(unsureFields({ degree: 0.59, institution: 0.1 })).toEqual(['degree', 'institution']);
  });

  it('marks nothing when the parser gave no confidence (a person entered it, or an older parser read it)', () => {
    expect(unsureFields(undefined)).toEqual([]);
    expect(unsureFields({})).toEqual([]);
  });
});

describe('ZEditableProfile', () => {
  it('trims fields and drops blank list rows, so an emptied input is not a statement', () => {
    const parsed = ZEditableProfile.parse({
      experience: [{ title: ' Nurse ', company: 'St. Mary', dates: '2020', bullets: ['Led triage', '  '] }],
      education: [],
      certifications: ['', 'BLS'],
      skills: [' Triage '],
    });
    expect(parsed.experience[0]).toMatchObject({ title: 'Nurse', location: '', bullets: ['Led triage'] });
    expect(parsed.certifications).toEqual(['BLS']);
    expect(parsed.skills).toEqual(['Triage']);
  });

  it('drops the confidence of a saved correction', () => {
    const parsed = ZEditableProfile.parse({
      experience: [{ title: 'Nurse', company: '', dates: '', bullets: [], confidence: { title: 0.2 } }],
      education: [{ degree: 'BSN', institution: '', dates: '', details: [], confidence: { degree: 0.3 } }],
      certifications: [],
      skills: [],
    });
    const saved = withoutConfidence(parsed);
    expect(saved.experience[0]).not.toHaveProperty('confidence');
    expect(saved.education[0]).not.toHaveProperty('confidence');
  });
});

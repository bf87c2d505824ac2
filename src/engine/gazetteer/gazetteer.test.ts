import { describe, expect, it } from 'vitest';
import { degreeEvidence, institutionEvidence, legalFormOf, organisationEvidence, placeEvidence, titleEvidence, townIn } from './gazetteer.ts';

describe('gazetteer evidence', () => {
  it('reads job titles by their head noun and words, not names or dates', () => {
    for (const t of ['Registered Nurse', 'Senior Software Engineer', 'Marketing Coordinator', 'Teacher']) expect(titleEvidence(t), t).toBeGreaterThan(0.8);
    for (const t of ['Jan 2020 – Present', 'Google', '']) expect(titleEvidence(t), t).toBeLessThan(0.2);
  });
  it('finds legal forms at the end of an organisation name, never an English word', () => {
    expect(legalFormOf('Siemens AG')).toBe('AG');
    expect(legalFormOf('Acme Pvt. Ltd.')).toBeDefined();
    expect(legalFormOf('Globex, Inc.')).toBeDefined();
    expect(legalFormOf('known as')).toBeUndefined();
    expect(organisationEvidence('Siemens AG')).toBe(1);
    expect(organisationEvidence('Registered Nurse')).toBe(0);
  });
  it('reads degrees, including school-level qualifications and dotted abbreviations', () => {
    for (const t of ['B.Sc. Computer Science', 'Bachelor of Arts in History', 'SSLC', 'High School Diploma', 'A-levels', 'MS in Data Science']) expect(degreeEvidence(t), t).toBeGreaterThan(0.8);
    for (const t of ['Senior Software Engineer', 'as of today', 'Managed a team of five']) expect(degreeEvidence(t), t).toBe(0);
  });
  it('reads institutions and places', () => {
    expect(institutionEvidence('Stanford University')).toBe(1);
    expect(institutionEvidence('Springfield Community College')).toBeGreaterThan(0.5);
    expect(institutionEvidence('Marketing Coordinator')).toBe(0);
    expect(placeEvidence('Austin, TX')).toBeGreaterThan(0.8);
    expect(placeEvidence('Pune, India')).toBe(1);
    expect(placeEvidence('Python, SQL')).toBe(0);
  });
  it('knows towns (GeoNames) and where one stands in a text, but not English words that also name a town', () => {
    for (const t of ['Pune', 'Pune, India', 'Springfield, IL', '(Davao City, Philippines)', 'Brisbane QLD', 'Boston MA 02115', 'Paris']) expect(townIn(t), t).toBe('whole');
    expect(townIn('Acme Corp Springfield')).toBe('end');
    expect(townIn("Boston Children's Hospital")).toBe('inside');
    for (const t of ['Reading', 'Mobile', 'Enterprise', 'Senior Software Engineer', 'Acme Corp', 'IL']) expect(townIn(t), t).toBeUndefined();
  });
  it('stays in [0, 1]', () => {
    for (const f of [titleEvidence, organisationEvidence, degreeEvidence, institutionEvidence, placeEvidence]) {
      for (const t of ['University of Oxford, Oxford, UK', 'x', '2019', 'Chief Executive Officer (CEO), Acme Inc.']) {
        const v = f(t);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });
});

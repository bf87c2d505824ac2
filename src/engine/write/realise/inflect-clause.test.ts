import { describe, expect, it } from 'vitest';
import { baseForm, inflectClause, verbForms } from './inflect-clause.ts';

describe('inflectClause: a clause in the tense a frame asks for', () => {
  it('puts a past clause in the present ("I build") and the present perfect ("I have built")', () => {
    expect(inflectClause('built a React dashboard used by 4,000 analysts', 'present')).toBe('build a React dashboard used by 4,000 analysts');
    expect(inflectClause('built a React dashboard used by 4,000 analysts', 'perfect')).toBe('have built a React dashboard used by 4,000 analysts');
    expect(inflectClause('wrote and maintained IEPs for 34 students', 'perfect')).toBe('have written and maintained IEPs for 34 students');
    expect(inflectClause('oversaw daily monitoring and patrolled buildings, grounds, and work sites', 'present')).toBe('oversee daily monitoring and patrol buildings, grounds, and work sites');
    expect(inflectClause('safely planned and executed delivery of 250+ packages daily', 'perfect')).toBe('have safely planned and executed delivery of 250+ packages daily');
  });

  it('inflects a verb compromise does not conjugate with the regular endings', () => {
    expect(inflectClause('mentored 6 engineers on code review', 'present')).toBe('mentor 6 engineers on code review');
    expect(verbForms('mentored')).toMatchObject({ base: 'mentor', past: 'mentored' });
    expect(verbForms('co-wrote')).toMatchObject({ base: 'co-write', participle: 'co-written' });
  });

  it('takes the tense on the copula of a state', () => {
    expect(inflectClause('was responsible for payroll for 40 staff', 'present')).toBe('am responsible for payroll for 40 staff');
    expect(inflectClause('am proficient in Salesforce', 'perfect')).toBe('have been proficient in Salesforce');
  });

  it('leaves a clause with no word to inflect as written', () => {
    expect(inflectClause('3D-printed 40 prototypes for 2 labs', 'present')).toBe('3D-printed 40 prototypes for 2 labs');
  });
});

describe('baseForm: words an inflected clause shares with its bullet', () => {
  it('maps inflected verbs to their base and leaves other words', () => {
    expect(['maintained', 'supervised', 'trained', 'evaluated', 'staff', 'engagements', 'checks', 'wrote', 'analysis'].map(baseForm)).toEqual(['maintain', 'supervise', 'train', 'evaluate', 'staff', 'engagements', 'check', 'write', 'analysis']);
  });
});

describe('a verb series from the lead on (class: "I created, edits, and manages …")', () => {
  it.each([
    ['Creates, edits, and manages technical communications for data science program', 'created, edited, and managed technical communications for data science program'],
    ['Creates, edits and manages reports', 'created, edited and managed reports'],
    ['Designs, builds, and tests APIs', 'designed, built, and tested APIs'],
  ])('%s', (bullet, past) => {
    expect(inflectClause(bullet, 'past').toLowerCase()).toBe(past.toLowerCase());
  });
  it('leaves a lead with its own object and a list of nouns after it alone', () => {
    expect(inflectClause('Builds dashboards, reports, and models for sales', 'past')).toBe('Built dashboards, reports, and models for sales');
  });
});

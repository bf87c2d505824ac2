import { describe, expect, it } from 'vitest';
import { realiseBullet } from './realise-clause.ts';

describe('realiseBullet', () => {
  it('reads "Engine of Othello Game …" as a noun phrase, never as the verb "engined"', () => {
    const clause = realiseBullet('Engine of Othello Game for AI competition in university of birjand', 'past');
    expect(clause.kind).not.toBe('vp');
    expect(clause.text).not.toMatch(/engined/);
  });

  it('still reads a verb-led bullet as a first-person clause', () => {
    expect(realiseBullet('Designed a billing system for 40 clinics', 'past')).toEqual({ kind: 'vp', text: 'designed a billing system for 40 clinics' });
  });
});

describe('pasted labels and non-verbs (class: "I coursed Dashboards:")', () => {
  it('strips a short "Label:" head and reads what follows', () => {
    const clause = realiseBullet('Dashboards: Instructor dashboards and learner surveying tools for 40 courses', 'past');
    expect(clause.text).not.toMatch(/Dashboards:|^coursed|^dashboard/i);
    expect(clause.text.startsWith('instructor dashboards') || clause.kind === 'none').toBe(true);
    expect(realiseBullet('SAT Test Preparation Instructor: Taught 40 students a week in small groups', 'past')).toEqual({ kind: 'vp', text: 'taught 40 students a week in small groups' });
  });

  it('never makes "I <word>" of a lead word that is a verb only after "I"', () => {
    for (const line of ['Nostos bulk data processing and injection service from Hadoop', 'Dev Environment analytics environment based on Docker', 'Courses Dashboards instructor tools for learners', 'Research integrated into Azure Cognitive Services, reducing data needs']) {
      expect(realiseBullet(line, 'past').kind, line).not.toBe('vp');
    }
  });

  it('keeps present-tense and past-tense verb-led bullets', () => {
    expect(realiseBullet('Coordinate schedules for 20 staff members', 'present')).toEqual({ kind: 'vp', text: 'coordinate schedules for 20 staff members' });
    expect(realiseBullet('Manages a team of 5 nurses on the night shift', 'present').kind).toBe('vp');
    expect(realiseBullet('Reduced cost: by 20% across 3 sites', 'past').kind).toBe('vp');
  });
});

describe('a labelled line names a thing', () => {
  it('reads "Nostos: Bulk data processing service …" as a noun phrase, never "I bulked"', () => {
    const clause = realiseBullet('Nostos: Bulk data processing and injection service from Hadoop to Cassandra', 'past');
    expect(clause.kind).not.toBe('vp');
    expect(clause.text).not.toMatch(/bulked|Nostos/);
  });
});

describe('bullet grammar (class: "My work there also included Collaborate with clients…")', () => {
  it('realises a base verb before its object as an action in either tense, labelled or not', () => {
    for (const line of ['Collaborate with clients to define project scope', 'Client work: Collaborate with clients on quarterly reviews', 'Manage the front desk for a 40-room hotel']) {
      const past = realiseBullet(line, 'past');
      expect(past.kind, line).toBe('vp');
      expect(past.text, line).toMatch(/^(?:collaborated|managed) /);
      expect(realiseBullet(line, 'present').text, line).toMatch(/^(?:collaborate|manage) /);
    }
  });

  it('keeps a manner adverb before the inflected verb, and does not take "Supply" for one', () => {
    expect(realiseBullet('Safely plan and execute delivery of 250+ packages daily', 'past')).toEqual({ kind: 'vp', text: 'safely planned and executed delivery of 250+ packages daily' });
    expect(realiseBullet('Successfully led a team of 4 analysts', 'present').text).toBe('successfully led a team of 4 analysts');
    expect(realiseBullet('Currently working on a research project for image encryption', 'past')).toEqual({ kind: 'vp', text: 'am currently working on a research project for image encryption' });
    const supply = realiseBullet('Supply chain management for 3 warehouses', 'past');
    expect(supply.text).not.toMatch(/chained|supplied/);
  });

  it('says a state of the candidate with a verb ("am proficient in"), never as a thing', () => {
    expect(realiseBullet('Proficient in Salesforce and Zoho CRM', 'present')).toEqual({ kind: 'vp', text: 'am proficient in Salesforce and Zoho CRM' });
    expect(realiseBullet('Fluent in Spanish and Portuguese with clients', 'past')).toEqual({ kind: 'vp', text: 'became fluent in Spanish and Portuguese with clients' });
  });

  it('cuts a second bullet glued on without a stop, whatever its verb', () => {
    for (const line of ['Wrote and maintained IEPs for 34 students with learning disabilities Led the school science fair', 'Balanced 3 registers every night Ran the closing checklist for 2 stores', 'Designed 12 lesson plans for grade 4 Taught them to 3 classes']) {
      expect(realiseBullet(line, 'past').text, line).not.toMatch(/ (?:Led|Ran|Taught) /);
    }
  });

  it('leaves a gerund-led line a thing the work included', () => {
    expect(realiseBullet('Planning daily activities for the youth', 'past').kind).toBe('np');
  });
});

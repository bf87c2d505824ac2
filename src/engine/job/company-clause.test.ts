import { describe, expect, it } from 'vitest';
import { clauseOfSentence, companyClauses } from './company-clause.ts';

describe('the posting\'s account of the employer, as a clause the letter can say of it', () => {
  it('turns a first-person sentence into one about the organisation', () => {
    expect(clauseOfSentence('At Sonos we want to create the ultimate listening experience for our customers and know that it starts by listening.', 'Sonos')).toBe('wants to create the ultimate listening experience for its customers');
    expect(clauseOfSentence('At EverCommerce [Nasdaq: EVCM], we are on a mission to digitally transform the service economy with tailored, end-to-end SaaS solutions that simplify the lives of our 685,000+ customers.', 'EverCommerce')).toBe('is on a mission to digitally transform the service economy');
    expect(clauseOfSentence('We help small clinics keep their patients healthy.', 'Northwind')).toBe('helps small clinics keep their patients healthy');
  });

  it('keeps what the organisation is, cut before its asides', () => {
    expect(clauseOfSentence('Liquid Death is a healthy beverage company with ice-cold sustainable cans designed to murder your thirst.', 'Liquid Death')).toBe('is a healthy beverage company with ice-cold sustainable cans');
    expect(clauseOfSentence('AdRoll is a marketing and advertising platform that helps ecommerce brands grow revenue and save time on one streamlined platform.', 'AdRoll')).toBe('is a marketing and advertising platform that helps ecommerce brands grow revenue');
  });

  it('never cuts a series at its closing ", and" (class: "excellence in health, healing.")', () => {
    const clause = clauseOfSentence('We’re on a mission to achieve excellence in health, healing, and learning through working together, which is reflected in the hospitals we operate.', 'Nova Scotia Health');
    expect(clause).not.toMatch(/healing$/);
    expect(clause).toBe('is on a mission to achieve excellence in health, healing, and learning');
    // A ', and' after a clause with no series still ends the account.
    expect(clauseOfSentence('We build payroll software for small clinics, and we are growing fast.', 'Northwind')).toBe('builds payroll software for small clinics');
  });

  it('says nothing from hiring, pay, benefits or legal notices', () => {
    for (const s of [
      'We are looking for a Customer Support Representative to join our team.',
      'We are an equal opportunity employer and value diversity.',
      'We offer competitive pay and great benefits.',
      'Acme is seeking a Survey Crew Chief for a full-time position.',
      'We are committed to building diverse teams and are proud to be an equal opportunity employer.',
      'Acme is located in Bedford, NH.',
      'We will never ask applicants for payment.',
      'AdRoll is always on the lookout for talented people.',
    ]) expect(clauseOfSentence(s, 'Acme'), s).toBeNull();
  });

  it('reads only sentences about the named employer or "we"', () => {
    expect(clauseOfSentence('Robert Half is the largest specialized talent solutions firm.', 'CorVel')).toBeNull();
    expect(companyClauses('Senior Accountant\nCorVel\nCorVel is a stable and growing company with a strong, supportive culture.\nWe offer great benefits.', 'CorVel')).toEqual(['is a stable and growing company']);
    expect(companyClauses('We are a great place to work.', undefined)).toEqual([]);
  });
});

describe('the workplace is no account of the work (class: perks as the reason for applying)', () => {
  it('says nothing from a sentence about the workplace, culture or flexibility', () => {
    expect(clauseOfSentence('The University of Michigan is committed to creating a positive, inclusive workplace and providing flexible work arrangements.', 'University of Michigan')).toBeNull();
    expect(clauseOfSentence('We are a great place to work with a fun culture.', 'Acme')).toBeNull();
    expect(clauseOfSentence('CorVel is a stable and growing company with a strong, supportive culture.', 'CorVel')).toBe('is a stable and growing company');
  });
});

import { describe, expect, it } from 'vitest';
import { inferContact } from './infer-contact.ts';
import { analyzeJobDescription } from './analyze-job.ts';

describe('the posting names a contact person', () => {
  it('reads the name after a phrase that says who to contact', () => {
    expect(inferContact('Regional Sales Manager\nThis Jobot Job is hosted by Christina Finster\nAre you a fit?')).toBe('Christina Finster');
    expect(inferContact('Applicants can obtain additional information from HR Officer Ms. Lilit\nBaghdasaryan by e-mail.')).toBe('Ms. Baghdasaryan');
    expect(inferContact('Please send your resume and cover letter to Dr. Anne Marie Holt, Principal.')).toBe('Dr. Holt');
    expect(inferContact('To apply confidentially, email your resume to Gus(period)Burke(at)RobertHalf(period)com!')).toBe('Gus Burke');
  });

  it('names nobody when no person is named', () => {
    expect(inferContact('Contact Human Resources at 555-0100.')).toBeUndefined();
    expect(inferContact('Send your resume to Acme Staffing Group today.', 'Acme Staffing Group')).toBeUndefined();
    expect(inferContact('Click apply now and a recruiter will be in touch with you.')).toBeUndefined();
    expect(inferContact('Email your resume to jobs@acme.com.')).toBeUndefined();
    expect(inferContact('We are hosted by the best team in town.')).toBeUndefined();
  });

  it('is part of the posting analysis', () => {
    expect(analyzeJobDescription('Accountant at SEF International\nRequirements:\n- 3 years of banking experience\nContact: Mr. Aram Petrosyan, HR').contact).toBe('Mr. Petrosyan');
    expect(analyzeJobDescription('Accountant at SEF International\nRequirements:\n- 3 years of banking experience').contact).toBeUndefined();
  });
});

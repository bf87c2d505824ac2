import { describe, expect, it } from 'vitest';
import { analyzeJobDescription } from '../../job/analyze-job.ts';
import { SOFTWARE_PROFILE } from '../../../../tests/helpers/build-test-profile.ts';
import { checkGrounding } from './check-grounding.ts';

const job = analyzeJobDescription('Acme Corp is hiring a Senior Backend Engineer.\nRequirements:\n- Kafka and Go experience');

describe('checkGrounding', () => {
  it('passes text that only restates the resume', () => {
    const text = [
      'November 22, 2026',
      '',
      'Dear Acme Corp Hiring Team,',
      '',
      'I am applying for the Senior Backend Engineer role at Acme Corp. I currently work as a Senior Software Engineer at Northwind Labs.',
      'At Northwind Labs, I led the migration of 14 Node.js services to k8s on AWS, cutting deploy time by 60%.',
      'At Brightpath Analytics, I introduced Redis caching that cut infrastructure cost by $40,000 a year.',
      'I hold a B.S. Computer Science from University of Oregon and the AWS Certified Solutions Architect credential.',
      '',
      'Sincerely,',
      'Maya Chen',
    ].join('\n');
    expect(checkGrounding(text, SOFTWARE_PROFILE(), job)).toEqual({ ok: true, unsupported: [] });
  });

  it('flags skills, certifications, degrees, numbers, employers and titles the resume lacks', () => {
    const text =
      'I have 10 years of Kafka and Go experience. I am a PMP with an MBA. At Globex Corporation I was the Principal Architect and grew revenue by 45%.';
    const report = checkGrounding(text, SOFTWARE_PROFILE(), job);
    expect(report.ok).toBe(false);
    const got = report.unsupported.map((u) => `${u.kind}:${u.text}`);
    expect(got).toEqual(
      expect.arrayContaining(['number:10', 'skill:Kafka', 'skill:Go', 'certification:PMP', 'degree:MBA', 'employer:Globex Corporation', 'title:Principal Architect', 'number:45%']),
    );
  });

  it('exempts the date line and the job title and company being applied to', () => {
    const text = 'March 3, 2031\n\nI would like to join Acme Corp as your Senior Backend Engineer.';
    expect(checkGrounding(text, SOFTWARE_PROFILE(), job).ok).toBe(true);
    expect(checkGrounding('I joined in 2031.', SOFTWARE_PROFILE(), job).unsupported).toEqual([{ kind: 'number', text: '2031' }]);
  });

  it("names the posting's inverted title in its natural order as no claim ('Teacher, … Spanish Immersion')", () => {
    const inverted = { ...job, position: 'Teacher, Elementary Dual Language Spanish Immersion' };
    expect(checkGrounding('I am applying for the Elementary Dual Language Spanish Immersion Teacher position.', SOFTWARE_PROFILE(), inverted).ok).toBe(true);
    expect(checkGrounding('I teach in Spanish.', SOFTWARE_PROFILE(), inverted).ok).toBe(false);
  });

  it('reads a skill the candidate says they have not used as no claim, and only that one', () => {
    expect(checkGrounding('I have not yet worked with Kafka, but I am keen to learn it.', SOFTWARE_PROFILE(), job).ok).toBe(true);
    expect(checkGrounding("I haven't worked with Kafka yet, but I'm keen to pick it up.", SOFTWARE_PROFILE(), job).ok).toBe(true);
    // A requirement named as the posting's, to be met: no claim to hold it.
    expect(checkGrounding('The role requires Kafka certification, and I am ready to meet that requirement before I start.', SOFTWARE_PROFILE(), job).ok).toBe(true);
    expect(checkGrounding('I hold Kafka certification.', SOFTWARE_PROFILE(), job).ok).toBe(false);
    // A field or a trade's equipment owned the same way ('worked in insurance', 'worked on boilers').
    expect(checkGrounding('I have not yet worked in Kubernetes, but I am keen to learn it.', SOFTWARE_PROFILE(), job).ok).toBe(true);
    expect(checkGrounding("I haven't worked on Kafka yet, but I'm keen to pick it up.", SOFTWARE_PROFILE(), job).ok).toBe(true);
    // The rest of the sentence is still held to the resume.
    const report = checkGrounding('I have not yet worked with Kafka, but I have used Go for years.', SOFTWARE_PROFILE(), job);
    expect(report.unsupported.map((u) => u.text)).toEqual(['Go']);
    expect(checkGrounding('I have worked with Kafka.', SOFTWARE_PROFILE(), job).ok).toBe(false);
  });
});

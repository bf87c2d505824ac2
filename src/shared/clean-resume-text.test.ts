import { describe, expect, it } from 'vitest';
import { cleanTailoredText, parseTailoredResume } from './clean-resume-text.ts';

const body = `Jane Doe
jane@example.com | 555-0100 | Austin, TX

PROFESSIONAL SUMMARY
Backend engineer with 6 years of Go and PostgreSQL.

EXPERIENCE
Senior Engineer, Acme Corp (2020 - Present)
- Cut p95 latency 40%
- Led a team of 4

Engineer, Initech (2017 - 2020)
- Built billing APIs

EDUCATION
B.S. Computer Science, UT Austin`;

describe('cleanTailoredText', () => {
  it('strips code fences and a leading plaintext word, then trims', () => {
    expect(cleanTailoredText('```plaintext\n' + body + '\n```')).toBe(body);
    expect(cleanTailoredText('plaintext\n' + body)).toBe(body);
  });
  it('when the cleaned text is under 50 characters, removes only the fences', () => {
    expect(cleanTailoredText('```\nplaintext short\n```')).toBe('plaintext short');
  });
});

describe('parseTailoredResume', () => {
  it('reads name, contact line, sections, entries and bullets', () => {
    const p = parseTailoredResume(body);
    expect(p.name).toBe('Jane Doe');
    expect(p.contact).toBe('jane@example.com | 555-0100 | Austin, TX');
    expect(p.sections.map((s) => s.title)).toEqual(['PROFESSIONAL SUMMARY', 'EXPERIENCE', 'EDUCATION']);
    const exp = p.sections[1]!;
    expect(exp.entries).toHaveLength(2);
    expect(exp.entries[0]).toEqual({ heading: 'Senior Engineer, Acme Corp (2020 - Present)', bullets: ['Cut p95 latency 40%', 'Led a team of 4'] });
  });
  it('omits sections that are absent or empty', () => {
    const p = parseTailoredResume('A\nB\n\nCERTIFICATIONS\n\nPROJECTS\nThing\n- did it');
    expect(p.sections.map((s) => s.title)).toEqual(['PROJECTS']);
  });
});

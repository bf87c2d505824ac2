import { describe, expect, it } from 'vitest';
import { findLexiconTerms, listLexiconEntries, lookupLexiconTerm } from './find-lexicon-terms.ts';

const terms = (text: string) => findLexiconTerms(text).map((h) => h.term);

describe('findLexiconTerms', () => {
  it('ships a few hundred entries across fields', () => {
    const entries = listLexiconEntries();
    expect(entries.length).toBeGreaterThan(400);
    const categories = new Set(entries.map((e) => e.category));
    for (const c of ['healthcare', 'sales', 'marketing', 'finance', 'education', 'trades', 'design', 'data', 'project-management', 'certification']) {
      expect(categories.has(c as never)).toBe(true);
    }
  });

  it('resolves aliases to canonical terms', () => {
    expect(terms('Built UIs in JS and k8s on AWS')).toEqual(['JavaScript', 'Kubernetes', 'Amazon Web Services']);
    expect(terms('RN with BLS and ACLS, PMP and CPA')).toEqual([
      'Registered Nurse',
      'Basic Life Support',
      'Advanced Cardiovascular Life Support',
      'Project Management Professional',
      'Certified Public Accountant',
    ]);
  });

  it('prefers the longest phrase and keeps punctuation-bearing names', () => {
    expect(terms('React Native, Node.js, C++, C# and .NET Core')).toEqual(['React Native', 'Node.js', 'C++', 'C#', '.NET']);
    expect(terms('CI/CD pipelines with Python/Django')).toEqual(['CI/CD', 'Python', 'Django']);
  });

  it('applies case rules to short acronyms and common words', () => {
    expect(terms('I will go and react to it')).toEqual([]);
    expect(terms('Languages: Go, R, C')).toEqual(['Go', 'R', 'C']);
    expect(terms('John R. Smith')).toEqual([]);
    expect(terms('an epic effort')).toEqual([]);
    expect(terms('Charted in Epic')).toEqual(['Epic']);
  });

  it('reports offsets into the text', () => {
    const text = 'Skilled in TypeScript';
    const [hit] = findLexiconTerms(text);
    expect(text.slice(hit.index, hit.index + hit.length)).toBe('TypeScript');
  });

  it('looks up an alias', () => {
    expect(lookupLexiconTerm('k8s')?.term).toBe('Kubernetes');
    expect(lookupLexiconTerm('Kubernetes')?.category).toBe('cloud-devops');
  });

  it('reads leadership as the people who lead after a determiner, as the skill otherwise', () => {
    expect(terms('loyalty to the school and its leadership')).not.toContain('Leadership');
    expect(terms('strong leadership and mentoring')).toContain('Leadership');
    expect(terms('the leadership skills to run a team')).toContain('Leadership');
  });
});

describe('taxonomy vocabulary', () => {
  it('reads named products in their own case, languages in any case, and no ordinary word alone', () => {
    expect(terms('Reports in Oracle PeopleSoft')).toContain('Oracle PeopleSoft');
    expect(terms('reports in oracle peoplesoft')).not.toContain('Oracle PeopleSoft');
    expect(terms('Fluent in Turkish')).toContain('Turkish');
    expect(terms('LANGUAGES: ENGLISH, TURKISH')).toEqual(['English', 'Turkish']);
    expect(terms('Monitor the Platform and update the profile')).toEqual([]);
  });

  it('lets the hand lexicon keep its canonical names and guards for a surface both hold', () => {
    expect(lookupLexiconTerm('Postgres')?.term).toBe('PostgreSQL');
    expect(lookupLexiconTerm('PostgreSQL')?.category).toBe('database');
    expect(terms('polish the hardwood floors')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { findPlaceholders, hasPlaceholders, placeholderKind, replacePlaceholder, splitByPlaceholders } from './placeholders.ts';

describe('placeholderKind', () => {
  it.each([
    ['Company Name', 'company'],
    ["Company's Name", 'company'],
    ['company name', 'company'],
    ['COMPANY NAME', 'company'],
    ['Position', 'position'],
    ['Job Title', 'position'],
    ['role', 'position'],
    ['Your Name', 'name'],
    ['Name', 'name'],
    ['Full Name', 'name'],
    ['Employer Name', 'employer'],
    ['date', 'date'],
    ['DATE', 'date'],
  ] as const)('%s → %s', (inner, kind) => {
    expect(placeholderKind(inner)).toBe(kind);
  });
  it('returns null for other bracket text', () => {
    expect(placeholderKind('Hiring Manager')).toBeNull();
    expect(placeholderKind('Company Address')).toBeNull();
    expect(placeholderKind('')).toBeNull();
  });
});

describe('findPlaceholders', () => {
  const text = 'Dear [Hiring Manager],\nI want to join [Company Name] as [Position]. [Company Name] rocks.';
  it('finds every bracket in order with offsets and kinds', () => {
    const ps = findPlaceholders(text);
    expect(ps.map((p) => p.inner)).toEqual(['Hiring Manager', 'Company Name', 'Position', 'Company Name']);
    expect(ps.map((p) => p.kind)).toEqual([null, 'company', 'position', 'company']);
    expect(ps.map((p) => p.index)).toEqual([0, 1, 2, 3]);
    expect(text.slice(ps[1]!.start, ps[1]!.end)).toBe('[Company Name]');
  });
  it('finds none in plain text and does not span lines', () => {
    expect(findPlaceholders('No brackets here.')).toEqual([]);
    expect(findPlaceholders('[open\nclose]')).toEqual([]);
    expect(hasPlaceholders('x [y] z')).toBe(true);
    expect(hasPlaceholders('x y z')).toBe(false);
  });
  it('counts empty brackets as a placeholder', () => {
    expect(findPlaceholders('a [] b')).toHaveLength(1);
  });
});

describe('replacePlaceholder', () => {
  const text = '[Company Name] and [Company Name] and [Date]';
  it('replaces only the chosen occurrence', () => {
    expect(replacePlaceholder(text, 1, 'Acme')).toBe('[Company Name] and Acme and [Date]');
    expect(replacePlaceholder(text, 0, 'Acme')).toBe('Acme and [Company Name] and [Date]');
    expect(replacePlaceholder(text, 2, 'May 1')).toBe('[Company Name] and [Company Name] and May 1');
  });
  it('leaves the text unchanged for an index out of range', () => {
    expect(replacePlaceholder(text, 3, 'x')).toBe(text);
    expect(replacePlaceholder(text, -1, 'x')).toBe(text);
  });
});

describe('splitByPlaceholders', () => {
  it('alternates text and placeholder parts, and rejoins to the original', () => {
    const text = 'Hi [Name], from [Company Name].';
    const parts = splitByPlaceholders(text);
    expect(parts.map((p) => p.type)).toEqual(['text', 'placeholder', 'text', 'placeholder', 'text']);
    expect(parts.map((p) => (p.type === 'text' ? p.text : `[${p.placeholder.inner}]`)).join('')).toBe(text);
  });
});

// The guard's note under a model's letter or tailored resume: what was done, each claim quoted with its sentence.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TWriterReport } from '../../../shared/letters.ts';
import { GuardNote } from './guard-note.tsx';

const report = (guard: TWriterReport['guard'], fellBack = false): TWriterReport => ({
  writer: fellBack ? 'builtin' : 'openai:test-model',
  requested: 'openai:test-model',
  fellBack,
  grounding: { ok: true, unsupported: [] },
  ...(guard ? { guard } : {}),
});
const text = (r: TWriterReport, document?: 'letter' | 'tailored resume') =>
  renderToStaticMarkup(createElement(GuardNote, { report: r, document }))
    .replace(/<[a-z/][^<>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe('the guard note', () => {
  it('quotes the claim and the sentence taken out', () => {
    const sentence = 'Before that, I spent two years at Stripe building payment APIs.';
    const out = text(report({ action: 'removed', claims: [{ kind: 'employer', text: 'Stripe', sentence }] }));
    expect(out).toContain("We took a sentence out of your model's letter because it claims what your resume does not support:");
    expect(out).toContain(`the employer “Stripe” — removed: “${sentence}”`);
  });

  it('quotes each claim of a replaced tailored resume with its line', () => {
    const line = 'Platform Engineer, Globex | 2017 – 2019';
    const out = text(
      report({ action: 'replaced', claims: [{ kind: 'title', text: 'Platform Engineer', sentence: line }, { kind: 'employer', text: 'Globex', sentence: line }] }, true),
      'tailored resume',
    );
    expect(out).toContain("Your model's tailored resume claimed what your resume does not support, so it was not used:");
    expect(out).toContain(`the role “Platform Engineer” — in: “${line}”`);
    expect(out).toContain(`the employer “Globex” — in: “${line}”`);
  });

  it('says nothing when the guard found no claim', () => {
    expect(text(report(undefined))).toBe('');
  });
});

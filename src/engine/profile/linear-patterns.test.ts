// Documents are untrusted: one pathological paragraph must not make any pattern backtrack super-linearly.
// Each input is 80,000 characters on one line, the shapes that make super-linear patterns blow up.
import { describe, expect, it } from 'vitest';
import { buildDocx, docxParagraph } from '../../../tests/helpers/build-test-documents.ts';
import { extractDocument } from '../extract/extract-document.ts';
import { parseResume } from './parse-resume.ts';

const N = 80_000;
const words = 'managed Python, a@b 2019 - Acme | x.com/ Inc. (555) '.repeat(N / 40);
const CASES: Array<[string, string]> = [
  ['one long paragraph of resume-like words', `Jane Doe\nEXPERIENCE\n${words.slice(0, N)}`],
  ['one repeated letter', 'a'.repeat(N)],
  ['spaces, then a letter', `${' '.repeat(N)}x`],
  ['@ signs', '@'.repeat(N)],
  ['digits', '7'.repeat(N)],
  ['dots and letters, like an e-mail without an end', `${'a.'.repeat(N / 2)}@`],
  ['separators and spaces', ' - | '.repeat(N / 5)],
];

function timeParse(text: string): number {
  const t0 = performance.now();
  parseResume(text);
  return performance.now() - t0;
}

describe('parsing is linear in the input', () => {
  it.each(CASES)('%s: 80,000 characters parse in seconds, not minutes', (_, text) => {
    expect(text.length).toBeGreaterThanOrEqual(N);
    // A hang guard, not a speed target (bench/engine.ts measures speed): a quadratic pattern takes minutes here.
    expect(timeParse(text)).toBeLessThan(5000);
  });

  it('an 80,000-character DOCX paragraph extracts and parses in seconds, not minutes', async () => {
    const bytes = buildDocx(docxParagraph('Jane Doe') + docxParagraph(`${'a.'.repeat(N / 2)}@ ${'7'.repeat(200)}`));
    const t0 = performance.now();
    const profile = parseResume(await extractDocument(bytes));
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(profile.contact.email).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocx, buildPdf, docxParagraph } from '../../../tests/helpers/build-test-documents.ts';
import { extractDocument } from './extract-document.ts';
import { normaliseText } from './normalise-text.ts';

// C0 controls other than tab and newline, and UTF-16 surrogates that are not part of a pair.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('normaliseText', () => {
  it('removes C0 and C1 controls but keeps tab and newline', () => {
    expect(normaliseText('A\u0000d\u0007a\tB\nC\u001b\u007f\u0083')).toBe('Ada\tB\nC');
  });

  it('replaces lone surrogates with U+FFFD and keeps real pairs', () => {
    expect(normaliseText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(normaliseText('ok \ud83d\ude00')).toBe('ok \ud83d\ude00');
  });

  it('composes to NFC and drops private-use icon glyphs', () => {
    expect(normaliseText('Se\u0301bastien')).toBe('Sébastien');
    expect(normaliseText('\uf095 (555) 123-4567 \u{f0001}')).toBe(' (555) 123-4567 ');
  });
});

describe('every extractor output passes through it', () => {
  it('DOCX: NUL bytes, lone surrogates and decomposed accents in the XML come out clean', async () => {
    const bytes = buildDocx(
      docxParagraph('Se\u0301bastien\u0000 Genty&#xD800;', { raw: true, bold: true, size: 20 }) + docxParagraph('\u0001sgenty@example.com&#xDC00;', { raw: true }),
    );
    const doc = await extractDocument(bytes);
    expect(doc.lines.map((l) => l.text)).toEqual(['Sébastien Genty\ufffd', 'sgenty@example.com\ufffd']);
    expect(doc.text).not.toMatch(UNSAFE);
  });

  it('PDF: NUL and control bytes and surrogate code units from a ToUnicode map come out clean', async () => {
    const bytes = buildPdf(
      [
        { text: 'Ada\u0000 Lovelace\u0001', x: 72, y: 700, size: 20 },
        { text: 'ada\u0002@example.com', x: 72, y: 680 },
      ],
      { toUnicode: { 1: 'D800', 2: '0007' } },
    );
    const doc = await extractDocument(bytes);
    expect(doc.lines[0].text).toMatch(/^Ada ?Lovelace/);
    for (const l of doc.lines) expect(l.text).not.toMatch(UNSAFE);
    expect(doc.text).not.toMatch(UNSAFE);
  });
});

// Baselines for the benchmark: the plainest text extraction each library offers, with the same
// safety settings, so "parse time / raw time" measures only what our layout work adds.
import mammoth from 'mammoth';
import { ExtractError } from '../types.ts';
import { openVettedDocx } from './extract-docx.ts';
import { EXTRACT_MESSAGES } from './extract-messages.ts';
import { buildSafeDocumentParams, loadPdfJs, toExtractError } from './extract-pdf.ts';

export async function extractRawPdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument(buildSafeDocumentParams(bytes));
  try {
    const doc = await task.promise;
    const pages: string[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    }
    return pages.join('\n');
  } catch (err) {
    throw toExtractError(err);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

export async function extractRawDocxText(bytes: Uint8Array): Promise<string> {
  // Same zip caps as the real reader before handing the bytes to mammoth.
  openVettedDocx(bytes);
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value;
  } catch {
    throw new ExtractError('CORRUPT', EXTRACT_MESSAGES.CORRUPT);
  }
}

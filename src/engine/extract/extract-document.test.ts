import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtractError } from '../types.ts';
import { detectFileKind } from './detect-file-kind.ts';
import { extractDocument } from './extract-document.ts';
import { EXTRACT_MESSAGES } from './extract-messages.ts';
import { extractRawDocxText, extractRawPdfText } from './extract-raw-text.ts';

const RESUMES = join(import.meta.dirname, '../../../tests/fixtures/resumes');
const BAD = join(import.meta.dirname, '../../../tests/fixtures/bad');
const read = (dir: string, f: string) => new Uint8Array(readFileSync(join(dir, f)));

async function expectCode(bytes: Uint8Array, code: string, opts?: Parameters<typeof extractDocument>[1]) {
  const err = await extractDocument(bytes, opts).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected ${code}`).toBeInstanceOf(ExtractError);
  expect((err as ExtractError).code).toBe(code);
  expect((err as ExtractError).message.length).toBeGreaterThan(20);
  return err as ExtractError;
}

// The engine must never write to the console (pdf.js warnings included). Checked after every test: the
// strict-console setup restores all spies after each test, so spies made once in beforeAll would stop
// recording after the first.
let consoleSpies: Array<ReturnType<typeof vi.spyOn>> = [];
beforeEach(() => {
  consoleSpies = (['log', 'warn', 'error', 'info', 'debug'] as const).map((m) => vi.spyOn(console, m));
});
afterEach(() => {
  for (const s of consoleSpies) expect(s).not.toHaveBeenCalled();
});

describe('detectFileKind', () => {
  it('reads the magic bytes, not the name', () => {
    expect(detectFileKind(read(RESUMES, 'priya-natarajan-finance.pdf'))).toBe('pdf');
    expect(detectFileKind(read(RESUMES, 'sofia-ramirez-sales.docx'))).toBe('docx');
    expect(detectFileKind(read(BAD, 'photo-renamed.pdf'))).toBeNull();
    expect(detectFileKind(read(BAD, 'random-bytes.docx'))).toBeNull();
    expect(detectFileKind(new Uint8Array(0))).toBeNull();
  });

  it('accepts a PDF header after a little junk, within the first 1024 bytes', () => {
    const pdf = read(RESUMES, 'priya-natarajan-finance.pdf');
    const junk = new Uint8Array(300 + pdf.length);
    junk.set(pdf, 300);
    expect(detectFileKind(junk)).toBe('pdf');
    const tooFar = new Uint8Array(2000 + pdf.length);
    tooFar.set(pdf, 2000);
    expect(detectFileKind(tooFar)).toBeNull();
  });

  it('wants both word/document.xml and [Content_Types].xml inside a zip', () => {
    const zipOnly = new TextEncoder().encode('PK\x03\x04 word/document.xml but no content types');
    expect(detectFileKind(zipOnly)).toBeNull();
  });
});

describe('extractDocument on the corpus', () => {
  const index = JSON.parse(readFileSync(join(RESUMES, 'index.json'), 'utf8')) as Array<{ file: string }>;

  it.each(index.map((x) => x.file))('%s gives lines with text', async (file) => {
    const doc = await extractDocument(read(RESUMES, file));
    expect(doc.kind).toBe(file.endsWith('.pdf') ? 'pdf' : 'docx');
    expect(doc.lines.length).toBeGreaterThan(15);
    expect(doc.text).toBe(doc.lines.map((l) => l.text).join('\n'));
    expect(doc.lines.some((l) => l.bold)).toBe(true);
  });

  it('leaves the caller bytes intact (pdf.js would otherwise detach them)', async () => {
    const bytes = read(RESUMES, 'hannah-berg-design.pdf');
    const copy = bytes.slice();
    await extractDocument(bytes);
    expect(bytes).toEqual(copy);
  });

  it.each([
    ['liam-oconnor-marketing.pdf', 'Skills', 'Looker Studio', 'Experience', 'Digital Marketing Manager'],
    ['carlos-mendes-electrician.pdf', 'SKILLS', 'OSHA Safety', 'WORK EXPERIENCE', 'Lone Star Electrical Contractors'],
  ])('%s comes out column by column', async (file, leftHead, leftLast, rightHead, rightText) => {
    const doc = await extractDocument(read(RESUMES, file));
    const at = (t: string) => doc.lines.findIndex((l) => l.text.includes(t));
    // The whole left block (heading through its last item) precedes the right column's text.
    expect(at(leftHead)).toBeGreaterThanOrEqual(0);
    expect(at(leftLast)).toBeGreaterThan(at(leftHead));
    expect(at(rightHead)).toBeGreaterThan(at(leftLast));
    expect(at(rightText)).toBeGreaterThan(at(rightHead));
    expect(doc.lines[at(leftLast)].column).toBe(0);
    expect(doc.lines[at(rightText)].column).toBe(1);
    // Not interleaved: once the right column starts, no left-column line follows on that page.
    const firstRight = doc.lines.findIndex((l) => l.column === 1);
    expect(doc.lines.slice(firstRight).every((l) => l.column === 1 || l.page > 1)).toBe(true);
    // No line glues text from both columns.
    expect(doc.lines.some((l) => l.text.includes(leftLast) && l.text.includes(rightText))).toBe(false);
  });

  it('keeps a one-column resume with right-aligned dates in one column', async () => {
    const doc = await extractDocument(read(RESUMES, 'priya-natarajan-finance.pdf'));
    expect(doc.lines.every((l) => l.column === 0)).toBe(true);
    expect(doc.lines.map((l) => l.text)).toContain('Senior Financial Analyst\t07/2020 – Present');
  });

  it('reads a DOCX layout table cell by cell and keeps heading styles bold', async () => {
    const doc = await extractDocument(read(RESUMES, 'rachel-kim-accounting.docx'));
    const skills = doc.lines.findIndex((l) => l.text === 'Skills');
    const exp = doc.lines.findIndex((l) => l.text === 'Experience');
    expect(skills).toBeGreaterThan(0);
    expect(exp).toBeGreaterThan(skills);
    expect(doc.lines[skills].bold).toBe(true);
    expect(doc.lines[exp].column).toBe(1);
  });
});

describe('bad inputs give typed errors', () => {
  it.each([
    ['photo-renamed.pdf', 'UNSUPPORTED_TYPE'],
    ['random-bytes.docx', 'UNSUPPORTED_TYPE'],
    ['truncated.pdf', 'CORRUPT'],
    ['encrypted.pdf', 'ENCRYPTED'],
    ['scanned-image-only.pdf', 'NO_TEXT'],
    ['zip-bomb.docx', 'ZIP_BOMB'],
    ['zip-bomb-lying-sizes.docx', 'ZIP_BOMB'],
    ['too-many-entries.docx', 'TOO_MANY_ENTRIES'],
    ['xxe-entity.docx', 'UNSAFE_XML'],
    ['twelve-pages.pdf', 'TOO_MANY_PAGES'],
  ])('%s → %s', async (file, code) => {
    await expectCode(read(BAD, file), code);
  });

  it('says exactly what the product promises for the common cases', async () => {
    expect((await expectCode(read(BAD, 'photo-renamed.pdf'), 'UNSUPPORTED_TYPE')).message).toBe(
      'File type not supported. Please upload a PDF or DOCX file.',
    );
    expect((await expectCode(read(BAD, 'encrypted.pdf'), 'ENCRYPTED')).message).toBe(EXTRACT_MESSAGES.ENCRYPTED);
    expect((await expectCode(read(BAD, 'scanned-image-only.pdf'), 'NO_TEXT')).message).toMatch(/scanned image/);
  });

  it('refuses a 6 MB PDF-looking file before parsing it', async () => {
    const big = new Uint8Array(6 * 1024 * 1024).fill(0x20);
    big.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
    await expectCode(big, 'TOO_LARGE');
  });

  it('honours a lower page cap and a time cap', async () => {
    await expectCode(read(RESUMES, 'maya-chen-software.pdf'), 'TOO_MANY_PAGES', { maxPages: 1 });
    await expectCode(read(RESUMES, 'maya-chen-software.pdf'), 'TIMEOUT', { timeoutMs: 0 });
  });

  it('never follows an external relationship', async () => {
    const doc = await extractDocument(read(BAD, 'external-relationship.docx'));
    expect(doc.text).toContain('jane.doe@example.com');
    expect(doc.text).not.toMatch(/root:|passwd/);
  });

  it('every file in tests/fixtures/bad fails with an ExtractError or reads safely', async () => {
    for (const f of readdirSync(BAD).filter((f) => /\.(pdf|docx)$/.test(f))) {
      await extractDocument(read(BAD, f)).catch((e: unknown) => expect(e, f).toBeInstanceOf(ExtractError));
    }
  });
});

describe('raw text baselines', () => {
  it('return the plain text of a PDF and a DOCX', async () => {
    expect(await extractRawPdfText(read(RESUMES, 'priya-natarajan-finance.pdf'))).toContain('Priya Natarajan');
    expect(await extractRawDocxText(read(RESUMES, 'sofia-ramirez-sales.docx'))).toContain('Sofia Ramirez');
  });
});

describe('runs inside worker_threads', () => {
  it('extracts a PDF and a DOCX in a worker', async () => {
    const moduleUrl = new URL('./extract-document.ts', import.meta.url).href;
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      const fs = require('node:fs');
      import(workerData.moduleUrl).then(async ({ extractDocument }) => {
        const out = [];
        for (const f of workerData.files) {
          const d = await extractDocument(new Uint8Array(fs.readFileSync(f)));
          out.push(d.lines[0].text);
        }
        parentPort.postMessage(out);
      }).catch((e) => parentPort.postMessage('error: ' + (e && e.stack)));`;
    const files = [join(RESUMES, 'hannah-berg-design.pdf'), join(RESUMES, 'sofia-ramirez-sales.docx')];
    const worker = new Worker(code, { eval: true, workerData: { moduleUrl, files } });
    const result = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(result).toEqual(['Hannah Berg', 'Sofia Ramirez']);
  });
});

describe('purity', () => {
  it('engine extract/profile code reads no env, clock, network or files', () => {
    const dirs = [import.meta.dirname, join(import.meta.dirname, '../profile')];
    for (const dir of dirs) {
      for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        const src = readFileSync(join(dir, f), 'utf8');
        expect(src, f).not.toMatch(/process\.env|Date\.now|new Date\(|performance\.now|fetch\(|from 'node:(fs|http|https|net|child_process)'|console\./);
      }
    }
  });
});

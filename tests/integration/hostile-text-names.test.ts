// Text that used to break the store: NUL bytes and unpaired surrogates inside a DOCX, and file names in UTF-8
// (raw, as browsers send them, or as filename*). Each upload answers 200 and keeps the text and name intact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, docxParagraph } from '../../src/engine/extract/build-test-documents.ts';
import { signedInClient, type TestClient } from '../helpers/http-client.ts';
import { jobText, MIME, multipartBody, rawUpload } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let client: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  client = (await signedInClient(app.url)).client;
});
afterAll(() => app.close());

function resumeDocx(extra: string[] = []): Uint8Array {
  const lines = [
    docxParagraph('Sofía Álvarez', { bold: true, size: 18 }),
    docxParagraph('sofia.alvarez@example.com | (415) 555-0101'),
    docxParagraph('EXPERIENCE', { bold: true }),
    docxParagraph('Software Engineer, Northwind Labs, Jan 2020 – Present', { bold: true }),
    docxParagraph('Built a TypeScript billing service that cut invoice errors by 30%'),
    ...extra,
    docxParagraph('EDUCATION', { bold: true }),
    docxParagraph('B.S. in Computer Science, University of Oregon'),
  ];
  return buildDocx(lines.join(''));
}

async function upload(name: string, bytes: Uint8Array, dispositionName?: string) {
  const boundary = `----applykit${Math.random().toString(16).slice(2)}`;
  let body = multipartBody(boundary, { jobDescription: jobText('software') }, { bytes, name, type: MIME.docx });
  if (dispositionName) body = Buffer.from(body.toString('latin1').replace(`filename="${Buffer.from(name).toString('latin1')}"`, dispositionName), 'latin1');
  return rawUpload(`${app.url}/api/generate`, client, body, { chunked: false, boundary });
}

describe('hostile text in uploads', () => {
  it('a DOCX with NUL bytes and unpaired surrogates in its runs gives a letter, not a 500', async () => {
    const bytes = resumeDocx([docxParagraph('Led on-call rotation&#0; for 12 services&#xD800; with 99.9% uptime\u0000', { raw: true })]);
    const res = await upload('nul.docx', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await client.get('/api/resumes');
    const stored = list.body.find((r: { id: number }) => r.id === res.body.resumeId);
    expect(stored.extractedText).toContain('Led on-call rotation');
    expect(stored.extractedText).not.toMatch(/[\u0000\uD800-\uDFFF]/);
  });

  it('keeps a raw UTF-8 file name as written', async () => {
    const res = await upload('Sofía Álvarez - CV.docx', resumeDocx());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await client.get('/api/resumes');
    expect(list.body.map((r: { filename: string }) => r.filename)).toContain('Sofía Álvarez - CV.docx');
  });

  it('reads filename* (RFC 5987) as UTF-8', async () => {
    const name = 'Zoë Brontë résumé.docx';
    const res = await upload(name, resumeDocx(), `filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await client.get('/api/resumes');
    expect(list.body.map((r: { filename: string }) => r.filename)).toContain(name);
  });
});


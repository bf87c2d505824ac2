// Every bad upload gets a clear 4xx, and nothing is written: no resume row, no letter, no unit.
import fs from 'node:fs';
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT_MESSAGES } from '../../src/engine/extract/extract-messages.ts';
import { coverLetters, resumes, tailoredResumes, usageCounters } from '../../src/server/db/schema.ts';
import { uploadTempDir } from '../../src/server/documents/original-store.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { signedInClient, type TestClient } from '../helpers/http-client.ts';
import { BAD_DIR, fixtureBytes, jobText, multipartBody, rawUpload, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const FILE_TOO_LARGE = 'File size exceeds 5MB limit.';
const FILE_TYPE = 'File type not supported. Please upload a PDF or DOCX file.';
const MB = 1024 * 1024;

let app: TestApp;
let client: TestClient;
let userId: number;
beforeAll(async () => {
  // Real worker threads: the extraction runs off the event loop as in production.
  app = await startTestApp({ env: { WORKER_THREADS: '1' } });
  const s = await signedInClient(app.url);
  client = s.client;
  userId = s.user.id;
});
afterAll(() => app.close());

async function written() {
  const [r] = await app.ctx.db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  const [l] = await app.ctx.db.select({ n: count() }).from(coverLetters).where(eq(coverLetters.userId, userId));
  const [t] = await app.ctx.db.select({ n: count() }).from(tailoredResumes).where(eq(tailoredResumes.userId, userId));
  const units = await app.ctx.db.select({ used: usageCounters.used }).from(usageCounters).where(eq(usageCounters.userId, userId));
  return { resumes: r!.n, letters: l!.n, tailored: t!.n, units: units.reduce((s, u) => s + u.used, 0) };
}

const NOTHING = { resumes: 0, letters: 0, tailored: 0, units: 0 };

function fakePdf(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(Buffer.from('%PDF-1.4\n'));
  return bytes;
}

const BAD_FILES: { file: string; status: number; message: string }[] = [
  { file: 'photo-renamed.pdf', status: 415, message: FILE_TYPE },
  { file: 'random-bytes.docx', status: 415, message: FILE_TYPE },
  { file: 'truncated.pdf', status: 422, message: EXTRACT_MESSAGES.CORRUPT },
  { file: 'encrypted.pdf', status: 422, message: EXTRACT_MESSAGES.ENCRYPTED },
  { file: 'zip-bomb.docx', status: 422, message: EXTRACT_MESSAGES.ZIP_BOMB },
  { file: 'zip-bomb-lying-sizes.docx', status: 422, message: EXTRACT_MESSAGES.ZIP_BOMB },
  { file: 'scanned-image-only.pdf', status: 422, message: EXTRACT_MESSAGES.NO_TEXT },
  { file: 'twelve-pages.pdf', status: 422, message: EXTRACT_MESSAGES.TOO_MANY_PAGES(12, 10) },
  { file: 'xxe-entity.docx', status: 422, message: EXTRACT_MESSAGES.UNSAFE_XML },
  { file: 'too-many-entries.docx', status: 422, message: EXTRACT_MESSAGES.TOO_MANY_ENTRIES },
];

describe('bad uploads', () => {
  for (const bad of BAD_FILES) {
    it(`refuses ${bad.file} with ${bad.status} on both upload routes and writes nothing`, async () => {
      const bytes = fixtureBytes(BAD_DIR, bad.file);
      const type = bad.file.endsWith('.pdf') ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, { bytes, name: bad.file, type }));
      expect(res.status, res.text).toBe(bad.status);
      expect(errorMessage(res.body)).toBe(bad.message);
      const tailored = await client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('software') }, { bytes, name: bad.file, type }));
      expect(tailored.status).toBe(bad.status);
      expect(errorMessage(tailored.body)).toBe(bad.message);
      expect(await written()).toEqual(NOTHING);
    });
  }

  it('refuses a 6 MB file sent chunked (no Content-Length) with 413 while streaming', async () => {
    const boundary = 'ak6mbchunked';
    const body = multipartBody(boundary, { jobDescription: jobText('software') }, { bytes: fakePdf(6 * MB), name: 'big.pdf', type: 'application/pdf' });
    for (const path of ['/api/generate', '/api/generate-tailored-resume']) {
      const res = await rawUpload(app.url + path, client, body, { chunked: true, boundary });
      expect(res.status).toBe(413);
      expect(errorMessage(res.body)).toBe(FILE_TOO_LARGE);
    }
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses a 6 MB file with Content-Length at once (413)', async () => {
    const boundary = 'ak6mblength';
    const body = multipartBody(boundary, { jobDescription: jobText('software') }, { bytes: fakePdf(6 * MB), name: 'big.pdf', type: 'application/pdf' });
    const res = await rawUpload(app.url + '/api/generate', client, body, { chunked: false, boundary });
    expect(res.status).toBe(413);
    expect(errorMessage(res.body)).toBe(FILE_TOO_LARGE);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses a 6 MB file sent as fetch FormData (413), and the server is fine afterwards', async () => {
    const viaFetch = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, { bytes: fakePdf(6 * MB), name: 'big.pdf', type: 'application/pdf' }));
    expect(viaFetch.status).toBe(413);
    expect(errorMessage(viaFetch.body)).toBe(FILE_TOO_LARGE);
    expect((await client.get('/api/health')).status).toBe(200);
    expect(await written()).toEqual(NOTHING);
  });

  it('accepts exactly 5 MB at the transport, then reports the unreadable PDF (422)', async () => {
    const atCap = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, { bytes: fakePdf(5 * MB), name: 'cap.pdf', type: 'application/pdf' }));
    expect(atCap.status).toBe(422);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses one byte over 5 MB (413)', async () => {
    const boundary = 'akcapplus1';
    const body = multipartBody(boundary, { jobDescription: 'x' }, { bytes: fakePdf(5 * MB + 1), name: 'cap.pdf', type: 'application/pdf' });
    const over = await rawUpload(app.url + '/api/generate', client, body, { chunked: true, boundary });
    expect(over.status).toBe(413);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses a urlencoded body (415)', async () => {
    const text = await client.request('POST', '/api/generate', { body: 'jobDescription=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.status).toBe(415);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses multipart without a boundary, and a body that is not multipart (400)', async () => {
    const noBoundary = await client.request('POST', '/api/generate', { body: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
    const garbage = await client.request('POST', '/api/generate', { body: 'not multipart at all', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } });
    expect(garbage.status).toBe(400);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses a second file (400)', async () => {
    const two = uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf'));
    two.append('resume', new Blob([fixtureBytes(BAD_DIR, 'encrypted.pdf') as BlobPart]), 'second.pdf');
    expect((await client.postForm('/api/generate', two)).status).toBe(400);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses a file under another field name (400)', async () => {
    const misnamed = new FormData();
    misnamed.append('jobDescription', jobText('software'));
    misnamed.append('file', new Blob([resumeFile('maya-chen-software.pdf').bytes as BlobPart]), 'resume.pdf');
    const mis = await client.postForm('/api/generate', misnamed);
    expect(mis.status).toBe(400);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses an empty file, saying so (400)', async () => {
    const empty = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, { bytes: new Uint8Array(), name: 'empty.pdf' }));
    expect(empty.status).toBe(400);
    expect(errorMessage(empty.body)).toMatch(/empty/);
    expect(await written()).toEqual(NOTHING);
  });

  it('refuses too many form fields (400)', async () => {
    const tooManyFields = uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf'));
    for (let i = 0; i < 30; i++) tooManyFields.append(`f${i}`, 'x');
    expect((await client.postForm('/api/generate', tooManyFields)).status).toBe(400);
    expect(await written()).toEqual(NOTHING);
  });

  it('still works for a good file afterwards', async () => {
    const ok = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
    expect(ok.status, ok.text).toBe(200);
    expect(await written()).toEqual({ resumes: 1, letters: 1, tailored: 0, units: 1 });
  });
});

describe('temporary upload files', () => {
  const tempFiles = () => fs.readdirSync(uploadTempDir(app.ctx));

  async function waitFor(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const job = { jobDescription: jobText('software') };
  const pdf = 'application/pdf';
  let c: TestClient;
  beforeAll(async () => {
    c = (await signedInClient(app.url)).client;
  });

  it('there are none to begin with', () => {
    expect(tempFiles()).toEqual([]);
  });

  it('leaves none after a successful letter and a successful tailored resume', async () => {
    const ok = await c.postForm('/api/generate', uploadForm(job, resumeFile('maya-chen-software.pdf')));
    expect(ok.status, ok.text).toBe(200);
    expect(tempFiles()).toEqual([]);
    const okTailored = await c.postForm('/api/generate-tailored-resume', uploadForm(job, resumeFile('maya-chen-software.pdf')));
    expect(okTailored.status, okTailored.text).toBe(200);
    expect(tempFiles()).toEqual([]);
  });

  it('leaves none after a 413', async () => {
    const boundary = 'aktemp413';
    const big = multipartBody(boundary, job, { bytes: fakePdf(6 * MB), name: 'big.pdf', type: 'application/pdf' });
    expect((await rawUpload(app.url + '/api/generate', c, big, { chunked: true, boundary })).status).toBe(413);
    expect(tempFiles()).toEqual([]);
  });

  it('leaves none after a 415 and a 422', async () => {
    const renamed = await c.postForm('/api/generate', uploadForm(job, { bytes: fixtureBytes(BAD_DIR, 'photo-renamed.pdf'), name: 'p.pdf', type: pdf }));
    expect(renamed.status).toBe(415);
    expect(tempFiles()).toEqual([]);
    const corrupt = await c.postForm('/api/generate-tailored-resume', uploadForm(job, { bytes: fixtureBytes(BAD_DIR, 'truncated.pdf'), name: 't.pdf', type: pdf }));
    expect(corrupt.status).toBe(422);
    expect(tempFiles()).toEqual([]);
  });

  it('leaves none when the fields are refused after the file was received (400)', async () => {
    const badFields = await c.postForm('/api/generate', uploadForm({ jobDescription: '' }, resumeFile('maya-chen-software.pdf')));
    expect(badFields.status).toBe(400);
    expect(tempFiles()).toEqual([]);
  });

  it('keeps the partial file while a client streams, and removes it when the client goes away', async () => {
    const abortBoundary = 'aktempabort';
    const body = multipartBody(abortBoundary, job, { bytes: fakePdf(4 * MB), name: 'gone.pdf', type: 'application/pdf' });
    const target = new URL(app.url);
    const req = http.request({
      hostname: target.hostname,
      port: target.port,
      path: '/api/generate',
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${abortBoundary}`,
        'content-length': String(body.length),
        origin: c.baseUrl,
        cookie: c.cookieHeader(),
      },
    });
    req.on('error', () => {});
    req.write(body.subarray(0, MB));
    await waitFor(() => tempFiles().length === 1, 'the partial upload is on disk');
    req.destroy();
    await waitFor(() => tempFiles().length === 0, 'the aborted upload is removed');
    expect((await c.get('/api/health')).status).toBe(200);
  });
});

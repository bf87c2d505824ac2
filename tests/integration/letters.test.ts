// The cover-letter cycle over HTTP with real fixture resumes: generate, regenerate, download
// (read back), list, view, delete; owner-only access; premium-only settings.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, resumes, users } from '../../src/server/db/schema.ts';
import { uploadTempDir } from '../../src/server/documents/original-store.ts';
import { storeWithResume } from '../../src/server/documents/store-resume.ts';
import { ZCoverLetter, ZCoverLetterDetail, ZGenerateResponse, ZResume, type TGenerateResponse } from '../../src/shared/letters.ts';
import { ZUsageLimit } from '../../src/shared/usage.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { TestClient, signedInClient, bodyBytes } from '../helpers/http-client.ts';
import { docxText, jobText, MIME, pdfText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const PLACEHOLDER = 'Resume text will be extracted from the file on the server.';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function makePremium(userId: number) {
  await app.ctx.db.update(users).set({ premiumUntil: new Date(Date.now() + 30 * 86_400_000), premiumSource: 'admin' }).where(eq(users.id, userId));
}

async function rowCounts(userId: number) {
  const [l] = await app.ctx.db.select({ n: count() }).from(coverLetters).where(eq(coverLetters.userId, userId));
  const [r] = await app.ctx.db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  return { letters: l!.n, resumes: r!.n };
}

async function generateWithPdf(client: TestClient) {
  const file = resumeFile('maya-chen-software.pdf');
  const res = await client.postForm(
    '/api/generate',
    uploadForm({ jobDescription: jobText('software'), fullName: 'Maya Chen', companyName: 'Acme Corp', customFilename: 'CoverLetter_MayaChen_AcmeCorp' }, file),
  );
  expect(res.status, res.text).toBe(200);
  return { gen: ZGenerateResponse.parse(res.body), file };
}

async function regenerate(client: TestClient, gen: TGenerateResponse) {
  const res = await client.post('/api/regenerate', {
    jobDescription: jobText('software'),
    resumeText: PLACEHOLDER,
    resumeId: gen.resumeId,
    fullName: 'Maya Chen',
  });
  expect(res.status, res.text).toBe(200);
  return ZGenerateResponse.parse(res.body);
}

const firstParagraphOf = (letter: string) => letter.split('\n').find((l) => l.trim().length > 40)!.trim();

describe('cover letters with a PDF resume', () => {
  it('generates a letter naming the company, over 100 words, with a match report', async () => {
    const { client } = await signedInClient(app.url);
    const { gen } = await generateWithPdf(client);
    expect(gen).toMatchObject({ id: expect.any(Number), resumeId: expect.any(Number), companyName: 'Acme Corp' });
    expect(gen.coverLetter).toContain('Acme Corp');
    expect(gen.coverLetter.split(/\s+/).length).toBeGreaterThan(100);
    expect(gen.match!.score).toBeGreaterThan(0);
    expect(Array.isArray(gen.match!.requirements)).toBe(true);
  });

  it('stores the original: its text in the resume list, the exact bytes behind /file', async () => {
    const { client } = await signedInClient(app.url);
    const { gen, file } = await generateWithPdf(client);
    const list = ZResume.array().parse((await client.get('/api/resumes')).body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: gen.resumeId, filename: 'maya-chen-software.pdf', kind: 'pdf' });
    expect(list[0]!.extractedText).toContain('Maya Chen');
    const original = await client.get(`/api/resumes/${gen.resumeId}/file`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe(MIME.pdf);
    expect(original.headers.get('content-disposition')).toMatch(/^attachment; filename="maya-chen-software.pdf"/);
    expect(Buffer.compare(bodyBytes(original), Buffer.from(file.bytes))).toBe(0);
  });

  it('regenerates a different letter for the same resume and company, linked to the first', async () => {
    const { client } = await signedInClient(app.url);
    const { gen } = await generateWithPdf(client);
    const regen = await regenerate(client, gen);
    expect(regen.isRegenerated).toBe(true);
    expect(regen.resumeId).toBe(gen.resumeId);
    expect(regen.companyName).toBe('Acme Corp');
    expect(regen.coverLetter).not.toBe(gen.coverLetter);
    const detail = ZCoverLetterDetail.parse((await client.get(`/api/cover-letters/${regen.id}`)).body);
    expect(detail).toMatchObject({ isRegenerated: true, regeneratedFromId: gen.id, customFilename: 'CoverLetter_MayaChen_AcmeCorp' });
  });

  it('downloads the letter as a DOCX with a cleaned filename, holding its text', async () => {
    const { client } = await signedInClient(app.url);
    const { gen } = await generateWithPdf(client);
    const docx = await client.request('POST', '/api/download/docx', { json: { content: gen.coverLetter, filename: 'My Letter: Acme?' } });
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe(MIME.docx);
    expect(docx.headers.get('content-disposition')).toMatch(/^attachment; filename="MyLetter_Acme_.docx"/);
    const firstParagraph = firstParagraphOf(gen.coverLetter);
    expect((await docxText(bodyBytes(docx))).replace(/\s+/g, ' ')).toContain(firstParagraph.replace(/\s+/g, ' ').slice(0, 60));
  });

  it('downloads the letter as a PDF named Cover_Letter by default, holding its text', async () => {
    const { client } = await signedInClient(app.url);
    const { gen } = await generateWithPdf(client);
    const pdf = await client.request('POST', '/api/download/pdf', { json: { content: gen.coverLetter } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe(MIME.pdf);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="Cover_Letter.pdf"/);
    const read = await pdfText(new Uint8Array(bodyBytes(pdf)));
    expect(read.text.replace(/\s+/g, ' ')).toContain(firstParagraphOf(gen.coverLetter).replace(/\s+/g, ' ').slice(0, 40));
  });

  it('lists the letters newest first with their stored fields', async () => {
    const { client } = await signedInClient(app.url);
    const { gen } = await generateWithPdf(client);
    const regen = await regenerate(client, gen);
    const letters = ZCoverLetter.array().parse((await client.get('/api/cover-letters')).body);
    expect(letters.map((l) => l.id)).toEqual([regen.id, gen.id]);
    expect(letters[1]).toMatchObject({
      content: gen.coverLetter,
      jobDescription: jobText('software').trim(),
      companyName: 'Acme Corp',
      isRegenerated: false,
      resumeId: gen.resumeId,
      customFilename: 'CoverLetter_MayaChen_AcmeCorp',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('deletes a letter: it is gone from the detail route and the list', async () => {
    const { client } = await signedInClient(app.url);
    const { gen } = await generateWithPdf(client);
    await regenerate(client, gen);
    expect((await client.delete(`/api/cover-letters/${gen.id}`)).status).toBe(200);
    expect((await client.get(`/api/cover-letters/${gen.id}`)).status).toBe(404);
    expect(ZCoverLetter.array().parse((await client.get('/api/cover-letters')).body)).toHaveLength(1);
  });

  it('deleting the original keeps the letters’ text, and regenerating from it is then 404', async () => {
    const { client } = await signedInClient(app.url);
    const { gen } = await generateWithPdf(client);
    const regen = await regenerate(client, gen);
    expect((await client.delete(`/api/resumes/${gen.resumeId}`)).status).toBe(200);
    expect(ZResume.array().parse((await client.get('/api/resumes')).body)).toHaveLength(0);
    const kept = ZCoverLetterDetail.parse((await client.get(`/api/cover-letters/${regen.id}`)).body);
    expect(kept).toMatchObject({ content: regen.coverLetter, resumeId: null });
    const gone = await client.post('/api/regenerate', { jobDescription: 'x', resumeText: PLACEHOLDER, resumeId: gen.resumeId });
    expect(gone.status).toBe(404);
  });
});

describe('cover letters', () => {
  async function generateFromDocx(client: TestClient) {
    const res = await client.postForm(
      '/api/generate',
      uploadForm({ jobDescription: jobText('nursing'), wordLimit: 'concise', tone: 'formal' }, resumeFile('daniel-okafor-nursing.docx')),
    );
    expect(res.status, res.text).toBe(200);
    return ZGenerateResponse.parse(res.body);
  }

  it('generates from a DOCX resume within the concise word band and stores the chosen settings', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generateFromDocx(client);
    const words = gen.coverLetter.trim().split(/\s+/).length;
    expect(words).toBeLessThanOrEqual(230);
    const detail = ZCoverLetterDetail.parse((await client.get(`/api/cover-letters/${gen.id}`)).body);
    expect(detail.settings).toMatchObject({ tone: 'formal', wordLimit: 'concise', focusAreas: 'balanced' });
  });

  it('regenerates the letter named by letterId, keeping its settings', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generateFromDocx(client);
    const regen = await client.post('/api/regenerate', { jobDescription: jobText('nursing'), resumeText: PLACEHOLDER, resumeId: gen.resumeId, letterId: gen.id });
    expect(regen.status).toBe(200);
    const detail = ZCoverLetterDetail.parse((await client.get(`/api/cover-letters/${ZGenerateResponse.parse(regen.body).id}`)).body);
    expect(detail).toMatchObject({
      regeneratedFromId: gen.id,
      settings: { tone: 'formal', wordLimit: 'concise' },
    });
  });

  it('serves a DOCX original with the DOCX content type', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generateFromDocx(client);
    const file = await client.get(`/api/resumes/${gen.resumeId}/file`);
    expect(file.headers.get('content-type')).toBe(MIME.docx);
  });

  it('says when the resume cannot fill the chosen length instead of padding the letter', async () => {
    const { client } = await signedInClient(app.url);
    const long = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), wordLimit: 'detailed' }, resumeFile('aisha-khan-pharmacy.pdf')));
    expect(long.status, long.text).toBe(200);
    const letter = ZGenerateResponse.parse(long.body);
    const words = letter.coverLetter.trim().split(/\s+/).length;
    expect(words).toBeLessThan(300);
    expect(letter.notice).toMatch(/^Your resume supports about \d+ words for this job, short of the Long length \(300–400 words\)\./);
  });

  it('gives no length notice when the resume fills the chosen length', async () => {
    const { client } = await signedInClient(app.url);
    const short = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), wordLimit: 'concise' }, resumeFile('maya-chen-software.pdf')));
    expect(short.status, short.text).toBe(200);
    expect(ZGenerateResponse.parse(short.body).notice).toBeUndefined();
  });

  describe('validates the request with the SPEC messages and writes nothing', () => {
    async function expectNothingWritten(client: TestClient, userId: number) {
      expect(await rowCounts(userId)).toEqual({ letters: 0, resumes: 0 });
      expect(ZUsageLimit.parse((await client.get('/api/subscription/usage-limit')).body)).toMatchObject({ used: 0, remainingToday: 3 });
    }

    it('a blank job description', async () => {
      const { client, user } = await signedInClient(app.url);
      const blank = await client.postForm('/api/generate', uploadForm({ jobDescription: '   ' }, resumeFile('maya-chen-software.pdf')));
      expect(blank.status).toBe(400);
      expect(errorMessage(blank.body)).toBe('Please enter a job description.');
      await expectNothingWritten(client, user.id);
    });

    it('no resume file', async () => {
      const { client, user } = await signedInClient(app.url);
      const noFile = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }));
      expect(noFile.status).toBe(400);
      expect(errorMessage(noFile.body)).toBe('Please upload your resume.');
      await expectNothingWritten(client, user.id);
    });

    it('an unknown tone', async () => {
      const { client, user } = await signedInClient(app.url);
      const badTone = await client.postForm('/api/generate', uploadForm({ jobDescription: 'x', tone: 'angry' }, resumeFile('maya-chen-software.pdf')));
      expect(badTone.status).toBe(400);
      await expectNothingWritten(client, user.id);
    });

    it('a JSON body instead of multipart/form-data (415)', async () => {
      const { client, user } = await signedInClient(app.url);
      const json = await client.post('/api/generate', { jobDescription: 'x' });
      expect(json.status).toBe(415);
      expect(errorMessage(json.body)).toMatch(/multipart\/form-data/);
      await expectNothingWritten(client, user.id);
    });
  });

  it('needs sign-in for generate, regenerate, download and the lists', async () => {
    const anon = new TestClient(app.url);
    expect((await anon.postForm('/api/generate', uploadForm({ jobDescription: 'x' }, resumeFile('maya-chen-software.pdf')))).status).toBe(401);
    expect((await anon.post('/api/regenerate', { jobDescription: 'x', resumeId: 1 })).status).toBe(401);
    expect((await anon.post('/api/download/pdf', { content: 'Hello' })).status).toBe(401);
    expect((await anon.get('/api/cover-letters')).status).toBe(401);
    expect((await anon.get('/api/resumes')).status).toBe(401);
  });

  it('refuses cross-site posts with the session cookie and writes nothing', async () => {
    const { client, user } = await signedInClient(app.url);
    const evil = new TestClient(app.url, 'https://evil.example');
    for (const [k, v] of client.cookies) evil.cookies.set(k, v);
    const res = await evil.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
    expect(res.status).toBe(403);
    expect((await evil.post('/api/download/docx', { content: 'Hello' })).status).toBe(403);
    expect(await rowCounts(user.id)).toEqual({ letters: 0, resumes: 0 });
  });

  describe('premium-only settings', () => {
    it.each([
      ['focusAreas', 'skills'],
      ['languageStyle', 'sophisticated'],
      ['industrySpecificity', 'extensive'],
    ] as const)('refuses %s for a free account', async (field, value) => {
      const { client } = await signedInClient(app.url);
      const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), [field]: value }, resumeFile('maya-chen-software.pdf')));
      expect(res.status).toBe(403);
      expect(errorMessage(res.body)).toBe('Advanced customization is a Premium feature. Upgrade to use it.');
    });

    it('accepts the defaults sent explicitly by a free account', async () => {
      const { client } = await signedInClient(app.url);
      const ok = await client.postForm(
        '/api/generate',
        uploadForm({ jobDescription: jobText('software'), focusAreas: 'balanced', languageStyle: 'moderate', industrySpecificity: 'moderate' }, resumeFile('maya-chen-software.pdf')),
      );
      expect(ok.status).toBe(200);
    });

    it('refuses a premium setting on regenerate for a free account, taking no unit', async () => {
      const { client } = await signedInClient(app.url);
      const ok = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
      expect(ok.status).toBe(200);
      const regen = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: ZGenerateResponse.parse(ok.body).resumeId, focusAreas: 'skills' });
      expect(regen.status).toBe(403);
      expect(ZUsageLimit.parse((await client.get('/api/subscription/usage-limit')).body)).toMatchObject({ used: 1 });
    });

    it('honours them for a premium account and stores them', async () => {
      const { client, user } = await signedInClient(app.url);
      await makePremium(user.id);
      const premium = await client.postForm(
        '/api/generate',
        uploadForm({ jobDescription: jobText('software'), focusAreas: 'skills', languageStyle: 'sophisticated', industrySpecificity: 'extensive' }, resumeFile('maya-chen-software.pdf')),
      );
      expect(premium.status, premium.text).toBe(200);
      const detail = ZCoverLetterDetail.parse((await client.get(`/api/cover-letters/${ZGenerateResponse.parse(premium.body).id}`)).body);
      expect(detail.settings).toMatchObject({ focusAreas: 'skills', languageStyle: 'sophisticated' });
    });
  });

  it('answers 404 for another account’s letters and resumes and changes nothing', async () => {
    const owner = await signedInClient(app.url);
    const res = await owner.client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
    expect(res.status).toBe(200);
    const gen = ZGenerateResponse.parse(res.body);
    const other = await signedInClient(app.url);
    const c = other.client;
    expect((await c.get(`/api/cover-letters/${gen.id}`)).status).toBe(404);
    expect((await c.delete(`/api/cover-letters/${gen.id}`)).status).toBe(404);
    expect((await c.get(`/api/resumes/${gen.resumeId}/file`)).status).toBe(404);
    expect((await c.delete(`/api/resumes/${gen.resumeId}`)).status).toBe(404);
    expect((await c.post('/api/regenerate', { jobDescription: 'x', resumeText: PLACEHOLDER, resumeId: gen.resumeId })).status).toBe(404);
    expect(ZCoverLetter.array().parse((await c.get('/api/cover-letters')).body)).toEqual([]);
    expect(ZResume.array().parse((await c.get('/api/resumes')).body)).toEqual([]);
    // The owner's rows are intact, and the other account's failed regenerate took no unit.
    const [letter] = await app.ctx.db.select().from(coverLetters).where(and(eq(coverLetters.id, gen.id), eq(coverLetters.userId, owner.user.id)));
    expect(letter!.content).toBe(gen.coverLetter);
    expect((await owner.client.get(`/api/resumes/${gen.resumeId}/file`)).status).toBe(200);
    expect(ZUsageLimit.parse((await c.get('/api/subscription/usage-limit')).body)).toMatchObject({ used: 0 });
  });

  it('answers 404 for a malformed or unknown letter id', async () => {
    const { client: c } = await signedInClient(app.url);
    expect((await c.get('/api/cover-letters/abc')).status).toBe(404);
    expect((await c.get('/api/cover-letters/999999999999')).status).toBe(404);
  });

  it('stores and serves a 5 MB original byte for byte', async () => {
    const { client, user } = await signedInClient(app.url);
    const bytes = new Uint8Array(randomBytes(5 * 1024 * 1024));
    // As the upload route hands it over: a temporary file in the app's upload folder.
    const temp = path.join(uploadTempDir(app.ctx), 'test-big.upload');
    fs.writeFileSync(temp, bytes);
    const resume = { filename: 'big.pdf', kind: 'pdf' as const, path: temp, size: bytes.length, text: 'Big Resume', profile: { contact: { links: [] }, skills: [], experience: [], education: [], certifications: [], projects: [], lines: [] } };
    const id = await storeWithResume(app.ctx, user.id, resume, new Date(), async (_tx, resumeId) => resumeId);
    fs.rmSync(temp, { force: true });
    const res = await client.get(`/api/resumes/${id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.compare(bodyBytes(res), Buffer.from(bytes))).toBe(0);
    expect((await client.get(`/api/resumes/${id + 1000}/file`)).status).toBe(404);
  });

  describe('download requests', () => {
    it('refuses content over the size cap (413)', async () => {
      const { client } = await signedInClient(app.url);
      const big = await client.post('/api/download/pdf', { content: 'a'.repeat(100_001) });
      expect(big.status).toBe(413);
    });

    it('refuses empty content (400)', async () => {
      const { client } = await signedInClient(app.url);
      expect((await client.post('/api/download/pdf', { content: '' })).status).toBe(400);
    });

    it('has no route for an unknown format (404)', async () => {
      const { client } = await signedInClient(app.url);
      expect((await client.post('/api/download/txt', { content: 'x' })).status).toBe(404);
    });

    it('cleans the requested filename', async () => {
      const { client } = await signedInClient(app.url);
      const named = await client.post('/api/download/docx', { content: 'Dear team,\n\nHello.', filename: 'CoverLetter_Jane Doe.docx' });
      expect(named.headers.get('content-disposition')).toMatch(/filename="CoverLetter_JaneDoe.docx"/);
    });
  });
});

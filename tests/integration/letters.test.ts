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
import { TestClient, signedInClient } from '../helpers/http-client.ts';
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

describe('cover letters', () => {
  it('generates, regenerates, downloads, lists and deletes with a PDF resume', async () => {
    const { client } = await signedInClient(app.url);
    const file = resumeFile('maya-chen-software.pdf');
    const gen = await client.postForm(
      '/api/generate',
      uploadForm({ jobDescription: jobText('software'), fullName: 'Maya Chen', companyName: 'Acme Corp', customFilename: 'CoverLetter_MayaChen_AcmeCorp' }, file),
    );
    expect(gen.status, gen.text).toBe(200);
    expect(gen.body).toMatchObject({ id: expect.any(Number), resumeId: expect.any(Number), companyName: 'Acme Corp' });
    expect(gen.body.coverLetter).toContain('Acme Corp');
    expect(gen.body.coverLetter.split(/\s+/).length).toBeGreaterThan(100);
    expect(gen.body.match.score).toBeGreaterThan(0);
    expect(Array.isArray(gen.body.match.requirements)).toBe(true);

    // The original is stored: text in the list, the exact bytes behind /file.
    const list = await client.get('/api/resumes');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: gen.body.resumeId, filename: 'maya-chen-software.pdf', kind: 'pdf' });
    expect(list.body[0].extractedText).toContain('Maya Chen');
    const original = await client.get(`/api/resumes/${gen.body.resumeId}/file`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe(MIME.pdf);
    expect(original.headers.get('content-disposition')).toMatch(/^attachment; filename="maya-chen-software.pdf"/);
    expect(Buffer.compare(original.body as Buffer, Buffer.from(file.bytes))).toBe(0);

    const regen = await client.post('/api/regenerate', {
      jobDescription: jobText('software'),
      resumeText: PLACEHOLDER,
      resumeId: gen.body.resumeId,
      fullName: 'Maya Chen',
    });
    expect(regen.status, regen.text).toBe(200);
    expect(regen.body.isRegenerated).toBe(true);
    expect(regen.body.resumeId).toBe(gen.body.resumeId);
    expect(regen.body.companyName).toBe('Acme Corp');
    expect(regen.body.coverLetter).not.toBe(gen.body.coverLetter);
    const detail = await client.get(`/api/cover-letters/${regen.body.id}`);
    expect(detail.body).toMatchObject({ isRegenerated: true, regeneratedFromId: gen.body.id, customFilename: 'CoverLetter_MayaChen_AcmeCorp' });

    const docx = await client.request('POST', '/api/download/docx', { json: { content: regen.body.coverLetter, filename: 'My Letter: Acme?' } });
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe(MIME.docx);
    expect(docx.headers.get('content-disposition')).toMatch(/^attachment; filename="MyLetter_Acme_.docx"/);
    const firstParagraph = regen.body.coverLetter.split('\n').find((l: string) => l.trim().length > 40).trim();
    expect((await docxText(docx.body as Buffer)).replace(/\s+/g, ' ')).toContain(firstParagraph.replace(/\s+/g, ' ').slice(0, 60));
    const pdf = await client.request('POST', '/api/download/pdf', { json: { content: regen.body.coverLetter } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe(MIME.pdf);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="Cover_Letter.pdf"/);
    const read = await pdfText(new Uint8Array(pdf.body as Buffer));
    expect(read.text.replace(/\s+/g, ' ')).toContain(firstParagraph.replace(/\s+/g, ' ').slice(0, 40));

    const letters = await client.get('/api/cover-letters');
    expect(letters.body.map((l: { id: number }) => l.id)).toEqual([regen.body.id, gen.body.id]);
    expect(letters.body[1]).toMatchObject({
      content: gen.body.coverLetter,
      jobDescription: jobText('software').trim(),
      companyName: 'Acme Corp',
      isRegenerated: false,
      resumeId: gen.body.resumeId,
      customFilename: 'CoverLetter_MayaChen_AcmeCorp',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    expect((await client.delete(`/api/cover-letters/${gen.body.id}`)).status).toBe(200);
    expect((await client.get(`/api/cover-letters/${gen.body.id}`)).status).toBe(404);
    expect((await client.get('/api/cover-letters')).body).toHaveLength(1);

    // Deleting the original keeps the letters' text.
    expect((await client.delete(`/api/resumes/${gen.body.resumeId}`)).status).toBe(200);
    expect((await client.get('/api/resumes')).body).toHaveLength(0);
    const kept = await client.get(`/api/cover-letters/${regen.body.id}`);
    expect(kept.body).toMatchObject({ content: regen.body.coverLetter, resumeId: null });
    const gone = await client.post('/api/regenerate', { jobDescription: 'x', resumeText: PLACEHOLDER, resumeId: gen.body.resumeId });
    expect(gone.status).toBe(404);
  });

  it('generates from a DOCX resume, honours the word band, and accepts the regenerate letterId', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await client.postForm(
      '/api/generate',
      uploadForm({ jobDescription: jobText('nursing'), wordLimit: 'concise', tone: 'formal' }, resumeFile('daniel-okafor-nursing.docx')),
    );
    expect(gen.status, gen.text).toBe(200);
    const words = gen.body.coverLetter.trim().split(/\s+/).length;
    expect(words).toBeLessThanOrEqual(230);
    const detail = await client.get(`/api/cover-letters/${gen.body.id}`);
    expect(detail.body.settings).toMatchObject({ tone: 'formal', wordLimit: 'concise', focusAreas: 'balanced' });
    const regen = await client.post('/api/regenerate', { jobDescription: jobText('nursing'), resumeText: PLACEHOLDER, resumeId: gen.body.resumeId, letterId: gen.body.id });
    expect(regen.status).toBe(200);
    expect((await client.get(`/api/cover-letters/${regen.body.id}`)).body).toMatchObject({
      regeneratedFromId: gen.body.id,
      settings: { tone: 'formal', wordLimit: 'concise' },
    });
    const file = await client.get(`/api/resumes/${gen.body.resumeId}/file`);
    expect(file.headers.get('content-type')).toBe(MIME.docx);
  });

  it('says when the resume cannot fill the chosen length instead of padding the letter', async () => {
    const { client } = await signedInClient(app.url);
    const long = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), wordLimit: 'detailed' }, resumeFile('aisha-khan-pharmacy.pdf')));
    expect(long.status, long.text).toBe(200);
    const words = long.body.coverLetter.trim().split(/\s+/).length;
    expect(words).toBeLessThan(300);
    expect(long.body.notice).toMatch(/^Your resume supports about \d+ words for this job, short of the Long length \(300–400 words\)\./);
    const short = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), wordLimit: 'concise' }, resumeFile('maya-chen-software.pdf')));
    expect(short.status, short.text).toBe(200);
    expect(short.body.notice).toBeUndefined();
  });

  it('validates the request with the SPEC messages and writes nothing', async () => {
    const { client, user } = await signedInClient(app.url);
    const blank = await client.postForm('/api/generate', uploadForm({ jobDescription: '   ' }, resumeFile('maya-chen-software.pdf')));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a job description.');
    const noFile = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Please upload your resume.');
    const badTone = await client.postForm('/api/generate', uploadForm({ jobDescription: 'x', tone: 'angry' }, resumeFile('maya-chen-software.pdf')));
    expect(badTone.status).toBe(400);
    const json = await client.post('/api/generate', { jobDescription: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    expect(await rowCounts(user.id)).toEqual({ letters: 0, resumes: 0 });
    expect((await client.get('/api/subscription/usage-limit')).body).toMatchObject({ used: 0, remainingToday: 3 });
  });

  it('needs sign-in and refuses cross-site posts', async () => {
    const anon = new TestClient(app.url);
    expect((await anon.postForm('/api/generate', uploadForm({ jobDescription: 'x' }, resumeFile('maya-chen-software.pdf')))).status).toBe(401);
    expect((await anon.post('/api/regenerate', { jobDescription: 'x', resumeId: 1 })).status).toBe(401);
    expect((await anon.post('/api/download/pdf', { content: 'Hello' })).status).toBe(401);
    expect((await anon.get('/api/cover-letters')).status).toBe(401);
    expect((await anon.get('/api/resumes')).status).toBe(401);

    const { client, user } = await signedInClient(app.url);
    const evil = new TestClient(app.url, 'https://evil.example');
    for (const [k, v] of client.cookies) evil.cookies.set(k, v);
    const res = await evil.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
    expect(res.status).toBe(403);
    expect((await evil.post('/api/download/docx', { content: 'Hello' })).status).toBe(403);
    expect(await rowCounts(user.id)).toEqual({ letters: 0, resumes: 0 });
  });

  it('refuses premium-only settings for a free account and honours them for premium', async () => {
    const { client, user } = await signedInClient(app.url);
    for (const field of ['focusAreas', 'languageStyle', 'industrySpecificity'] as const) {
      const value = { focusAreas: 'skills', languageStyle: 'sophisticated', industrySpecificity: 'extensive' }[field];
      const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), [field]: value }, resumeFile('maya-chen-software.pdf')));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Advanced customization is a Premium feature. Upgrade to use it.');
    }
    // Defaults sent explicitly are fine.
    const ok = await client.postForm(
      '/api/generate',
      uploadForm({ jobDescription: jobText('software'), focusAreas: 'balanced', languageStyle: 'moderate', industrySpecificity: 'moderate' }, resumeFile('maya-chen-software.pdf')),
    );
    expect(ok.status).toBe(200);
    const regen = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: ok.body.resumeId, focusAreas: 'skills' });
    expect(regen.status).toBe(403);
    expect((await client.get('/api/subscription/usage-limit')).body).toMatchObject({ used: 1 });

    await makePremium(user.id);
    const premium = await client.postForm(
      '/api/generate',
      uploadForm({ jobDescription: jobText('software'), focusAreas: 'skills', languageStyle: 'sophisticated', industrySpecificity: 'extensive' }, resumeFile('maya-chen-software.pdf')),
    );
    expect(premium.status, premium.text).toBe(200);
    expect((await client.get(`/api/cover-letters/${premium.body.id}`)).body.settings).toMatchObject({ focusAreas: 'skills', languageStyle: 'sophisticated' });
  });

  it('answers 404 for another account’s letters and resumes and changes nothing', async () => {
    const owner = await signedInClient(app.url);
    const gen = await owner.client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
    expect(gen.status).toBe(200);
    const other = await signedInClient(app.url);
    const c = other.client;
    expect((await c.get(`/api/cover-letters/${gen.body.id}`)).status).toBe(404);
    expect((await c.delete(`/api/cover-letters/${gen.body.id}`)).status).toBe(404);
    expect((await c.get(`/api/resumes/${gen.body.resumeId}/file`)).status).toBe(404);
    expect((await c.delete(`/api/resumes/${gen.body.resumeId}`)).status).toBe(404);
    expect((await c.post('/api/regenerate', { jobDescription: 'x', resumeText: PLACEHOLDER, resumeId: gen.body.resumeId })).status).toBe(404);
    expect((await c.get('/api/cover-letters')).body).toEqual([]);
    expect((await c.get('/api/resumes')).body).toEqual([]);
    expect((await c.get('/api/cover-letters/abc')).status).toBe(404);
    expect((await c.get('/api/cover-letters/999999999999')).status).toBe(404);
    // The owner's rows are intact, and the other account's failed regenerate took no unit.
    const [letter] = await app.ctx.db.select().from(coverLetters).where(and(eq(coverLetters.id, gen.body.id), eq(coverLetters.userId, owner.user.id)));
    expect(letter!.content).toBe(gen.body.coverLetter);
    expect((await owner.client.get(`/api/resumes/${gen.body.resumeId}/file`)).status).toBe(200);
    expect((await c.get('/api/subscription/usage-limit')).body).toMatchObject({ used: 0 });
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
    expect(Buffer.compare(res.body as Buffer, Buffer.from(bytes))).toBe(0);
    expect((await client.get(`/api/resumes/${id + 1000}/file`)).status).toBe(404);
  });

  it('checks download requests: size cap, empty content, filename', async () => {
    const { client } = await signedInClient(app.url);
    const big = await client.post('/api/download/pdf', { content: 'a'.repeat(100_001) });
    expect(big.status).toBe(413);
    expect((await client.post('/api/download/pdf', { content: '' })).status).toBe(400);
    expect((await client.post('/api/download/txt', { content: 'x' })).status).toBe(404);
    const named = await client.post('/api/download/docx', { content: 'Dear team,\n\nHello.', filename: 'CoverLetter_Jane Doe.docx' });
    expect(named.headers.get('content-disposition')).toMatch(/filename="CoverLetter_JaneDoe.docx"/);
  });
});

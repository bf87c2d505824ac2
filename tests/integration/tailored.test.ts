// Tailored resumes over HTTP: the SPEC text format, both downloads in the original's format read
// back, lengths, validation messages, the separate daily counter, owner-only access.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAILORED_SECTIONS } from '../../src/shared/style.ts';
import { tailoredResumes } from '../../src/server/db/schema.ts';
import { ZLimitError, ZResume } from '../../src/shared/letters.ts';
import { ZTailoredResponse, ZTailoredResume, ZTailoredResumeDetail } from '../../src/shared/tailored.ts';
import { ZUsageLimit } from '../../src/shared/usage.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { TestClient, signedInClient, bodyBytes } from '../helpers/http-client.ts';
import { docxText, jobText, MIME, pdfText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function tailor(client: TestClient, file: string, fields: Record<string, string> = {}) {
  return client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('software'), ...fields }, resumeFile(file)));
}

/** SPEC.md section 3: name line, contact line, then known section titles in order; entries split by blank lines. */
function checkFormat(text: string, name: string) {
  expect(text).not.toMatch(/```|^plaintext/);
  const lines = text.split('\n');
  expect(lines[0]).toBe(name);
  expect(lines[1]).toMatch(/@|\d{3}/);
  const titles = lines.filter((l) => /^[A-Z][A-Z ]+$/.test(l.trim()) && l.trim().length > 4).map((l) => l.trim());
  expect(titles.length).toBeGreaterThanOrEqual(3);
  for (const t of titles) expect(TAILORED_SECTIONS).toContain(t);
  const order = titles.map((t) => TAILORED_SECTIONS.indexOf(t as (typeof TAILORED_SECTIONS)[number]));
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(titles).toContain('EXPERIENCE');
}

function section(text: string, title: string): string {
  const start = text.indexOf(`\n${title}\n`);
  if (start < 0) return '';
  const rest = text.slice(start + title.length + 2);
  const next = rest.search(new RegExp(`\\n(${TAILORED_SECTIONS.join('|')})\\n`));
  return next < 0 ? rest : rest.slice(0, next);
}

const PDF_OPTIONS = { roleType: 'technical', preferredLength: 'medium', includeKeywords: 'true', highlightProjects: 'false', focusOnRecent: 'true' };

/** Tailors maya-chen-software.pdf with explicit options and returns the parsed answer. */
async function tailorPdf(client: TestClient) {
  const res = await tailor(client, 'maya-chen-software.pdf', PDF_OPTIONS);
  expect(res.status, res.text).toBe(200);
  return ZTailoredResponse.parse(res.body);
}

describe('tailored resumes from a PDF', () => {
  it('answers in the SPEC format with before and after match scores', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailorPdf(client);
    expect(res).toMatchObject({ id: expect.any(Number), resumeId: expect.any(Number) });
    checkFormat(res.tailoredResume, 'Maya Chen');
    expect(res.match!.score).toBeGreaterThan(0);
    expect(res.matchBefore!.score).toBeGreaterThan(0);
    expect(res.matchAfter).toEqual(res.match);
  });

  it('lists nothing in CORE COMPETENCIES that the resume does not support', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailorPdf(client);
    const resumes = ZResume.array().parse((await client.get('/api/resumes')).body);
    const original = resumes.find((r) => r.id === res.resumeId)!;
    const source = original.extractedText.toLowerCase();
    const competencies = section(res.tailoredResume, 'CORE COMPETENCIES').split(/\||\n|,/).map((s) => s.trim()).filter(Boolean);
    expect(competencies.length).toBeGreaterThan(0);
    // Supported = every word's stem is in the resume ('Mentoring' is backed by 'mentored').
    for (const c of competencies) {
      for (const word of c.toLowerCase().split(/[\s/]+/).filter((w) => w.length > 2)) {
        expect(source, `competency ${c}`).toContain(word.slice(0, Math.min(word.length, 5)));
      }
    }
  });

  it('stores it: listed with its fields, and the detail has the options and the before score', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailorPdf(client);
    const list = ZTailoredResume.array().parse((await client.get('/api/tailored-resumes')).body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: res.id,
      filename: 'maya-chen-software.pdf',
      content: res.tailoredResume,
      jobDescription: jobText('software').trim(),
      roleType: 'technical',
      preferredLength: 'medium',
      originalKind: 'pdf',
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const detail = ZTailoredResumeDetail.parse((await client.get(`/api/tailored-resumes/${res.id}`)).body);
    expect(detail.options).toEqual({ includeKeywords: true, highlightProjects: false, focusOnRecent: true });
    expect(detail.matchBefore!.score).toBe(res.matchBefore!.score);
  });

  it('downloads as a PDF, the original’s format, holding the text', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailorPdf(client);
    const download = await client.get(`/api/tailored-resumes/${res.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(MIME.pdf);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Tailored_maya-chen-software.pdf"/);
    const pdf = await pdfText(new Uint8Array(bodyBytes(download)));
    expect(pdf.text).toContain('Maya Chen');
    expect(pdf.text).toContain('EXPERIENCE');
  });

  it('serves the text as plain text, and as a .txt attachment with ?download=1', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailorPdf(client);
    const content = await client.get(`/api/tailored-resumes/${res.id}/content`);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(content.text).toBe(res.tailoredResume);
    const asFile = await client.get(`/api/tailored-resumes/${res.id}/content?download=1`);
    expect(asFile.headers.get('content-disposition')).toMatch(/^attachment; filename="Tailored_maya-chen-software.txt"/);
  });

  it('the generic download route lays the same text out as a resume with kind resume, and refuses an unknown kind', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailorPdf(client);
    const viaPost = await client.post('/api/download/docx', { content: res.tailoredResume, kind: 'resume' });
    expect(viaPost.status).toBe(200);
    expect(viaPost.headers.get('content-disposition')).toMatch(/filename="Tailored_Resume.docx"/);
    expect(await docxText(new Uint8Array(bodyBytes(viaPost)))).toContain('CORE COMPETENCIES');
    expect((await client.post('/api/download/pdf', { content: res.tailoredResume, kind: 'poster' })).status).toBe(400);
  });

  it('deletes it: gone from the list and the download route', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailorPdf(client);
    expect((await client.delete(`/api/tailored-resumes/${res.id}`)).status).toBe(200);
    expect(ZTailoredResume.array().parse((await client.get('/api/tailored-resumes')).body)).toEqual([]);
    expect((await client.get(`/api/tailored-resumes/${res.id}/download`)).status).toBe(404);
  });
});

describe('tailored resumes', () => {
  it('downloads a DOCX for a DOCX original, read back with mammoth', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailor(client, 'daniel-okafor-nursing.docx', { jobDescription: jobText('nursing') });
    expect(res.status, res.text).toBe(200);
    const tailored = ZTailoredResponse.parse(res.body);
    checkFormat(tailored.tailoredResume, 'Daniel Okafor');
    const download = await client.get(`/api/tailored-resumes/${tailored.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(MIME.docx);
    expect(download.headers.get('content-disposition')).toMatch(/filename="Tailored_daniel-okafor-nursing.docx"/);
    const text = await docxText(new Uint8Array(bodyBytes(download)));
    expect(text).toContain('Daniel Okafor');
    expect(text).toContain('PROFESSIONAL SUMMARY');
  });

  it('stores the default role, length and options when none are sent', async () => {
    const { client } = await signedInClient(app.url);
    const res = await tailor(client, 'daniel-okafor-nursing.docx', { jobDescription: jobText('nursing') });
    expect(res.status, res.text).toBe(200);
    const detail = ZTailoredResumeDetail.parse((await client.get(`/api/tailored-resumes/${ZTailoredResponse.parse(res.body).id}`)).body);
    expect(detail).toMatchObject({ roleType: 'technical', preferredLength: 'medium', options: { includeKeywords: true, highlightProjects: true, focusOnRecent: true } });
  });

  it('makes a comprehensive resume longer than a short one', async () => {
    const { client } = await signedInClient(app.url);
    const short = await tailor(client, 'maya-chen-software.pdf', { preferredLength: 'short' });
    const comprehensive = await tailor(client, 'maya-chen-software.pdf', { preferredLength: 'comprehensive' });
    expect(short.status).toBe(200);
    expect(comprehensive.status).toBe(200);
    expect(ZTailoredResponse.parse(comprehensive.body).tailoredResume.length).toBeGreaterThan(ZTailoredResponse.parse(short.body).tailoredResume.length);
  });

  describe('validates with the SPEC messages', () => {
    it('a job description under 30 characters', async () => {
      const { client } = await signedInClient(app.url);
      const short = await tailor(client, 'maya-chen-software.pdf', { jobDescription: 'Too short to be a job.' });
      expect(short.status).toBe(400);
      expect(errorMessage(short.body)).toBe('Job description must be at least 30 characters');
    });

    it('a job description of 10,000 characters, while 9,999 passes', async () => {
      const { client } = await signedInClient(app.url);
      const long = await tailor(client, 'maya-chen-software.pdf', { jobDescription: 'x'.repeat(10_000) });
      expect(long.status).toBe(400);
      expect(errorMessage(long.body)).toBe('Job description must be less than 10,000 characters');
      expect((await tailor(client, 'maya-chen-software.pdf', { jobDescription: 'x'.repeat(9_999) })).status).not.toBe(400);
    });

    it.each([
      ['roleType', 'astronaut'],
      ['preferredLength', 'epic'],
      ['includeKeywords', 'maybe'],
    ])('an unknown %s (%s)', async (field, value) => {
      const { client } = await signedInClient(app.url);
      expect((await tailor(client, 'maya-chen-software.pdf', { [field]: value })).status).toBe(400);
    });

    it('no resume file', async () => {
      const { client } = await signedInClient(app.url);
      const noFile = await client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('software') }));
      expect(noFile.status).toBe(400);
      expect(errorMessage(noFile.body)).toBe('Please upload your resume.');
    });
  });

  it('needs sign-in', async () => {
    expect((await new TestClient(app.url).postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')))).status).toBe(401);
  });

  it('has its own daily counter: 3 tailored resumes, then 403 with the limit object; cover letters unaffected', async () => {
    const { client } = await signedInClient(app.url);
    for (let i = 0; i < 3; i++) expect((await tailor(client, 'maya-chen-software.pdf')).status).toBe(200);
    const over = await tailor(client, 'maya-chen-software.pdf');
    expect(over.status).toBe(403);
    expect(ZLimitError.parse(over.body)).toMatchObject({ message: 'Daily limit reached', limit: { daily: 3, nextResetTime: expect.any(String) } });
    const usage = ZUsageLimit.parse((await client.get('/api/subscription/usage-limit')).body);
    expect(usage).toMatchObject({ used: 0, remainingToday: 3, tailoredResume: { used: 3, limit: 3, remainingToday: 0 } });
    const letter = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
    expect(letter.status).toBe(200);
  });

  it('gives exactly 3 successes to 12 concurrent requests from one free account', async (t) => {
    if (app.ctx.dbKind === 'pglite') {
      t.skip('PGlite has a single connection and serializes every statement, so it proves nothing about races; this runs on PostgreSQL');
      return;
    }
    const { client, user } = await signedInClient(app.url);
    const results = await Promise.all(Array.from({ length: 12 }, () => tailor(client, 'maya-chen-software.pdf')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(9);
    expect(await app.ctx.db.select({ id: tailoredResumes.id }).from(tailoredResumes).where(eq(tailoredResumes.userId, user.id))).toHaveLength(3);
  });

  it('answers 404 to another account for every id route and leaves the row unchanged', async () => {
    const owner = await signedInClient(app.url);
    const created = await tailor(owner.client, 'maya-chen-software.pdf');
    expect(created.status).toBe(200);
    const { id } = ZTailoredResponse.parse(created.body);
    const [before] = await app.ctx.db.select().from(tailoredResumes).where(eq(tailoredResumes.id, id));
    const { client } = await signedInClient(app.url);
    for (const path of ['', '/download', '/content']) {
      const r = await client.get(`/api/tailored-resumes/${id}${path}`);
      expect(r.status, path).toBe(404);
    }
    expect((await client.delete(`/api/tailored-resumes/${id}`)).status).toBe(404);
    expect(ZTailoredResume.array().parse((await client.get('/api/tailored-resumes')).body)).toEqual([]);
    const anon = new TestClient(app.url);
    expect((await anon.get(`/api/tailored-resumes/${id}/content`)).status).toBe(401);
    const [after] = await app.ctx.db.select().from(tailoredResumes).where(eq(tailoredResumes.id, id));
    expect(after).toEqual(before);
    expect((await owner.client.get(`/api/tailored-resumes/${id}/content`)).status).toBe(200);
  });
});

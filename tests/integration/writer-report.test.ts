// One generation, one way through: each generate, regenerate and tailor is one engine task (one
// queue slot); the writer reports which writer wrote the text, whether a model's answer was
// replaced and why, and the grounding check; the report is returned and stored; a stored profile
// of an older parser version is parsed again from the original before the writer sees it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_VERSION, ZResumeProfile } from '../../src/engine/profile/profile-schema.ts';
import { coverLetters, resumes, tailoredResumes } from '../../src/server/db/schema.ts';
import { getEngineRunner } from '../../src/server/documents/engine-runner.ts';
import { ZCoverLetterDetail, ZGenerateResponse } from '../../src/shared/letters.ts';
import { ZTailoredResponse } from '../../src/shared/tailored.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { signedInClient } from '../helpers/http-client.ts';
import { startModelTestServer, type ModelTestServer } from '../helpers/model-test-server.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { INVENTED_EMPLOYER_SENTENCE, MAYA_HONEST_LETTER, MAYA_LETTER_FULL_OF_CLAIMS, MAYA_LETTER_WITH_INVENTED_EMPLOYER } from '../helpers/model-letters.ts';

const letterForm = () => uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf'));

describe('with the built-in writer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { WORKER_THREADS: '1' } });
  });
  afterAll(() => app.close());

  const admitted = () => getEngineRunner(app.ctx).gate.stats().admitted;

  it('takes one queue slot per generate, regenerate and tailor', async () => {
    const { client } = await signedInClient(app.url);
    const before = admitted();
    const gen = await client.postForm('/api/generate', letterForm());
    expect(gen.status).toBe(200);
    expect(admitted() - before).toBe(1);

    const letter = ZGenerateResponse.parse(gen.body);
    const afterGenerate = admitted();
    const regen = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: letter.resumeId, letterId: letter.id });
    expect(regen.status).toBe(200);
    expect(admitted() - afterGenerate).toBe(1);

    const afterRegenerate = admitted();
    const tailored = await client.postForm('/api/generate-tailored-resume', letterForm());
    expect(tailored.status).toBe(200);
    expect(admitted() - afterRegenerate).toBe(1);
  });

  it('returns and stores the report: the built-in writer, no fallback, grounded', async () => {
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    expect(gen.writer).toEqual({ writer: 'builtin', requested: 'builtin', fellBack: false, grounding: { ok: true, unsupported: [] } });
    const detail = ZCoverLetterDetail.parse((await client.get(`/api/cover-letters/${gen.id}`)).body);
    expect(detail.writer).toBe('builtin');
    expect(detail.writerReport).toEqual(gen.writer);
  });

  it('reports the tailored resume’s writer and stores it', async () => {
    const { client } = await signedInClient(app.url);
    const res = ZTailoredResponse.parse((await client.postForm('/api/generate-tailored-resume', letterForm())).body);
    expect(res.writer).toMatchObject({ writer: 'builtin', fellBack: false, grounding: { ok: true } });
    const [row] = await app.ctx.db.select().from(tailoredResumes).where(eq(tailoredResumes.id, res.id));
    expect(row!.writerReport).toEqual(res.writer);
  });

  it('stores the profile with the parser version that wrote it', async () => {
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    const [row] = await app.ctx.db.select().from(resumes).where(eq(resumes.id, gen.resumeId!));
    expect(row!.profileVersion).toBe(PROFILE_VERSION);
    expect(ZResumeProfile.safeParse(row!.profile).success).toBe(true);
  });

  it('parses the original again when the stored profile is of an older version, and stores the new one', async () => {
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    // A profile an older parser wrote: another shape, an older version.
    await app.ctx.db
      .update(resumes)
      .set({ profileVersion: 0, profile: { name: 'Old Shape', jobs: ['not', 'a', 'profile'] } as never })
      .where(eq(resumes.id, gen.resumeId!));
    const regen = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: gen.resumeId, letterId: gen.id });
    expect(regen.status).toBe(200);
    const letter = ZGenerateResponse.parse(regen.body);
    expect(letter.coverLetter).toContain('Maya Chen');
    expect(letter.writer?.grounding.ok).toBe(true);
    const [row] = await app.ctx.db.select().from(resumes).where(eq(resumes.id, gen.resumeId!));
    expect(row!.profileVersion).toBe(PROFILE_VERSION);
    expect(ZResumeProfile.parse(row!.profile).name).toBe('Maya Chen');
  });

  it('parses the original again when a current-version profile fails validation', async () => {
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    await app.ctx.db.update(resumes).set({ profile: { skills: 'not a list' } as never }).where(eq(resumes.id, gen.resumeId!));
    const regen = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: gen.resumeId, letterId: gen.id });
    expect(regen.status).toBe(200);
    const [row] = await app.ctx.db.select().from(resumes).where(eq(resumes.id, gen.resumeId!));
    expect(ZResumeProfile.safeParse(row!.profile).success).toBe(true);
  });
});

describe('with a configured model', () => {
  let model: ModelTestServer;
  let app: TestApp;
  beforeAll(async () => {
    model = await startModelTestServer();
    app = await startTestApp({
      env: { WORKER_THREADS: '1', WRITER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'test-model', WRITER_TIMEOUT_MS: '5000' },
    });
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });
  beforeEach(() => {
    model.requests.length = 0;
  });

  it('says the model’s answer was replaced because it claimed a skill the resume does not support', async () => {
    const invented = 'Dear Hiring Manager,\n\nI have eleven years of COBOL and Fortran work behind me.\n\nSincerely,\nMaya Chen';
    model.script({ kind: 'text', text: invented }, { kind: 'text', text: invented });
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    expect(gen.writer).toMatchObject({ writer: 'builtin', requested: 'openai:test-model', fellBack: true, grounding: { ok: true } });
    expect(gen.writer?.reason).toMatch(/claimed the tool "(COBOL|Fortran)", which your resume does not support/);
    expect(gen.coverLetter).not.toMatch(/COBOL|Fortran/);
    const [row] = await app.ctx.db.select().from(coverLetters).where(eq(coverLetters.id, gen.id));
    expect(row!.writer).toBe('builtin');
    expect(row!.writerReport).toEqual(gen.writer);
  });

  it('keeps an honest model letter whole: requirements named as wishes and soft skills are not claims', async () => {
    model.script({ kind: 'text', text: MAYA_HONEST_LETTER });
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    expect(gen.coverLetter).toBe(MAYA_HONEST_LETTER);
    expect(gen.writer).toEqual({ writer: 'openai:test-model', requested: 'openai:test-model', fellBack: false, grounding: { ok: true, unsupported: [] } });
    expect(model.requests).toHaveLength(1);
  });

  it('takes out the sentence with an invented employer, keeps the rest, and quotes the claim in the stored report', async () => {
    model.script({ kind: 'text', text: MAYA_LETTER_WITH_INVENTED_EMPLOYER });
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    expect(gen.coverLetter).toBe(MAYA_HONEST_LETTER);
    expect(gen.writer).toMatchObject({ writer: 'openai:test-model', fellBack: false });
    expect(gen.writer?.guard).toEqual({ action: 'removed', claims: [{ kind: 'employer', text: 'Stripe', sentence: INVENTED_EMPLOYER_SENTENCE }] });
    const detail = ZCoverLetterDetail.parse((await client.get(`/api/cover-letters/${gen.id}`)).body);
    expect(detail.writerReport).toEqual(gen.writer);
  });

  it('replaces a letter whose invented claims stay after the repair turn, and quotes them', async () => {
    model.script({ kind: 'text', text: MAYA_LETTER_FULL_OF_CLAIMS }, { kind: 'text', text: MAYA_LETTER_FULL_OF_CLAIMS });
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    expect(model.requests).toHaveLength(2);
    expect(JSON.stringify(model.requests[1].body)).toContain('does not support the employer \\"Stripe\\"');
    expect(gen.writer).toMatchObject({ writer: 'builtin', fellBack: true, guard: { action: 'replaced' } });
    expect(gen.writer?.reason).toBe('it claimed the employer "Stripe", which your resume does not support');
    expect(gen.writer?.guard?.claims.map((c) => `${c.kind}:${c.text}`)).toEqual(['employer:Stripe', 'title:Staff Engineer', 'employer:Square', 'certification:CISSP']);
    expect(gen.coverLetter).not.toMatch(/Stripe|Square|CISSP/);
  });

  it('uses the model’s repaired letter and says what it took out', async () => {
    model.script({ kind: 'text', text: MAYA_LETTER_FULL_OF_CLAIMS }, { kind: 'text', text: MAYA_HONEST_LETTER });
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    expect(gen.coverLetter).toBe(MAYA_HONEST_LETTER);
    expect(gen.writer).toMatchObject({ writer: 'openai:test-model', fellBack: false, guard: { action: 'repaired' } });
    expect(gen.writer?.guard?.claims.map((c) => c.text)).toContain('Stripe');
  });

  it('says the model could not be reached when it fails, without its error text', async () => {
    model.script({ kind: 'status', status: 500 });
    const { client } = await signedInClient(app.url);
    const gen = ZGenerateResponse.parse((await client.postForm('/api/generate', letterForm())).body);
    expect(gen.writer).toMatchObject({ writer: 'builtin', requested: 'openai:test-model', fellBack: true, reason: 'the model could not be reached' });
  });
});

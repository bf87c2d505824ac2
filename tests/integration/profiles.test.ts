// The resume profile over HTTP: what the parser read, the user's correction, letters and tailored
// resumes written from it (regenerate, "use a saved resume"), the daily units they take, and who
// may read or change it (nobody but the owner).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_VERSION } from '../../src/engine/profile/profile-schema.ts';
import { resumes, users } from '../../src/server/db/schema.ts';
import { ZGenerateResponse, ZResume, type TGenerateResponse } from '../../src/shared/letters.ts';
import { PROFILE_LIMITS, ZResumeProfileView, type TEditableProfileInput, type TResumeProfileView } from '../../src/shared/profile.ts';
import { ZTailoredResponse } from '../../src/shared/tailored.ts';
import { ZUsageLimit } from '../../src/shared/usage.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { signedInClient, TestClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const logLines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: { write: (line) => void logLines.push(line) } });
});
afterAll(() => app.close());

const CORRECT_EMPLOYER = 'Quillmark Robotics';
const CORRECT_TITLE = 'Staff Platform Engineer';

async function generate(client: TestClient): Promise<TGenerateResponse> {
  const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), companyName: 'Acme Corp' }, resumeFile('maya-chen-software.pdf')));
  expect(res.status, res.text).toBe(200);
  return ZGenerateResponse.parse(res.body);
}

async function readProfile(client: TestClient, resumeId: number): Promise<TResumeProfileView> {
  const res = await client.get(`/api/resumes/${resumeId}/profile`);
  expect(res.status, res.text).toBe(200);
  return ZResumeProfileView.parse(res.body);
}

/** The reading with the first (latest) job's employer and title corrected. */
function corrected(view: TResumeProfileView): TEditableProfileInput {
  const [first, ...rest] = view.read.experience;
  return { ...view.read, experience: [{ ...first!, company: CORRECT_EMPLOYER, title: CORRECT_TITLE }, ...rest] };
}

async function saveCorrection(client: TestClient, resumeId: number, profile: TEditableProfileInput) {
  return client.put(`/api/resumes/${resumeId}/profile`, { profile });
}

async function usedToday(client: TestClient) {
  return ZUsageLimit.parse((await client.get('/api/subscription/usage-limit')).body);
}

describe('reading and correcting a profile', () => {
  it("shows the parser's reading, then keeps the correction beside it and the original", async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    const view = await readProfile(client, gen.resumeId!);
    expect(view.corrected).toBeNull();
    expect(view.read.experience.length).toBeGreaterThan(1);
    expect(view.read.experience.map((e) => e.company)).toContain('Northwind Labs');
    expect(view.read.skills).toContain('TypeScript');

    const saved = await saveCorrection(client, gen.resumeId!, corrected(view));
    expect(saved.status, saved.text).toBe(200);
    const after = await readProfile(client, gen.resumeId!);
    expect(after.corrected!.experience[0]).toMatchObject({ company: CORRECT_EMPLOYER, title: CORRECT_TITLE });
    expect(after.correctedAt).not.toBeNull();
    // The parser's reading and the original are kept as they were.
    expect(after.read).toEqual(view.read);
    expect((await client.get(`/api/resumes/${gen.resumeId}/file`)).status).toBe(200);
    const [row] = await app.ctx.db.select({ profileVersion: resumes.profileVersion }).from(resumes).where(eq(resumes.id, gen.resumeId!));
    expect(row!.profileVersion).toBe(PROFILE_VERSION);

    // The resume list says which resumes carry a correction.
    const listed = ZResume.array().parse((await client.get('/api/resumes')).body);
    expect(listed.find((r) => r.id === gen.resumeId)!.correctedAt).toBe(after.correctedAt);
    // The account export holds the correction beside the reading.
    const exported = (await client.get('/api/account/export')).body as { resumes: { id: number; correctedProfile: { experience: { company: string }[] } | null }[] };
    expect(exported.resumes.find((r) => r.id === gen.resumeId)!.correctedProfile!.experience[0]!.company).toBe(CORRECT_EMPLOYER);

    // Reset: back to the reading.
    const cleared = ZResumeProfileView.parse((await client.delete(`/api/resumes/${gen.resumeId}/profile`)).body);
    expect(cleared.corrected).toBeNull();
    expect(ZResume.array().parse((await client.get('/api/resumes')).body)[0]!.correctedAt).toBeNull();
  });

  it('reorders, adds and removes entries as saved, and keeps no parser confidence in a correction', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    const view = await readProfile(client, gen.resumeId!);
    const reordered = [...view.read.experience].reverse().slice(1);
    const profile = {
      experience: [{ title: 'Volunteer Coordinator', company: 'Food Bank of Oakland', dates: '2015 – 2016', bullets: ['Ran weekend shifts'], confidence: { title: 0.1 } }, ...reordered],
      education: [],
      certifications: ['Certified ScrumMaster'],
      skills: ['Rust', '  ', 'Go'],
    };
    expect((await saveCorrection(client, gen.resumeId!, profile)).status).toBe(200);
    const after = await readProfile(client, gen.resumeId!);
    expect(after.corrected!.experience.map((e) => e.company)).toEqual(['Food Bank of Oakland', ...reordered.map((e) => e.company)]);
    expect(after.corrected!.experience[0]!.confidence).toBeUndefined();
    expect(after.corrected!.education).toEqual([]);
    expect(after.corrected!.skills).toEqual(['Rust', 'Go']);
  });

  it("marks what the parser was unsure of from its per-field confidence", async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    // Set known values on the first entries; the rest keep the parser's own confidence.
    const [row] = await app.ctx.db.select({ profile: resumes.profile }).from(resumes).where(eq(resumes.id, gen.resumeId!));
    const profile = row!.profile;
    profile.experience[0]!.confidence = { title: 0.95, company: 0.41, dates: 0.88 };
    profile.education[0]!.confidence = { degree: 0.3, institution: 0.99 };
    await app.ctx.db.update(resumes).set({ profile }).where(eq(resumes.id, gen.resumeId!));
    const view = await readProfile(client, gen.resumeId!);
    expect(view.read.experience[0]!.confidence).toEqual({ title: 0.95, company: 0.41, dates: 0.88 });
    expect(view.read.education[0]!.confidence).toEqual({ degree: 0.3, institution: 0.99 });
    // The learned parser gives every entry a confidence of its own: it comes through as stored.
    expect(view.read.experience[1]!.confidence).toEqual(profile.experience[1]!.confidence);
    expect(Object.values(view.read.experience[1]!.confidence ?? {}).every((c) => c >= 0 && c <= 1)).toBe(true);
  });
});

describe('letters written from the correction', () => {
  it('regenerates from the corrected profile without an upload, counted as a regeneration', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    expect(gen.coverLetter).not.toContain(CORRECT_EMPLOYER);
    expect((await usedToday(client)).used).toBe(1);
    expect((await saveCorrection(client, gen.resumeId!, corrected(await readProfile(client, gen.resumeId!)))).status).toBe(200);
    // Saving a correction takes no unit.
    expect((await usedToday(client)).used).toBe(1);

    const res = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: gen.resumeId, letterId: gen.id });
    expect(res.status, res.text).toBe(200);
    const regen = ZGenerateResponse.parse(res.body);
    expect(regen.isRegenerated).toBe(true);
    expect(regen.coverLetter).toContain(CORRECT_EMPLOYER);
    expect(regen.coverLetter).toContain(CORRECT_TITLE);
    expect(regen.coverLetter).not.toContain('Northwind Labs');
    // The grounding check takes the user's statement as the resume's.
    expect(regen.writer!.grounding.ok).toBe(true);
    expect((await usedToday(client)).used).toBe(2);
    // The user's corrected facts never reach the logs.
    expect(logLines.join('\n')).not.toContain(CORRECT_EMPLOYER);
  });

  it('writes a new letter from a saved resume (no upload, no new resume row), one cover-letter unit', async () => {
    const { client, user } = await signedInClient(app.url);
    const gen = await generate(client);
    await saveCorrection(client, gen.resumeId!, corrected(await readProfile(client, gen.resumeId!)));
    const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), resumeId: String(gen.resumeId) }));
    expect(res.status, res.text).toBe(200);
    const letter = ZGenerateResponse.parse(res.body);
    expect(letter.resumeId).toBe(gen.resumeId);
    expect(letter.isRegenerated).toBe(false);
    expect(letter.coverLetter).toContain(CORRECT_EMPLOYER);
    const rows = await app.ctx.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, user.id));
    expect(rows).toHaveLength(1);
    const usage = await usedToday(client);
    expect(usage.used).toBe(2);
  });

  it('tailors a saved resume from its correction, on the tailored-resume counter', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    await saveCorrection(client, gen.resumeId!, corrected(await readProfile(client, gen.resumeId!)));
    const res = await client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('software'), resumeId: String(gen.resumeId) }));
    expect(res.status, res.text).toBe(200);
    const tailored = ZTailoredResponse.parse(res.body);
    expect(tailored.resumeId).toBe(gen.resumeId);
    expect(tailored.tailoredResume).toContain(CORRECT_EMPLOYER);
    expect(tailored.tailoredResume).toContain(CORRECT_TITLE);
    const usage = await usedToday(client);
    expect(usage.used).toBe(1);
    expect(usage.tailoredResume!.used).toBe(1);
  });

  it('keeps the correction when the parser changes: the original is read again and the correction still wins', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    await saveCorrection(client, gen.resumeId!, corrected(await readProfile(client, gen.resumeId!)));
    await app.ctx.db.update(resumes).set({ profileVersion: PROFILE_VERSION - 1 }).where(eq(resumes.id, gen.resumeId!));
    const res = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: gen.resumeId });
    expect(res.status, res.text).toBe(200);
    expect(ZGenerateResponse.parse(res.body).coverLetter).toContain(CORRECT_EMPLOYER);
    const [row] = await app.ctx.db.select().from(resumes).where(eq(resumes.id, gen.resumeId!));
    expect(row!.profileVersion).toBe(PROFILE_VERSION);
    // The fresh reading is the parser's; the correction is untouched beside it.
    expect(row!.profile.experience.map((e) => e.company)).toContain('Northwind Labs');
    expect(row!.correctedProfile!.experience[0]!.company).toBe(CORRECT_EMPLOYER);
  });

  it('refuses a regeneration from a correction once the free daily limit is used, taking nothing', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    await saveCorrection(client, gen.resumeId!, corrected(await readProfile(client, gen.resumeId!)));
    for (let i = 0; i < 2; i++) {
      expect((await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: gen.resumeId })).status).toBe(200);
    }
    const refused = await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: gen.resumeId });
    expect(refused.status).toBe(403);
    expect((await usedToday(client)).used).toBe(3);
  });

  it('a premium account regenerates from a correction without a unit counted', async () => {
    const { client, user } = await signedInClient(app.url);
    await app.ctx.db.update(users).set({ premiumUntil: new Date(Date.now() + 86_400_000), premiumSource: 'admin' }).where(eq(users.id, user.id));
    const gen = await generate(client);
    await saveCorrection(client, gen.resumeId!, corrected(await readProfile(client, gen.resumeId!)));
    expect((await client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: gen.resumeId })).status).toBe(200);
    expect((await usedToday(client)).used).toBe(0);
  });
});

describe('who may read or change a profile', () => {
  it("answers 404 to everyone but the owner, on every profile route and every way to write from it", async () => {
    const owner = await signedInClient(app.url);
    const gen = await generate(owner.client);
    const view = await readProfile(owner.client, gen.resumeId!);
    const other = await signedInClient(app.url);
    const id = gen.resumeId!;
    expect((await other.client.get(`/api/resumes/${id}/profile`)).status).toBe(404);
    expect((await saveCorrection(other.client, id, corrected(view))).status).toBe(404);
    expect((await other.client.delete(`/api/resumes/${id}/profile`)).status).toBe(404);
    expect((await other.client.post('/api/regenerate', { jobDescription: jobText('software'), resumeId: id })).status).toBe(404);
    expect((await other.client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), resumeId: String(id) }))).status).toBe(404);
    expect((await other.client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('software'), resumeId: String(id) }))).status).toBe(404);
    expect((await other.client.get('/api/resumes/999999/profile')).status).toBe(404);
    expect((await other.client.get('/api/resumes/abc/profile')).status).toBe(404);
    // Nothing was written by the refused requests, and the other account took no unit.
    const [row] = await app.ctx.db.select({ c: resumes.correctedProfile }).from(resumes).where(eq(resumes.id, id));
    expect(row!.c).toBeNull();
    expect((await usedToday(other.client)).used).toBe(0);
  });

  it('asks for sign-in, and refuses a cross-site write', async () => {
    const owner = await signedInClient(app.url);
    const gen = await generate(owner.client);
    const view = await readProfile(owner.client, gen.resumeId!);
    const anonymous = new TestClient(app.url);
    expect((await anonymous.get(`/api/resumes/${gen.resumeId}/profile`)).status).toBe(401);
    expect((await saveCorrection(anonymous, gen.resumeId!, corrected(view))).status).toBe(401);
    const res = await owner.client.request('PUT', `/api/resumes/${gen.resumeId}/profile`, { json: { profile: corrected(view) }, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await readProfile(owner.client, gen.resumeId!)).corrected).toBeNull();
  });

  it('deleting the original deletes its profile and its correction', async () => {
    const { client, user } = await signedInClient(app.url);
    const gen = await generate(client);
    await saveCorrection(client, gen.resumeId!, corrected(await readProfile(client, gen.resumeId!)));
    expect((await client.delete(`/api/resumes/${gen.resumeId}`)).status).toBe(200);
    expect((await client.get(`/api/resumes/${gen.resumeId}/profile`)).status).toBe(404);
    expect((await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), resumeId: String(gen.resumeId) }))).status).toBe(404);
    const rows = await app.ctx.db.select().from(resumes).where(and(eq(resumes.userId, user.id)));
    expect(rows).toHaveLength(0);
  });
});

describe('validation of a correction (the shared schema)', () => {
  const base = { experience: [{ title: 'Engineer', company: 'Acme', dates: '2020 – Present', bullets: [] }], education: [], certifications: [], skills: [] };

  it.each([
    ['too many skills', { ...base, skills: Array.from({ length: PROFILE_LIMITS.skills + 1 }, (_, i) => `Skill ${i}`) }, `At most ${PROFILE_LIMITS.skills} skill entries`],
    ['too many jobs', { ...base, experience: Array.from({ length: PROFILE_LIMITS.experience + 1 }, () => base.experience[0]) }, `At most ${PROFILE_LIMITS.experience} jobs`],
    ['a title too long', { ...base, experience: [{ ...base.experience[0]!, title: 'x'.repeat(PROFILE_LIMITS.field + 1) }] }, `Job title must be at most ${PROFILE_LIMITS.field} characters`],
    ['a job with neither title nor employer', { ...base, experience: [{ title: ' ', company: '', dates: '2020', bullets: [] }] }, 'Each job needs a job title or an employer'],
    ['an entry of the wrong type', { ...base, certifications: [42] }, 'Certification must be text'],
    ['no experience list', { education: [], certifications: [], skills: [] }, undefined],
  ])('refuses %s with 400 and stores nothing', async (_name, profile, message) => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    const res = await saveCorrection(client, gen.resumeId!, profile as TEditableProfileInput);
    expect(res.status).toBe(400);
    if (message) expect(errorMessage(res.body)).toBe(message);
    expect((await readProfile(client, gen.resumeId!)).corrected).toBeNull();
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await signedInClient(app.url);
    const gen = await generate(client);
    const res = await client.request('PUT', `/api/resumes/${gen.resumeId}/profile`, { body: 'profile=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });
});

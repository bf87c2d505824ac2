// The account's own data: the export holds exactly the caller's rows; deletion removes every row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingProvider } from '../../src/server/billing/provider.ts';
import { coverLetters, resumes, sessions, subscriptions, tailoredResumes, usageCounters, users } from '../../src/server/db/schema.ts';
import { ZCoverLetter, ZGenerateResponse } from '../../src/shared/letters.ts';
import { ZTailoredResponse } from '../../src/shared/tailored.ts';
import { errorMessage, ZAccountExport } from '../helpers/api-schemas.ts';
import { TestClient, signedInClient } from '../helpers/http-client.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function fillAccount(client: TestClient) {
  const letter = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), companyName: 'Acme Corp' }, resumeFile('maya-chen-software.pdf')));
  expect(letter.status, letter.text).toBe(200);
  const tailored = await client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('nursing') }, resumeFile('daniel-okafor-nursing.docx')));
  expect(tailored.status, tailored.text).toBe(200);
  return { letter: ZGenerateResponse.parse(letter.body), tailored: ZTailoredResponse.parse(tailored.body) };
}

async function rowsOf(userId: number) {
  const db = app.ctx.db;
  return {
    users: (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length,
    sessions: (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length,
    resumes: (await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, userId))).length,
    letters: (await db.select({ id: coverLetters.id }).from(coverLetters).where(eq(coverLetters.userId, userId))).length,
    tailored: (await db.select({ id: tailoredResumes.id }).from(tailoredResumes).where(eq(tailoredResumes.userId, userId))).length,
    usage: (await db.select({ used: usageCounters.used }).from(usageCounters).where(eq(usageCounters.userId, userId))).length,
  };
}

describe('account data export', () => {
  async function exportOf(me: { client: TestClient }) {
    const res = await me.client.get('/api/account/export');
    expect(res.status).toBe(200);
    return { res, data: ZAccountExport.parse(res.body) };
  }

  it('is a JSON attachment named after the account and the day', async () => {
    const me = await signedInClient(app.url);
    const { res } = await exportOf(me);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="ApplyKit_data_${me.username}_\\d{4}-\\d\\d-\\d\\d.json"`));
  });

  it('holds the caller’s account, letters, tailored resumes, originals and usage', async () => {
    const me = await signedInClient(app.url);
    const mine = await fillAccount(me.client);
    const { data } = await exportOf(me);
    expect(data.account).toMatchObject({ id: me.user.id, username: me.username, isPremium: false });
    expect(data.coverLetters.map((l) => l.id)).toEqual([mine.letter.id]);
    expect(data.coverLetters[0]).toMatchObject({ content: mine.letter.coverLetter, companyName: 'Acme Corp', resumeId: mine.letter.resumeId });
    expect(data.tailoredResumes.map((t) => t.id)).toEqual([mine.tailored.id]);
    expect(data.tailoredResumes[0]!.content).toBe(mine.tailored.tailoredResume);
    expect(data.resumes.map((r) => r.id).sort()).toEqual([mine.letter.resumeId, mine.tailored.resumeId].sort());
    expect(data.resumes.every((r) => r.extractedText.length > 100)).toBe(true);
    expect(data.usage).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'cover_letter', used: 1 }), expect.objectContaining({ kind: 'tailored_resume', used: 1 })]));
  });

  it('carries no secrets', async () => {
    const me = await signedInClient(app.url);
    await fillAccount(me.client);
    const { res } = await exportOf(me);
    // The raw text, not the parsed object: parsing would drop any field the schema does not name.
    expect(res.text).not.toMatch(/password|passwordHash|token/i);
  });

  it('holds nothing of another account', async () => {
    const me = await signedInClient(app.url);
    const other = await signedInClient(app.url);
    await fillAccount(me.client);
    const theirs = await fillAccount(other.client);
    const { res, data } = await exportOf(me);
    expect(res.text).not.toContain(other.username);
    expect(data.coverLetters.some((l) => l.id === theirs.letter.id)).toBe(false);
    expect(data.resumes.some((r) => r.id === theirs.letter.resumeId)).toBe(false);
  });

  it('needs sign-in', async () => {
    expect((await new TestClient(app.url).get('/api/account/export')).status).toBe(401);
  });
});

describe('account deletion', () => {
  it('refuses a username that is not the account’s, or none, and keeps the account', async () => {
    const me = await signedInClient(app.url);
    const other = await signedInClient(app.url);
    const wrong = await me.client.request('DELETE', '/api/account', { json: { confirmUsername: other.username } });
    expect(wrong.status).toBe(400);
    expect(errorMessage(wrong.body)).toBe('The username you typed does not match your account.');
    expect((await me.client.request('DELETE', '/api/account', { json: {} })).status).toBe(400);
    expect((await rowsOf(me.user.id)).users).toBe(1);
  });

  it('refuses a cross-site request and keeps the account', async () => {
    const me = await signedInClient(app.url);
    const evil = new TestClient(app.url, 'https://evil.example');
    for (const [k, v] of me.client.cookies) evil.cookies.set(k, v);
    expect((await evil.request('DELETE', '/api/account', { json: { confirmUsername: me.username } })).status).toBe(403);
    expect((await rowsOf(me.user.id)).users).toBe(1);
  });

  it('removes every row of the account and clears the session cookie', async () => {
    const me = await signedInClient(app.url);
    await fillAccount(me.client);
    const res = await me.client.request('DELETE', '/api/account', { json: { confirmUsername: me.username } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toMatch(/applykit_session=;/);
    expect(await rowsOf(me.user.id)).toEqual({ users: 0, sessions: 0, resumes: 0, letters: 0, tailored: 0, usage: 0 });
  });

  it('ends every session of the account, including one in another browser', async () => {
    const me = await signedInClient(app.url);
    const second = new TestClient(app.url);
    expect((await second.post('/api/login', { username: me.username, password: 'correct-horse-42' })).status).toBe(200);
    expect((await me.client.request('DELETE', '/api/account', { json: { confirmUsername: me.username } })).status).toBe(200);
    expect((await me.client.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/cover-letters')).status).toBe(401);
  });

  it('leaves another account untouched', async () => {
    const me = await signedInClient(app.url);
    const other = await signedInClient(app.url);
    await fillAccount(me.client);
    await fillAccount(other.client);
    const before = await rowsOf(other.user.id);
    expect((await me.client.request('DELETE', '/api/account', { json: { confirmUsername: me.username } })).status).toBe(200);
    expect(await rowsOf(other.user.id)).toEqual(before);
    expect(ZCoverLetter.array().parse((await other.client.get('/api/cover-letters')).body)).toHaveLength(1);
  });

  it('frees the username for a new registration', async () => {
    const me = await signedInClient(app.url);
    expect((await me.client.request('DELETE', '/api/account', { json: { confirmUsername: me.username } })).status).toBe(200);
    expect((await new TestClient(app.url).post('/api/register', { username: me.username, password: 'another-pass-1' })).status).toBe(201);
  });
});

describe('account deletion with a card subscription', () => {
  let billed: TestApp;
  const cancelled: number[] = [];
  let failCancel = false;
  const provider = {
    name: 'stripe',
    cancelAtPeriodEnd: async (user: { id: number }) => {
      if (failCancel) throw new Error('provider down');
      cancelled.push(user.id);
    },
  } as unknown as BillingProvider;
  beforeAll(async () => {
    billed = await startTestApp({ overrides: { billingProvider: provider } });
  });
  afterAll(() => billed.close());

  async function subscribe(userId: number) {
    await billed.ctx.db.insert(subscriptions).values({
      userId,
      provider: 'stripe',
      providerSubscriptionId: `sub_${userId}_${Date.now()}`,
      tier: 'monthly',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
  }

  it('keeps the account when the provider cannot stop the subscription', async () => {
    const me = await signedInClient(billed.url);
    await subscribe(me.user.id);
    failCancel = true;
    const refused = await me.client.request('DELETE', '/api/account', { json: { confirmUsername: me.username } });
    failCancel = false;
    expect(refused.status).toBe(502);
    expect((await me.client.get('/api/user')).status).toBe(200);
    expect(cancelled).not.toContain(me.user.id);
  });

  it('stops the subscription at the provider, then deletes the account and its subscription rows', async () => {
    const me = await signedInClient(billed.url);
    await subscribe(me.user.id);
    const ok = await me.client.request('DELETE', '/api/account', { json: { confirmUsername: me.username } });
    expect(ok.status).toBe(200);
    expect(cancelled).toEqual([me.user.id]);
    expect(await billed.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, me.user.id))).toEqual([]);
  });
});

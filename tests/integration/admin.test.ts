import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coverLetters, payments, resumes, subscriptions, tailoredResumes, users } from '../../src/server/db/schema.ts';
import type { Db } from '../../src/server/db/open-database.ts';
import { TestClient, signedInClient, uniqueName } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEFAULT_STYLE } from '../../src/shared/style.ts';
import type { PlanKey } from '../../src/shared/constants.ts';

const DAY = 86_400_000;

async function adminClient(app: TestApp, username: string) {
  const signed = await signedInClient(app.url, username);
  expect(signed.user.isAdmin).toBe(true);
  return signed;
}

/** Minimal RFC 4180 parser (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('admin API', () => {
  let app: TestApp;
  let admin: TestClient;
  let adminName: string;

  beforeAll(async () => {
    adminName = uniqueName('boss');
    app = await startTestApp({ env: { ADMIN_USERNAMES: adminName } });
    admin = (await adminClient(app, adminName)).client;
  });
  afterAll(() => app.close());

  it('answers every admin route by role: 401 signed out, 403 non-admin, 2xx admin', async () => {
    const { user: target } = await signedInClient(app.url);
    const { user: promotee } = await signedInClient(app.url);
    const settings = (await admin.get('/api/admin/settings')).body;
    const routes: Array<{ method: string; path: string; json?: unknown; ok?: number }> = [
      { method: 'GET', path: '/api/admin/users' },
      { method: 'PUT', path: `/api/admin/users/${target.id}`, json: { username: target.username, email: 'x@example.com', fullName: 'Target' } },
      { method: 'POST', path: `/api/admin/users/${target.id}/grant-premium`, json: { days: 1 } },
      { method: 'POST', path: `/api/admin/users/${promotee.id}/admin`, json: { isAdmin: true } },
      { method: 'GET', path: '/api/admin/admins' },
      { method: 'GET', path: '/api/admin/metrics/users' },
      { method: 'GET', path: '/api/admin/metrics/content' },
      { method: 'GET', path: '/api/admin/metrics/financial' },
      { method: 'GET', path: '/api/admin/export.csv' },
      { method: 'GET', path: '/api/admin/settings' },
      { method: 'PUT', path: '/api/admin/settings', json: settings },
      { method: 'GET', path: '/api/admin/audit-log' },
    ];
    const anonymous = new TestClient(app.url);
    const { client: member } = await signedInClient(app.url);
    for (const r of routes) {
      const init = r.json === undefined ? {} : { json: r.json };
      const signedOut = await anonymous.request(r.method, r.path, init);
      expect(signedOut.status, `${r.method} ${r.path} signed out`).toBe(401);
      const nonAdmin = await member.request(r.method, r.path, init);
      expect(nonAdmin.status, `${r.method} ${r.path} non-admin`).toBe(403);
      const asAdmin = await admin.request(r.method, r.path, init);
      expect(asAdmin.status, `${r.method} ${r.path} admin: ${asAdmin.text.slice(0, 200)}`).toBe(200);
      expect(asAdmin.headers.get('cache-control')).toBe('no-store');
    }
    // The status check answers everyone, never 401.
    expect((await anonymous.get('/api/admin/check-admin-status')).body).toEqual({ isAdmin: false });
    const memberStatus = await member.get('/api/admin/check-admin-status');
    expect(memberStatus.status).toBe(200);
    expect(memberStatus.body).toEqual({ isAdmin: false });
    expect((await admin.get('/api/admin/check-admin-status')).body).toEqual({ isAdmin: true });
    // An unknown admin path is not revealed to a non-admin.
    expect((await member.get('/api/admin/nothing-here')).status).toBe(403);
  });

  it('lists users with the SPEC admin row fields and cover letter counts', async () => {
    const { user } = await signedInClient(app.url);
    await insertLetters(app.ctx.db, user.id, [new Date(), new Date()]);
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    const row = res.body.find((u: { id: number }) => u.id === user.id);
    expect(row).toEqual({
      id: user.id,
      username: user.username,
      email: null,
      fullName: null,
      createdAt: user.createdAt,
      isPremium: false,
      subscriptionTier: null,
      premiumUntil: null,
      premiumSource: null,
      coverLetterCount: 2,
      isAdmin: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('edits username, email and full name; refuses a duplicate username, bad input and other fields', async () => {
    const { user, client: victimClient } = await signedInClient(app.url);
    const { username: taken } = await signedInClient(app.url);
    const newName = uniqueName('renamed');
    const res = await admin.put(`/api/admin/users/${user.id}`, { username: newName, email: '  ada@example.com ', fullName: 'Ada Lovelace' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: newName, email: 'ada@example.com', fullName: 'Ada Lovelace' });
    expect((await victimClient.get('/api/user')).body.username).toBe(newName);

    const cleared = await admin.put(`/api/admin/users/${user.id}`, { username: newName, email: '', fullName: '' });
    expect(cleared.body).toMatchObject({ email: null, fullName: null });

    const dup = await admin.put(`/api/admin/users/${user.id}`, { username: taken.toUpperCase(), email: '', fullName: '' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Username already exists');

    expect((await admin.put(`/api/admin/users/${user.id}`, { username: 'a b', email: '', fullName: '' })).status).toBe(400);
    const badEmail = await admin.put(`/api/admin/users/${user.id}`, { username: newName, email: 'not-an-email', fullName: '' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Enter a valid email address');
    const sneaky = await admin.put(`/api/admin/users/${user.id}`, { username: newName, email: '', fullName: '', isAdmin: true });
    expect(sneaky.status).toBe(400);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isAdmin).toBe(false);
    expect(row!.username).toBe(newName);
    expect((await admin.put('/api/admin/users/99999999', { username: uniqueName(), email: '', fullName: '' })).status).toBe(404);
    expect((await admin.put('/api/admin/users/abc', { username: uniqueName(), email: '', fullName: '' })).status).toBe(404);
  });

  it('grants premium days: twice adds up, and a premium user is extended from the current expiry', async () => {
    const { user, client } = await signedInClient(app.url);
    const before = Date.now();
    const first = await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days: 7 });
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/7 days/);
    expect(first.body.user).toMatchObject({ id: user.id, isPremium: true, premiumSource: 'admin' });
    await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days: 7 });
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    const until = row!.premiumUntil!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 14 * DAY);
    expect((await client.get('/api/user')).body.isPremium).toBe(true);

    const { user: premium } = await signedInClient(app.url);
    const expiry = new Date(Date.now() + 10 * DAY);
    await app.ctx.db.update(users).set({ premiumUntil: expiry, premiumSource: 'admin' }).where(eq(users.id, premium.id));
    await admin.post(`/api/admin/users/${premium.id}/grant-premium`, { days: 5 });
    const [extended] = await app.ctx.db.select().from(users).where(eq(users.id, premium.id));
    expect(extended!.premiumUntil!.getTime()).toBe(expiry.getTime() + 5 * DAY);

    for (const days of [0, -3, 1.5, '30', null]) {
      const bad = await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days });
      expect(bad.status, `days=${String(days)}`).toBe(400);
    }
    expect((await admin.post('/api/admin/users/99999999/grant-premium', { days: 3 })).status).toBe(404);
  });

  it('exports a CSV that parses and has no formula-leading cells', async () => {
    const dashName = `-${uniqueName('c')}`.slice(0, 32);
    const evil = [
      { username: dashName, email: '+cmd@evil.example', fullName: '=cmd()|calc!A0' },
      { username: uniqueName('q'), email: '-x@evil.example', fullName: '@SUM(1+1), "quoted"' },
      { username: uniqueName('h'), email: '', fullName: '=HYPERLINK("http://evil.example","click")' },
    ];
    for (const profile of evil) {
      const { user } = await signedInClient(app.url);
      const res = await admin.put(`/api/admin/users/${user.id}`, profile);
      expect(res.status, res.text).toBe(200);
    }
    const res = await admin.get('/api/admin/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="applykit-export-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Metric', 'Value']);
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    expect(blank).toBeGreaterThan(0);
    const header = rows[blank + 1]!;
    expect(header.slice(0, 4)).toEqual(['ID', 'Username', 'Email', 'Full name']);
    const userRows = rows.slice(blank + 2);
    const apiUsers = (await admin.get('/api/admin/users')).body as unknown[];
    expect(userRows).toHaveLength(apiUsers.length);
    for (const r of userRows) expect(r).toHaveLength(header.length);
    for (const r of rows) for (const cell of r) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
    const byName = new Map(userRows.map((r) => [r[1], r]));
    expect(byName.get(`'${dashName}`)?.slice(2, 4)).toEqual(["'+cmd@evil.example", "'=cmd()|calc!A0"]);
    expect(byName.get(evil[1]!.username)?.slice(2, 4)).toEqual(["'-x@evil.example", `'@SUM(1+1), "quoted"`]);
    expect(byName.get(evil[2]!.username)?.[3]).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });

  it('writes audit entries for every admin write and lists the latest first', async () => {
    const { user } = await signedInClient(app.url);
    await admin.put(`/api/admin/users/${user.id}`, { username: user.username, email: 'audit@example.com', fullName: '' });
    await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days: 3 });
    await admin.post(`/api/admin/users/${user.id}/admin`, { isAdmin: true });
    await admin.post(`/api/admin/users/${user.id}/admin`, { isAdmin: false });
    const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['user.grant_premium', 'user.set_admin', 'user.set_admin', 'user.update']);
    for (const r of rows) expect(r.actorUsername).toBe(adminName);
    const update = rows.find((r) => r.action === 'user.update')!;
    expect(update.details).toEqual({ changes: { email: { from: null, to: 'audit@example.com' } } });
    expect(rows.find((r) => r.action === 'user.grant_premium')!.details).toMatchObject({ days: 3 });

    const list = await admin.get('/api/admin/audit-log');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeLessThanOrEqual(100);
    expect(list.body[0]).toMatchObject({ action: 'user.set_admin', targetUserId: user.id, targetUsername: user.username, actorUsername: adminName, details: { isAdmin: false } });
    const times = list.body.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('changes the free daily limits, reads them back, audits the change and refuses bad values', async () => {
    const before = (await admin.get('/api/admin/settings')).body;
    expect(before).toEqual({ coverLetter: expect.any(Number), tailoredResume: expect.any(Number) });
    const res = await admin.put('/api/admin/settings', { coverLetter: 5, tailoredResume: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ coverLetter: 5, tailoredResume: 2 });
    expect((await admin.get('/api/admin/settings')).body).toEqual({ coverLetter: 5, tailoredResume: 2 });
    // The limit checks read the new value.
    const { client: member } = await signedInClient(app.url);
    const usage = await member.get('/api/subscription/usage-limit');
    expect(usage.body).toMatchObject({ isPremium: false, limit: 5, remainingToday: 5 });
    const [entry] = (await admin.get('/api/admin/audit-log')).body;
    expect(entry).toMatchObject({ action: 'settings.update', details: { freeDailyLimits: { from: before, to: { coverLetter: 5, tailoredResume: 2 } } } });
    for (const bad of [{ coverLetter: -1, tailoredResume: 2 }, { coverLetter: 1.5, tailoredResume: 2 }, { coverLetter: 3 }, { coverLetter: 3, tailoredResume: 3, extra: 1 }]) {
      expect((await admin.put('/api/admin/settings', bad)).status).toBe(400);
    }
    await admin.put('/api/admin/settings', before);
  });
});

describe('admin promotion rules', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps at least one admin and refuses a demoted admin at once', async () => {
    const first = await signedInClient(app.url);
    await app.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, first.user.id));
    const second = await signedInClient(app.url);

    // The only admin cannot demote themselves.
    const alone = await first.client.post(`/api/admin/users/${first.user.id}/admin`, { isAdmin: false });
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe('Cannot remove the last admin. Promote another admin first.');

    const promoted = await first.client.post(`/api/admin/users/${second.user.id}/admin`, { isAdmin: true });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: second.user.id, isAdmin: true });
    const admins = (await second.client.get('/api/admin/admins')).body;
    expect(admins.map((a: { username: string }) => a.username).sort()).toEqual([first.username, second.username].sort());

    // The newly promoted admin demotes the first one; the first one's next request is refused.
    expect((await second.client.post(`/api/admin/users/${first.user.id}/admin`, { isAdmin: false })).status).toBe(200);
    expect((await first.client.get('/api/admin/users')).status).toBe(403);
    expect((await first.client.get('/api/admin/check-admin-status')).body).toEqual({ isAdmin: false });

    const last = await second.client.post(`/api/admin/users/${second.user.id}/admin`, { isAdmin: false });
    expect(last.status).toBe(409);
    expect((await second.client.get('/api/admin/users')).status).toBe(200);
    expect((await second.client.post(`/api/admin/users/${second.user.id}/admin`, { isAdmin: 'no' })).status).toBe(400);
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    const a = await signedInClient(app.url);
    const b = await signedInClient(app.url);
    await app.ctx.db.update(users).set({ isAdmin: false });
    await app.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.user.id));
    await app.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, b.user.id));
    const results = await Promise.all([
      a.client.post(`/api/admin/users/${b.user.id}/admin`, { isAdmin: false }),
      b.client.post(`/api/admin/users/${a.user.id}/admin`, { isAdmin: false }),
    ]);
    // The loser is refused either by the last-admin rule (409) or, when the winner committed before its
    // session was read, as a non-admin (403). Never both demotions.
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
  });
});

// ---- metrics on a seeded set, on a database of its own so the counts are exact ----

async function insertLetters(db: Db, userId: number, dates: Date[]) {
  for (const createdAt of dates) {
    await db.insert(coverLetters).values({ userId, content: 'Dear team', jobDescription: 'Job', settings: DEFAULT_STYLE, createdAt });
  }
}

async function insertResume(db: Db, userId: number, createdAt: Date) {
  const [row] = await db
    .insert(resumes)
    .values({ userId, filename: 'cv.pdf', kind: 'pdf', sizeBytes: 3, fileData: new Uint8Array([1, 2, 3]), extractedText: 'cv', profile: { contact: { links: [] }, skills: [], experience: [], education: [], certifications: [], projects: [], lines: [] }, createdAt })
    .returning();
  return row!;
}

describe('admin metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('match hand-computed values for a seeded set of accounts, letters, resumes, subscriptions and payments', async () => {
    const db = app.ctx.db;
    const now = Date.now();
    const todayNoon = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate(), 12);
    const dayAt = (offset: number) => new Date(todayNoon + offset * DAY);
    const dayKey = (offset: number) => dayAt(offset).toISOString().slice(0, 10);
    const inDays = (d: number) => new Date(now + d * DAY);

    const { client: admin, user: adminUser } = await signedInClient(app.url);
    await db.update(users).set({ isAdmin: true, createdAt: dayAt(-5) }).where(eq(users.id, adminUser.id));

    const seed = async (name: string, createdAt: Date, plan: Partial<typeof users.$inferInsert> = {}) => {
      const [row] = await db.insert(users).values({ username: name, passwordHash: 'x', createdAt, ...plan }).returning();
      return row!.id;
    };
    const u1 = await seed(uniqueName('m1'), dayAt(-5), { premiumUntil: inDays(20), subscriptionTier: 'monthly', premiumSource: 'local' });
    const u2 = await seed(uniqueName('y2'), dayAt(-2), { premiumUntil: inDays(300), subscriptionTier: 'yearly', premiumSource: 'stripe' });
    const u3 = await seed(uniqueName('g3'), dayAt(0), { premiumUntil: inDays(10), premiumSource: 'admin' });
    const u4 = await seed(uniqueName('x4'), dayAt(-29), { premiumUntil: inDays(-1), subscriptionTier: 'monthly', premiumSource: 'local' });
    const u5 = await seed(uniqueName('t5'), dayAt(-30), { premiumUntil: inDays(5), subscriptionTier: 'monthly', premiumSource: 'stripe' });
    await seed(uniqueName('f6'), dayAt(-40));
    // 7 accounts; premium now: u1, u2, u3, u5.

    let subSeq = 0;
    const sub = (userId: number, tier: PlanKey, status: string, end: Date) =>
      db.insert(subscriptions).values({ userId, provider: 'local', providerSubscriptionId: `sub_${++subSeq}`, tier, status, currentPeriodEnd: end });
    await sub(u1, 'monthly', 'active', inDays(20));
    await sub(u2, 'yearly', 'active', inDays(300));
    await sub(u4, 'monthly', 'canceled', inDays(-1));
    await sub(u4, 'monthly', 'active', inDays(-2)); // stale: period over, not counted
    await sub(u5, 'monthly', 'trialing', inDays(5));
    await sub(u3, 'monthly', 'past_due', inDays(3)); // not active, not counted

    let paySeq = 0;
    const pay = (userId: number | null, cents: number, createdAt: Date) =>
      db.insert(payments).values({ userId, provider: 'local', providerPaymentId: `pay_${++paySeq}`, amountCents: cents, createdAt });
    await pay(u1, 499, dayAt(-40));
    await pay(u1, 499, dayAt(-10));
    await pay(u2, 4999, dayAt(-2));
    await pay(u4, 499, dayAt(-31));
    await pay(null, 499, dayAt(-60)); // an account since deleted: revenue, but no account left

    const r1 = await insertResume(db, u1, dayAt(-5));
    await insertResume(db, u1, dayAt(-4));
    await insertResume(db, u2, dayAt(-2));
    await insertLetters(db, u1, [dayAt(0), dayAt(0), dayAt(-1)]);
    await insertLetters(db, u2, [dayAt(-1), dayAt(-45)]);
    await insertLetters(db, adminUser.id, [dayAt(-29)]);
    await db.insert(tailoredResumes).values({
      userId: u1, resumeId: r1.id, filename: 't.pdf', originalKind: 'pdf', content: 'x', jobDescription: 'j',
      roleType: 'technical', preferredLength: 'medium', options: {}, createdAt: dayAt(-3),
    });

    const usersM = (await admin.get('/api/admin/metrics/users')).body;
    expect(usersM).toMatchObject({ totalUsers: 7, premiumUsers: 4, premiumPercentage: 57.14 });
    expect(usersM.signupsByDay).toHaveLength(30);
    expect(usersM.signupsByDay[0].day).toBe(dayKey(-29));
    expect(usersM.signupsByDay[29].day).toBe(dayKey(0));
    const signups = Object.fromEntries(usersM.signupsByDay.filter((d: { count: number }) => d.count > 0).map((d: { day: string; count: number }) => [d.day, d.count]));
    expect(signups).toEqual({ [dayKey(-29)]: 1, [dayKey(-5)]: 2, [dayKey(-2)]: 1, [dayKey(0)]: 1 });

    const contentM = (await admin.get('/api/admin/metrics/content')).body;
    expect(contentM).toMatchObject({
      totalResumes: 3,
      totalCoverLetters: 6,
      totalTailoredResumes: 1,
      avgLettersPerUser: 0.86, // 6 / 7
      avgLettersPerResume: 2, // 6 / 3
    });
    const letters = Object.fromEntries(contentM.lettersByDay.filter((d: { count: number }) => d.count > 0).map((d: { day: string; count: number }) => [d.day, d.count]));
    expect(letters).toEqual({ [dayKey(0)]: 2, [dayKey(-1)]: 2, [dayKey(-29)]: 1 });

    const moneyM = (await admin.get('/api/admin/metrics/financial')).body;
    expect(moneyM).toEqual({
      totalRevenue: 69.95, // 4.99 + 4.99 + 49.99 + 4.99 + 4.99
      mrr: 14.15, // 4.99 (u1) + 49.99 / 12 (u2) + 4.99 (u5, trialing) = 14.1458…
      arr: 169.75, // 12 × 14.1458…
      ltv: 23.32, // 69.95 / 3 accounts that ever paid (u1, u2, u4)
      conversionRate: 57.14, // 4 premium / 7 accounts
      payingAccounts: 3,
      activeSubscriptions: 3,
    });

    const csv = parseCsv((await admin.get('/api/admin/export.csv')).text.replace(/^\uFEFF/, ''));
    const metric = new Map(csv.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    expect(metric.get('Total users')).toBe('7');
    expect(metric.get('MRR (USD)')).toBe('14.15');
    expect(metric.get('Lifetime value (USD)')).toBe('23.32');
  });

  it('answers zeros, not errors, on an empty product', async () => {
    const empty = await startTestApp();
    try {
      const { client, user } = await signedInClient(empty.url);
      await empty.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
      expect((await client.get('/api/admin/metrics/financial')).body).toMatchObject({ totalRevenue: 0, mrr: 0, arr: 0, ltv: 0, conversionRate: 0 });
      expect((await client.get('/api/admin/metrics/content')).body).toMatchObject({ avgLettersPerUser: 0, avgLettersPerResume: 0 });
    } finally {
      await empty.close();
    }
  });
});

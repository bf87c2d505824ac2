import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coverLetters, payments, resumes, subscriptions, tailoredResumes, users } from '../../src/server/db/schema.ts';
import type { Db } from '../../src/server/db/open-database.ts';
import {
  ZAdminAccount,
  ZAdminSettings,
  ZAdminStatus,
  ZAdminUser,
  ZAuditEntry,
  ZContentMetrics,
  ZFinancialMetrics,
  ZGrantPremiumResponse,
  ZUserMetrics,
  type TAdminSettings,
} from '../../src/shared/admin.ts';
import { ZUser, type TUser } from '../../src/shared/auth.ts';
import { ZUsageLimit } from '../../src/shared/usage.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { type ClientResponse, TestClient, signedInClient, uniqueName } from '../helpers/http-client.ts';
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

  describe('every admin route by role', () => {
    type Route = { method: string; path: string; json?: unknown };
    let routes: Route[];
    let anonymous: TestClient;
    let member: TestClient;
    beforeAll(async () => {
      const { user: target } = await signedInClient(app.url);
      const { user: promotee } = await signedInClient(app.url);
      const settings = ZAdminSettings.parse((await admin.get('/api/admin/settings')).body);
      routes = [
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
      anonymous = new TestClient(app.url);
      member = (await signedInClient(app.url)).client;
    });
    const init = (r: Route) => (r.json === undefined ? {} : { json: r.json });

    it('answers 401 signed out', async () => {
      for (const r of routes) {
        const signedOut = await anonymous.request(r.method, r.path, init(r));
        expect(signedOut.status, `${r.method} ${r.path} signed out`).toBe(401);
      }
    });

    it('answers 403 to a non-admin', async () => {
      for (const r of routes) {
        const nonAdmin = await member.request(r.method, r.path, init(r));
        expect(nonAdmin.status, `${r.method} ${r.path} non-admin`).toBe(403);
      }
    });

    it('answers 200 to an admin, not cached', async () => {
      for (const r of routes) {
        const asAdmin = await admin.request(r.method, r.path, init(r));
        expect(asAdmin.status, `${r.method} ${r.path} admin: ${asAdmin.text.slice(0, 200)}`).toBe(200);
        expect(asAdmin.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('does not reveal an unknown admin path to a non-admin', async () => {
      expect((await member.get('/api/admin/nothing-here')).status).toBe(403);
    });
  });

  it('the admin status check answers everyone, never 401', async () => {
    const anonymous = new TestClient(app.url);
    const { client: member } = await signedInClient(app.url);
    expect(ZAdminStatus.parse((await anonymous.get('/api/admin/check-admin-status')).body)).toEqual({ isAdmin: false });
    const memberStatus = await member.get('/api/admin/check-admin-status');
    expect(memberStatus.status).toBe(200);
    expect(ZAdminStatus.parse(memberStatus.body)).toEqual({ isAdmin: false });
    expect(ZAdminStatus.parse((await admin.get('/api/admin/check-admin-status')).body)).toEqual({ isAdmin: true });
  });

  it('lists users with the SPEC admin row fields and cover letter counts', async () => {
    const { user } = await signedInClient(app.url);
    await insertLetters(app.ctx.db, user.id, [new Date(), new Date()]);
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    // Strict: a row carries exactly the SPEC fields.
    const row = ZAdminUser.strict().array().parse(res.body).find((u) => u.id === user.id);
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
    expect(res.text).not.toMatch(/password/i);
  });

  describe('editing a user', () => {
    const edit = (id: number | string, json: Record<string, unknown>) => admin.put(`/api/admin/users/${id}`, json);

    it('changes username, email (trimmed) and full name, and the user sees the new name', async () => {
      const { user, client: victimClient } = await signedInClient(app.url);
      const newName = uniqueName('renamed');
      const res = await edit(user.id, { username: newName, email: '  ada@example.com ', fullName: 'Ada Lovelace' });
      expect(res.status).toBe(200);
      expect(ZAdminUser.parse(res.body)).toMatchObject({ id: user.id, username: newName, email: 'ada@example.com', fullName: 'Ada Lovelace' });
      expect(ZUser.parse((await victimClient.get('/api/user')).body).username).toBe(newName);
    });

    it('clears email and full name sent empty', async () => {
      const { user } = await signedInClient(app.url);
      await edit(user.id, { username: user.username, email: 'ada@example.com', fullName: 'Ada' });
      const cleared = await edit(user.id, { username: user.username, email: '', fullName: '' });
      expect(ZAdminUser.parse(cleared.body)).toMatchObject({ email: null, fullName: null });
    });

    it('refuses a username taken in any case (409)', async () => {
      const { user } = await signedInClient(app.url);
      const { username: taken } = await signedInClient(app.url);
      const dup = await edit(user.id, { username: taken.toUpperCase(), email: '', fullName: '' });
      expect(dup.status).toBe(409);
      expect(errorMessage(dup.body)).toBe('Username already exists');
    });

    it('refuses a bad username and a bad email with the SPEC message', async () => {
      const { user } = await signedInClient(app.url);
      expect((await edit(user.id, { username: 'a b', email: '', fullName: '' })).status).toBe(400);
      const badEmail = await edit(user.id, { username: user.username, email: 'not-an-email', fullName: '' });
      expect(badEmail.status).toBe(400);
      expect(errorMessage(badEmail.body)).toBe('Enter a valid email address');
    });

    it('refuses any other field and changes nothing', async () => {
      const { user } = await signedInClient(app.url);
      const newName = uniqueName('renamed');
      const sneaky = await edit(user.id, { username: newName, email: '', fullName: '', isAdmin: true });
      expect(sneaky.status).toBe(400);
      const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.isAdmin).toBe(false);
      expect(row!.username).toBe(user.username);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await edit(99999999, { username: uniqueName(), email: '', fullName: '' })).status).toBe(404);
      expect((await edit('abc', { username: uniqueName(), email: '', fullName: '' })).status).toBe(404);
    });
  });

  describe('granting premium days', () => {
    it('makes a free user premium from the admin, and a second grant adds up', async () => {
      const { user, client } = await signedInClient(app.url);
      const before = Date.now();
      const first = await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days: 7 });
      expect(first.status).toBe(200);
      const granted = ZGrantPremiumResponse.parse(first.body);
      expect(granted.message).toMatch(/7 days/);
      expect(granted.user).toMatchObject({ id: user.id, isPremium: true, premiumSource: 'admin' });
      await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days: 7 });
      const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
      const until = row!.premiumUntil!.getTime();
      expect(until).toBeGreaterThanOrEqual(before + 14 * DAY);
      expect(until).toBeLessThanOrEqual(Date.now() + 14 * DAY);
      expect(ZUser.parse((await client.get('/api/user')).body).isPremium).toBe(true);
    });

    it('extends a premium user from the current expiry', async () => {
      const { user: premium } = await signedInClient(app.url);
      const expiry = new Date(Date.now() + 10 * DAY);
      await app.ctx.db.update(users).set({ premiumUntil: expiry, premiumSource: 'admin' }).where(eq(users.id, premium.id));
      await admin.post(`/api/admin/users/${premium.id}/grant-premium`, { days: 5 });
      const [extended] = await app.ctx.db.select().from(users).where(eq(users.id, premium.id));
      expect(extended!.premiumUntil!.getTime()).toBe(expiry.getTime() + 5 * DAY);
    });

    it.each([0, -3, 1.5, '30', null])('refuses days=%s', async (days) => {
      const { user } = await signedInClient(app.url);
      const bad = await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days });
      expect(bad.status, `days=${String(days)}`).toBe(400);
    });

    it('answers 404 for an unknown user', async () => {
      expect((await admin.post('/api/admin/users/99999999/grant-premium', { days: 3 })).status).toBe(404);
    });
  });

  describe('the CSV export, with hostile profile text', () => {
    const dashName = `-${uniqueName('c')}`.slice(0, 32);
    const evil = [
      { username: dashName, email: '+cmd@evil.example', fullName: '=cmd()|calc!A0' },
      { username: uniqueName('q'), email: '-x@evil.example', fullName: '@SUM(1+1), "quoted"' },
      { username: uniqueName('h'), email: '', fullName: '=HYPERLINK("http://evil.example","click")' },
    ];
    let res: ClientResponse;
    let rows: string[][];
    beforeAll(async () => {
      for (const profile of evil) {
        const { user } = await signedInClient(app.url);
        const edited = await admin.put(`/api/admin/users/${user.id}`, profile);
        expect(edited.status, edited.text).toBe(200);
      }
      res = await admin.get('/api/admin/export.csv');
      rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    });
    const userSection = () => {
      const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
      return { blank, header: rows[blank + 1]!, userRows: rows.slice(blank + 2) };
    };

    it('is a dated CSV attachment', () => {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="applykit-export-\d{4}-\d{2}-\d{2}\.csv"$/);
    });

    it('parses: metrics, a blank line, then one full-width row per user', async () => {
      expect(rows[0]).toEqual(['Metric', 'Value']);
      const { blank, header, userRows } = userSection();
      expect(blank).toBeGreaterThan(0);
      expect(header.slice(0, 4)).toEqual(['ID', 'Username', 'Email', 'Full name']);
      const apiUsers = ZAdminUser.array().parse((await admin.get('/api/admin/users')).body);
      expect(userRows).toHaveLength(apiUsers.length);
      for (const r of userRows) expect(r).toHaveLength(header.length);
    });

    it('has no formula-leading cell', () => {
      for (const r of rows) for (const cell of r) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
    });

    it('keeps the hostile text, quote-prefixed', () => {
      const byName = new Map(userSection().userRows.map((r) => [r[1], r]));
      expect(byName.get(`'${dashName}`)?.slice(2, 4)).toEqual(["'+cmd@evil.example", "'=cmd()|calc!A0"]);
      expect(byName.get(evil[1]!.username)?.slice(2, 4)).toEqual(["'-x@evil.example", `'@SUM(1+1), "quoted"`]);
      expect(byName.get(evil[2]!.username)?.[3]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    });
  });

  describe('the audit log', () => {
    let user: TUser;
    beforeAll(async () => {
      user = (await signedInClient(app.url)).user;
      await admin.put(`/api/admin/users/${user.id}`, { username: user.username, email: 'audit@example.com', fullName: '' });
      await admin.post(`/api/admin/users/${user.id}/grant-premium`, { days: 3 });
      await admin.post(`/api/admin/users/${user.id}/admin`, { isAdmin: true });
      await admin.post(`/api/admin/users/${user.id}/admin`, { isAdmin: false });
    });

    it('has one entry per admin write, by the acting admin', async () => {
      const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
      expect(rows.map((r) => r.action).sort()).toEqual(['user.grant_premium', 'user.set_admin', 'user.set_admin', 'user.update']);
      for (const r of rows) expect(r.actorUsername).toBe(adminName);
    });

    it('records what changed', async () => {
      const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
      const update = rows.find((r) => r.action === 'user.update')!;
      expect(update.details).toEqual({ changes: { email: { from: null, to: 'audit@example.com' } } });
      expect(rows.find((r) => r.action === 'user.grant_premium')!.details).toMatchObject({ days: 3 });
    });

    it('lists at most 100 entries, latest first', async () => {
      const list = await admin.get('/api/admin/audit-log');
      expect(list.status).toBe(200);
      const entries = ZAuditEntry.array().parse(list.body);
      expect(entries.length).toBeLessThanOrEqual(100);
      expect(entries[0]).toMatchObject({ action: 'user.set_admin', targetUserId: user.id, targetUsername: user.username, actorUsername: adminName, details: { isAdmin: false } });
      const times = entries.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });
  });

  describe('the free daily limits setting', () => {
    let before: TAdminSettings;
    beforeAll(async () => {
      before = ZAdminSettings.parse((await admin.get('/api/admin/settings')).body);
    });
    afterEach(async () => {
      expect((await admin.put('/api/admin/settings', before)).status).toBe(200);
    });
    const change = async () => {
      const res = await admin.put('/api/admin/settings', { coverLetter: 5, tailoredResume: 2 });
      expect(res.status).toBe(200);
      return res;
    };

    it('answers the two limits', () => {
      expect(before).toEqual({ coverLetter: expect.any(Number), tailoredResume: expect.any(Number) });
    });

    it('changes them and reads them back', async () => {
      const res = await change();
      expect(ZAdminSettings.parse(res.body)).toEqual({ coverLetter: 5, tailoredResume: 2 });
      expect(ZAdminSettings.parse((await admin.get('/api/admin/settings')).body)).toEqual({ coverLetter: 5, tailoredResume: 2 });
    });

    it('the limit checks read the new value', async () => {
      await change();
      const { client: member } = await signedInClient(app.url);
      const usage = ZUsageLimit.parse((await member.get('/api/subscription/usage-limit')).body);
      expect(usage).toMatchObject({ isPremium: false, limit: 5, remainingToday: 5 });
    });

    it('audits the change', async () => {
      await change();
      const [entry] = ZAuditEntry.array().parse((await admin.get('/api/admin/audit-log')).body);
      expect(entry).toMatchObject({ action: 'settings.update', details: { freeDailyLimits: { from: before, to: { coverLetter: 5, tailoredResume: 2 } } } });
    });

    it.each([
      { coverLetter: -1, tailoredResume: 2 },
      { coverLetter: 1.5, tailoredResume: 2 },
      { coverLetter: 3 },
      { coverLetter: 3, tailoredResume: 3, extra: 1 },
    ])('refuses %o', async (bad) => {
      expect((await admin.put('/api/admin/settings', bad)).status).toBe(400);
    });
  });
});

describe('admin promotion rules', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** Two accounts; only `first` is an admin (every other account is demoted). */
  async function oneAdmin() {
    const first = await signedInClient(app.url);
    const second = await signedInClient(app.url);
    await app.ctx.db.update(users).set({ isAdmin: false });
    await app.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, first.user.id));
    return { first, second };
  }
  const setAdmin = (client: TestClient, id: number, isAdmin: unknown) => client.post(`/api/admin/users/${id}/admin`, { isAdmin });

  it('the only admin cannot demote themselves', async () => {
    const { first } = await oneAdmin();
    const alone = await setAdmin(first.client, first.user.id, false);
    expect(alone.status).toBe(409);
    expect(errorMessage(alone.body)).toBe('Cannot remove the last admin. Promote another admin first.');
  });

  it('an admin promotes another account, which is then listed with the admins', async () => {
    const { first, second } = await oneAdmin();
    const promoted = await setAdmin(first.client, second.user.id, true);
    expect(promoted.status).toBe(200);
    expect(ZAdminUser.parse(promoted.body)).toMatchObject({ id: second.user.id, isAdmin: true });
    const admins = ZAdminAccount.array().parse((await second.client.get('/api/admin/admins')).body);
    expect(admins.map((a) => a.username).sort()).toEqual([first.username, second.username].sort());
  });

  it('a demoted admin’s next request is refused', async () => {
    const { first, second } = await oneAdmin();
    expect((await setAdmin(first.client, second.user.id, true)).status).toBe(200);
    expect((await setAdmin(second.client, first.user.id, false)).status).toBe(200);
    expect((await first.client.get('/api/admin/users')).status).toBe(403);
    expect(ZAdminStatus.parse((await first.client.get('/api/admin/check-admin-status')).body)).toEqual({ isAdmin: false });
  });

  it('the last admin left after a demotion keeps the role and access', async () => {
    const { first, second } = await oneAdmin();
    expect((await setAdmin(first.client, second.user.id, true)).status).toBe(200);
    expect((await setAdmin(second.client, first.user.id, false)).status).toBe(200);
    const last = await setAdmin(second.client, second.user.id, false);
    expect(last.status).toBe(409);
    expect((await second.client.get('/api/admin/users')).status).toBe(200);
  });

  it('refuses an isAdmin that is not a boolean', async () => {
    const { first, second } = await oneAdmin();
    expect((await setAdmin(first.client, second.user.id, 'no')).status).toBe(400);
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

  // One seeded set of accounts, letters, resumes, subscriptions and payments; every figure is hand-computed.
  const now = Date.now();
  const todayNoon = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate(), 12);
  const dayAt = (offset: number) => new Date(todayNoon + offset * DAY);
  const dayKey = (offset: number) => dayAt(offset).toISOString().slice(0, 10);
  const inDays = (d: number) => new Date(now + d * DAY);
  let admin: TestClient;

  beforeAll(async () => {
    const db = app.ctx.db;
    const signed = await signedInClient(app.url);
    admin = signed.client;
    const adminUser = signed.user;
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
  });

  it('user metrics: totals, premium share and signups over the last 30 days', async () => {
    const usersM = ZUserMetrics.parse((await admin.get('/api/admin/metrics/users')).body);
    expect(usersM).toMatchObject({ totalUsers: 7, premiumUsers: 4, premiumPercentage: 57.14 });
    expect(usersM.signupsByDay).toHaveLength(30);
    expect(usersM.signupsByDay[0].day).toBe(dayKey(-29));
    expect(usersM.signupsByDay[29].day).toBe(dayKey(0));
    const signups = Object.fromEntries(usersM.signupsByDay.filter((d) => d.count > 0).map((d) => [d.day, d.count]));
    expect(signups).toEqual({ [dayKey(-29)]: 1, [dayKey(-5)]: 2, [dayKey(-2)]: 1, [dayKey(0)]: 1 });
  });

  it('content metrics: totals, averages and letters by day', async () => {
    const contentM = ZContentMetrics.parse((await admin.get('/api/admin/metrics/content')).body);
    expect(contentM).toMatchObject({
      totalResumes: 3,
      totalCoverLetters: 6,
      totalTailoredResumes: 1,
      avgLettersPerUser: 0.86, // 6 / 7
      avgLettersPerResume: 2, // 6 / 3
    });
    const letters = Object.fromEntries(contentM.lettersByDay.filter((d) => d.count > 0).map((d) => [d.day, d.count]));
    expect(letters).toEqual({ [dayKey(0)]: 2, [dayKey(-1)]: 2, [dayKey(-29)]: 1 });
  });

  it('financial metrics: revenue, MRR, ARR, LTV, conversion, paying accounts and active subscriptions', async () => {
    const moneyM = ZFinancialMetrics.parse((await admin.get('/api/admin/metrics/financial')).body);
    expect(moneyM).toEqual({
      totalRevenue: 69.95, // 4.99 + 4.99 + 49.99 + 4.99 + 4.99
      mrr: 14.15, // 4.99 (u1) + 49.99 / 12 (u2) + 4.99 (u5, trialing) = 14.1458…
      arr: 169.75, // 12 × 14.1458…
      ltv: 23.32, // 69.95 / 3 accounts that ever paid (u1, u2, u4)
      conversionRate: 57.14, // 4 premium / 7 accounts
      payingAccounts: 3,
      activeSubscriptions: 3,
    });
  });

  it('the CSV export carries the same figures', async () => {
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
      expect(ZFinancialMetrics.parse((await client.get('/api/admin/metrics/financial')).body)).toMatchObject({ totalRevenue: 0, mrr: 0, arr: 0, ltv: 0, conversionRate: 0 });
      expect(ZContentMetrics.parse((await client.get('/api/admin/metrics/content')).body)).toMatchObject({ avgLettersPerUser: 0, avgLettersPerResume: 0 });
    } finally {
      await empty.close();
    }
  });
});

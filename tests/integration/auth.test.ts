import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema.ts';
import { ZUser } from '../../src/shared/auth.ts';
import { errorMessage, ZErrorBody, ZHealth } from '../helpers/api-schemas.ts';
import { TestClient, signedInClient, uniqueName } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('accounts and sessions', () => {
  it('registers a free, non-admin account and answers it without the password hash', async () => {
    const username = uniqueName('Reg');
    const res = await new TestClient(app.url).post('/api/register', { username, password: 'secret1' });
    expect(res.status).toBe(201);
    // The raw body: parsing would strip a field the schema does not name.
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(ZUser.parse(res.body)).toMatchObject({ username, isPremium: false, isAdmin: false });
  });

  it('signs in on register with an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await new TestClient(app.url).post('/api/register', { username: uniqueName('Reg'), password: 'secret1' });
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('answers the current user, not cached', async () => {
    const client = new TestClient(app.url);
    const username = uniqueName('Reg');
    expect((await client.post('/api/register', { username, password: 'secret1' })).status).toBe(201);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(ZUser.parse(me.body).username).toBe(username);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a duplicate username in any case', async () => {
    const username = uniqueName('Dup');
    await signedInClient(app.url, username);
    const res = await new TestClient(app.url).post('/api/register', { username: username.toUpperCase(), password: 'secret1' });
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toBe('Username already exists');
  });

  describe('validates register and login input with SPEC messages', () => {
    it('register without a username and password', async () => {
      const res = await new TestClient(app.url).post('/api/register', { username: '', password: '' });
      expect(errorMessage(res.body)).toBe('Username and password are required');
    });

    it('register with a five-character password', async () => {
      const res = await new TestClient(app.url).post('/api/register', { username: uniqueName(), password: '12345' });
      expect(errorMessage(res.body)).toBe('Password must be at least 6 characters long');
    });

    it('register with a space in the username', async () => {
      const bad = await new TestClient(app.url).post('/api/register', { username: 'a b', password: 'secret1' });
      expect(bad.status).toBe(400);
    });

    it('login without a password', async () => {
      const res = await new TestClient(app.url).post('/api/login', { username: 'x' });
      expect(errorMessage(res.body)).toBe('Username and password are required');
    });
  });

  it('answers 401 for the current user without a session', async () => {
    expect((await new TestClient(app.url).get('/api/user')).status).toBe(401);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const client = new TestClient(app.url);
    const { username } = await signedInClient(app.url);
    const wrong = await client.post('/api/login', { username, password: 'not-the-password' });
    const unknown = await client.post('/api/login', { username: uniqueName('ghost'), password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorMessage(wrong.body)).toBe('Invalid username or password');
    expect(errorMessage(unknown.body)).toBe(errorMessage(wrong.body));
  });

  it('logs in case-insensitively, answering the stored username', async () => {
    const { username } = await signedInClient(app.url);
    const login = await new TestClient(app.url).post('/api/login', { username: username.toUpperCase(), password: 'correct-horse-42' });
    expect(login.status).toBe(200);
    expect(ZUser.parse(login.body).username).toBe(username);
  });

  it('issues a fresh session token on login, never the one the client brought or another session’s', async () => {
    const { username, client: first } = await signedInClient(app.url);
    const client = new TestClient(app.url);
    client.cookies.set('applykit_session', 'attacker-chosen-token');
    expect((await client.post('/api/login', { username, password: 'correct-horse-42' })).status).toBe(200);
    const token = client.cookies.get('applykit_session')!;
    expect(token).not.toBe('attacker-chosen-token');
    expect(token).not.toBe(first.cookies.get('applykit_session'));
  });

  it('logout ends the session on the server: a copy of the token stops working', async () => {
    const { client } = await signedInClient(app.url);
    const stolen = new TestClient(app.url);
    stolen.cookies.set('applykit_session', client.cookies.get('applykit_session')!);
    expect((await stolen.get('/api/user')).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await stolen.get('/api/user')).status).toBe(401);
  });

  it('stores only a hash of the session token, and an argon2id hash of the password', async () => {
    const { client, user } = await signedInClient(app.url);
    const token = client.cookies.get('applykit_session')!;
    expect(token.length).toBeGreaterThanOrEqual(22); // >= 128 bits
    const rows = await app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    const [u] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses cross-site state changes, whatever the content type', async () => {
    const evil = new TestClient(app.url, 'https://evil.example');
    const res = await evil.post('/api/register', { username: uniqueName(), password: 'secret1' });
    expect(res.status).toBe(403);
    const form = new FormData();
    form.set('username', uniqueName());
    expect((await evil.postForm('/api/login', form)).status).toBe(403);
    const noOrigin = new TestClient(app.url, null);
    const site = await noOrigin.request('POST', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(site.status).toBe(403);
  });

  it('answers 415 for a non-JSON body', async () => {
    const text = await new TestClient(app.url).request('POST', '/api/login', { body: 'username=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('answers 400 for malformed JSON', async () => {
    const client = new TestClient(app.url);
    const bad = await client.request('POST', '/api/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toBe('Malformed JSON body');
  });

  describe('throttling repeated failures for a username', () => {
    async function failEightTimes(client: TestClient, username: string) {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await client.post('/api/login', { username, password: `wrong-${i}` })).status);
      return statuses;
    }

    it('answers 401 five times, then 429', async () => {
      const { username } = await signedInClient(app.url);
      const statuses = await failEightTimes(new TestClient(app.url), username);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses).toContain(429);
    });

    it('then refuses even the right password, with a Retry-After', async () => {
      const { username } = await signedInClient(app.url);
      const client = new TestClient(app.url);
      await failEightTimes(client, username);
      const blocked = await client.post('/api/login', { username, password: 'correct-horse-42' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('lets the real user back in after a wait', async () => {
      const { username } = await signedInClient(app.url);
      const client = new TestClient(app.url);
      await failEightTimes(client, username);
      app.setClockOffset(6 * 60_000);
      try {
        expect((await client.post('/api/login', { username, password: 'correct-horse-42' })).status).toBe(200);
      } finally {
        app.setClockOffset(0);
      }
    });
  });

  it('reports health with the database kind, with nosniff', async () => {
    const health = await new TestClient(app.url).get('/api/health');
    expect(health.status).toBe(200);
    expect(ZHealth.parse(health.body)).toEqual({ status: 'ok', database: app.ctx.dbKind });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const missing = await new TestClient(app.url).get('/api/nope');
    expect(missing.status).toBe(404);
    expect(ZErrorBody.parse(missing.body).code).toBe('NOT_FOUND');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema.ts';
import { TestClient, signedInClient, uniqueName } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('accounts and sessions', () => {
  it('registers, answers the current user, and signs in on register', async () => {
    const client = new TestClient(app.url);
    const username = uniqueName('Reg');
    const res = await client.post('/api/register', { username, password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username, isPremium: false, isAdmin: false });
    expect(res.body).not.toHaveProperty('passwordHash');
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a duplicate username in any case', async () => {
    const username = uniqueName('Dup');
    await signedInClient(app.url, username);
    const res = await new TestClient(app.url).post('/api/register', { username: username.toUpperCase(), password: 'secret1' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Username already exists');
  });

  it('validates register and login input with SPEC messages', async () => {
    const client = new TestClient(app.url);
    expect((await client.post('/api/register', { username: '', password: '' })).body.message).toBe(
      'Username and password are required',
    );
    expect((await client.post('/api/register', { username: uniqueName(), password: '12345' })).body.message).toBe(
      'Password must be at least 6 characters long',
    );
    const bad = await client.post('/api/register', { username: 'a b', password: 'secret1' });
    expect(bad.status).toBe(400);
    expect((await client.post('/api/login', { username: 'x' })).body.message).toBe('Username and password are required');
  });

  it('answers 401 without a session and the same error for unknown user and wrong password', async () => {
    const client = new TestClient(app.url);
    expect((await client.get('/api/user')).status).toBe(401);
    const { username } = await signedInClient(app.url);
    const wrong = await client.post('/api/login', { username, password: 'not-the-password' });
    const unknown = await client.post('/api/login', { username: uniqueName('ghost'), password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('logs in (case-insensitively), rotates the token, and logout kills it server-side', async () => {
    const { username, client: first } = await signedInClient(app.url);
    const client = new TestClient(app.url);
    client.cookies.set('applykit_session', 'attacker-chosen-token');
    const login = await client.post('/api/login', { username: username.toUpperCase(), password: 'correct-horse-42' });
    expect(login.status).toBe(200);
    expect(login.body.username).toBe(username);
    const token = client.cookies.get('applykit_session')!;
    expect(token).not.toBe('attacker-chosen-token');
    expect(token).not.toBe(first.cookies.get('applykit_session'));

    const stolen = new TestClient(app.url);
    stolen.cookies.set('applykit_session', token);
    expect((await stolen.get('/api/user')).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await stolen.get('/api/user')).status).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
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

  it('answers 415 for non-JSON bodies and 400 for malformed JSON', async () => {
    const client = new TestClient(app.url);
    const text = await client.request('POST', '/api/login', { body: 'username=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const bad = await client.request('POST', '/api/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Malformed JSON body');
  });

  it('throttles repeated failures for a username, and a wait lets the real user back in', async () => {
    const { username } = await signedInClient(app.url);
    const client = new TestClient(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await client.post('/api/login', { username, password: `wrong-${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    const blocked = await client.post('/api/login', { username, password: 'correct-horse-42' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    app.setClockOffset(6 * 60_000);
    try {
      expect((await client.post('/api/login', { username, password: 'correct-horse-42' })).status).toBe(200);
    } finally {
      app.setClockOffset(0);
    }
  });

  it('reports health with the database kind and 404s unknown API paths as JSON', async () => {
    const client = new TestClient(app.url);
    const health = await client.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    const missing = await client.get('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

// Login throttling under abuse: parallel guesses are counted before the password is checked, nobody can lock
// another person out, and a spoofed X-Forwarded-For entry neither escapes the throttle nor lands on a victim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  // One trusted proxy in front: the client is the right-most X-Forwarded-For entry.
  app = await startTestApp({ env: { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' } });
});
afterAll(() => app.close());

const login = (username: string, password: string, forwardedFor: string) =>
  new TestClient(app.url).request('POST', '/api/login', { json: { username, password }, headers: { 'x-forwarded-for': forwardedFor } });

describe('login throttling under abuse', () => {
  it('evaluates at most the allowance of 60 parallel wrong passwords from a spoof-proof address', async () => {
    const { username } = await signedInClient(app.url);
    app.freezeClock(true);
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, i) => login(username, `wrong-${i}`, '198.51.100.10'))).finally(() => app.freezeClock(false))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(54);
  });

  it('a flood of failures from one address never refuses the real user’s correct password from theirs', async () => {
    const victim = await signedInClient(app.url);
    const other = await signedInClient(app.url);
    for (let i = 0; i < 40; i++) await login(i % 2 ? victim.username : other.username, `wrong-${i}`, '203.0.113.66');
    expect((await login(victim.username, 'correct-horse-42', '192.0.2.7')).status).toBe(200);
    expect((await login(other.username, 'correct-horse-42', '192.0.2.8')).status).toBe(200);
  });

  it('a rotated left-most X-Forwarded-For entry does not escape the throttle, nor can it name a victim', async () => {
    const target = await signedInClient(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(target.username, `wrong-${i}`, `10.9.${i}.1, 203.0.113.77`)).status);
    expect(statuses).toContain(429);
    // The spoofed entries were never taken as addresses: one of them still logs in at once.
    expect((await login(target.username, 'correct-horse-42', '10.9.0.1')).status).toBe(200);
  });
});

// Login guessing and sign-up abuse: attempts are counted before the password is checked, limits are
// per (account, address) and per address so nobody can lock another user out, and the address is
// the right-most hop our proxies did not write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickClientAddress } from '../../src/server/http/client-address.ts';
import { TestClient, signedInClient, uniqueName } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
});
afterAll(() => app.close());

/** A client whose requests reach the server through one trusted proxy that saw `address`. */
function from(address: string, claimed?: string, baseUrl = app.url): TestClient {
  const client = new TestClient(baseUrl);
  const forwarded = claimed ? `${claimed}, ${address}` : address;
  const request = client.request.bind(client);
  client.request = (method, path, init = {}) =>
    request(method, path, { ...init, headers: { ...init.headers, 'x-forwarded-for': forwarded } });
  return client;
}

describe('client address', () => {
  it('takes the right-most entry the trusted proxies did not write', () => {
    expect(pickClientAddress('6.6.6.6, 10.0.0.7', '127.0.0.1', 1)).toBe('10.0.0.7');
    expect(pickClientAddress('6.6.6.6, 10.0.0.7, 172.16.0.2', '127.0.0.1', 2)).toBe('10.0.0.7');
    expect(pickClientAddress('6.6.6.6', '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(pickClientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
  });
});

describe('login throttle', () => {
  it('evaluates at most the allowance of 60 parallel wrong passwords', async () => {
    const { username } = await signedInClient(app.url, uniqueName('Par'));
    const attacker = from('10.1.0.1');
    // A stopped clock: on a loaded machine the burst can outlast the first 1 s block, which would let one more in.
    app.freezeClock(true);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attacker.post('/api/login', { username, password: `wrong-${i}` })),
    ).finally(() => app.freezeClock(false));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('does not refuse the right password from an address that has not failed', async () => {
    const { username } = await signedInClient(app.url, uniqueName('Victim'));
    const attacker = from('10.2.0.1');
    // A stopped clock, as above: on a loaded machine 60 sequential password checks can outlast the throttle's window,
    // and the attacker's block would then have expired by the time the right password is tried.
    app.freezeClock(true);
    try {
      for (let i = 0; i < 60; i++) await attacker.post('/api/login', { username, password: `wrong-${i}` });
      expect((await attacker.post('/api/login', { username, password: 'correct-horse-42' })).status).toBe(429);
      expect((await from('10.2.0.2').post('/api/login', { username, password: 'correct-horse-42' })).status).toBe(200);
    } finally {
      app.freezeClock(false);
    }
  });

  it('ignores a forged left-hand X-Forwarded-For entry', async () => {
    const { username } = await signedInClient(app.url, uniqueName('Forge'));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await from('10.3.0.1', `192.0.2.${i}`).post('/api/login', { username, password: `wrong-${i}` })).status);
    }
    expect(statuses.slice(5)).toContain(429);
    // The victim's own address, claimed by the attacker, is untouched.
    expect((await from('192.0.2.1').post('/api/login', { username, password: 'correct-horse-42' })).status).toBe(200);
  });

  it('slows one address guessing across many accounts, not the others', async () => {
    const attacker = from('10.4.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await attacker.post('/api/login', { username: uniqueName('Spray'), password: 'x-wrong-1' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toContain(429);
    const { username } = await signedInClient(app.url, uniqueName('Other'));
    expect((await from('10.4.0.2').post('/api/login', { username, password: 'correct-horse-42' })).status).toBe(200);
  });
});

describe('sign-up limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { TRUST_PROXY_HOPS: '1', SIGNUPS_PER_IP_PER_HOUR: '3' } });
  });
  afterAll(() => limited.close());

  it('refuses a fourth account from one address within the hour, not from another', async () => {
    const first = from('10.5.0.1', undefined, limited.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await first.post('/api/register', { username: uniqueName('Many'), password: 'secret12' })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const other = await from('10.5.0.2', undefined, limited.url).post('/api/register', { username: uniqueName('Else'), password: 'secret12' });
    expect(other.status).toBe(201);
    limited.setClockOffset(61 * 60_000);
    expect((await first.post('/api/register', { username: uniqueName('Later'), password: 'secret12' })).status).toBe(201);
  });
});

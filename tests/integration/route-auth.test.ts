// Every API route of the real app, enumerated from the router: anything not on the short public
// list must refuse a signed-out caller (401), so a new route cannot ship without its guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { TestClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Routes a signed-out visitor may call, each for a stated reason. */
const PUBLIC = new Map<string, string>([
  ['GET /api/health', 'load balancer probe'],
  ['POST /api/register', 'creates the account'],
  ['POST /api/login', 'starts the session'],
  ['POST /api/logout', 'ending no session is harmless'],
  ['GET /api/admin/check-admin-status', 'SPEC: answers isAdmin false when signed out'],
  ['POST /api/stripe/webhook', 'authenticated by the Stripe signature instead'],
  ['GET /api/subscription/price-ids', 'public pricing information'],
]);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function apiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const r of createApp(app.ctx).routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL' || r.path.includes('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (!seen.has(key)) {
      seen.add(key);
      routes.push({ method: r.method, path: r.path });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: ids become 1, constrained params take their first option. */
function concrete(path: string): string {
  return path.replace(/:(\w+)(\{([^}]*)\})?/g, (_m, _name, _c, pattern?: string) => (pattern ? pattern.split('|')[0]!.replace(/[^\w.-]/g, '') : '1'));
}

describe('route guards', () => {
  it('finds the whole API (sanity: every feature is mounted)', () => {
    const keys = apiRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of ['POST /api/generate', 'GET /api/tailored-resumes', 'POST /api/subscription/create', 'GET /api/admin/users', 'DELETE /api/account']) {
      expect(keys).toContain(expected);
    }
    expect(keys.length).toBeGreaterThan(40);
  });

  it('refuses a signed-out caller on every non-public route', async () => {
    const client = new TestClient(app.url);
    const failures: string[] = [];
    for (const { method, path } of apiRoutes()) {
      if (PUBLIC.has(`${method} ${path}`)) continue;
      const res = await client.request(method, concrete(path), method === 'GET' || method === 'DELETE' ? {} : { json: {} });
      if (res.status !== 401) failures.push(`${method} ${path} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});

// Expired sessions do not pile up: signing in deletes the account's expired session rows and
// leaves its live ones (other devices) and other accounts' rows alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { signedInClient, TestClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function sessionRows(userId: number) {
  return app.ctx.db.select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId));
}

describe('signing in', () => {
  it("deletes the account's expired sessions and keeps its live ones and other accounts' rows", async () => {
    const { username, user } = await signedInClient(app.url);
    const other = await signedInClient(app.url);
    const past = new Date(Date.now() - 86_400_000);
    await app.ctx.db.insert(sessions).values([
      { tokenHash: hashToken('expired-1'), userId: user.id, expiresAt: past, createdAt: past },
      { tokenHash: hashToken('expired-2'), userId: user.id, expiresAt: past, createdAt: past },
      { tokenHash: hashToken('expired-other'), userId: other.user.id, expiresAt: past, createdAt: past },
    ]);
    expect(await sessionRows(user.id)).toHaveLength(3);

    const res = await new TestClient(app.url).post('/api/login', { username, password: 'correct-horse-42' });
    expect(res.status).toBe(200);

    const rows = await sessionRows(user.id);
    expect(rows).toHaveLength(2); // the registration's session and the new one
    expect(rows.every((r) => r.expiresAt.getTime() > Date.now())).toBe(true);
    expect((await sessionRows(other.user.id)).map((r) => r.tokenHash)).toContain(hashToken('expired-other'));
  });
});

// One deadline for document work in the worker: a task past it is abandoned, its thread replaced,
// the user told with a 422, and no daily unit used. The slow document is simulated by a test hook
// (AppOverrides.engineStallMs), since real documents are parsed in linear time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../src/server/db/schema.ts';
import { DOCUMENT_TOO_SLOW_MESSAGE } from '../../src/server/documents/engine-runner.ts';
import { signedInClient } from '../helpers/http-client.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const overrides: { engineDeadlineMs?: number; engineStallMs?: number } = { engineDeadlineMs: 800, engineStallMs: 60_000 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { WORKER_THREADS: '1' }, overrides });
});
afterAll(() => app.close());

describe('the document deadline', () => {
  it('answers 422 soon after the deadline, uses no unit, and the replaced worker serves the next request', async () => {
    const { client, user } = await signedInClient(app.url);
    const form = () => uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf'));
    const started = performance.now();
    const slow = await client.postForm('/api/generate', form());
    expect(slow.status).toBe(422);
    expect(slow.body.message).toBe(DOCUMENT_TOO_SLOW_MESSAGE);
    expect(performance.now() - started).toBeLessThan(5_000);
    const counters = await app.ctx.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
    expect(counters.reduce((sum, c) => sum + c.used, 0)).toBe(0);

    overrides.engineStallMs = undefined;
    overrides.engineDeadlineMs = undefined;
    const next = await client.postForm('/api/generate', form());
    expect(next.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});

// One deadline for document work in the worker: a task past it is abandoned, its thread replaced,
// the user told with a 422, and no daily unit used. The slow document is simulated by a test hook
// (AppOverrides.engineStallMs), since real documents are parsed in linear time.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../src/server/db/schema.ts';
import { DOCUMENT_TOO_SLOW_MESSAGE } from '../../src/server/documents/engine-runner.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
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
  const form = () => uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf'));
  const stall = (on: boolean) => {
    overrides.engineStallMs = on ? 60_000 : undefined;
    overrides.engineDeadlineMs = on ? 800 : undefined;
  };
  afterEach(() => stall(true));

  it('answers 422 with the message soon after the deadline', async () => {
    const { client } = await signedInClient(app.url);
    const started = performance.now();
    const slow = await client.postForm('/api/generate', form());
    expect(slow.status).toBe(422);
    expect(errorMessage(slow.body)).toBe(DOCUMENT_TOO_SLOW_MESSAGE);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('uses no daily unit', async () => {
    const { client, user } = await signedInClient(app.url);
    expect((await client.postForm('/api/generate', form())).status).toBe(422);
    const counters = await app.ctx.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
    expect(counters.reduce((sum, c) => sum + c.used, 0)).toBe(0);
  });

  it('the replaced worker serves the next request', async () => {
    const { client } = await signedInClient(app.url);
    const started = performance.now();
    expect((await client.postForm('/api/generate', form())).status).toBe(422);
    stall(false);
    const next = await client.postForm('/api/generate', form());
    expect(next.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});

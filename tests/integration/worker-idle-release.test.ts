// Idle release (WORKER_IDLE_MS): a worker with no document work for that long is ended and its memory
// given back; the next generate starts one again and still answers, and a signed-in request loads a
// worker again before the user generates (EngineRunner.touch).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEngineRunner } from '../../src/server/documents/engine-runner.ts';
import { ZGenerateResponse } from '../../src/shared/letters.ts';
import { signedInClient } from '../helpers/http-client.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const IDLE_MS = 300;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { WORKER_THREADS: '1', WORKER_IDLE_MS: String(IDLE_MS) } });
});
afterAll(() => app.close());

async function until(cond: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return cond();
}

describe('idle release of the engine workers', () => {
  it('ends the worker after WORKER_IDLE_MS without work, and a later generate starts it again and succeeds', async () => {
    const runner = getEngineRunner(app.ctx);
    const { client } = await signedInClient(app.url);
    const form = () => uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf'));

    const first = await client.postForm('/api/generate', form());
    expect(first.status).toBe(200);
    // The thread that wrote the letter is still there right after it (the idle clock has just started)…
    expect(runner.liveThreads()).toBe(1);
    // …and is gone once it has had nothing to do for WORKER_IDLE_MS.
    expect(await until(() => runner.liveThreads() === 0, IDLE_MS + 5_000)).toBe(true);

    const second = await client.postForm('/api/generate', form());
    expect(second.status).toBe(200);
    expect(ZGenerateResponse.parse(second.body).coverLetter.split(/\s+/).length).toBeGreaterThan(100);
    expect(await until(() => runner.liveThreads() === 0, IDLE_MS + 5_000)).toBe(true);
  });

  it('a signed-in request loads a worker again once all were released', async () => {
    const runner = getEngineRunner(app.ctx);
    const { client } = await signedInClient(app.url);
    expect(await until(() => runner.liveThreads() === 0, IDLE_MS + 5_000)).toBe(true);
    // touch() acts at most every few seconds; wait out the window the sign-in above may have used.
    await new Promise((r) => setTimeout(r, 5_100));
    const anonymous = await fetch(`${app.url}/api/health`);
    expect(anonymous.status).toBe(200);
    expect(runner.liveThreads()).toBe(0); // nobody signed in: nothing is loaded
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(runner.liveThreads()).toBe(1);
  });
});

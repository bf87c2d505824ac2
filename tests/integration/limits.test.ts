// The free plan's daily limit: exactly 3 per UTC day, atomic under concurrency (PostgreSQL),
// a failed generation gives its unit back, premium is unlimited, the counters reset at midnight.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Writer } from '../../src/engine/types.ts';
import { createBuiltinWriter } from '../../src/engine/write/writers/builtin-writer.ts';
import { coverLetters, resumes, usageCounters, users } from '../../src/server/db/schema.ts';
import { setFreeDailyLimits } from '../../src/server/settings/app-settings.ts';
import { ZCoverLetter, ZGenerateResponse, ZLimitError, ZResume } from '../../src/shared/letters.ts';
import { ZUsageLimit } from '../../src/shared/usage.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { signedInClient, type TestClient } from '../helpers/http-client.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY_MS = 86_400_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function generate(client: TestClient) {
  return client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
}

describe('daily limit', () => {
  const usageOf = async (client: TestClient) => ZUsageLimit.parse((await client.get('/api/subscription/usage-limit')).body);
  const regenerate = (client: TestClient, resumeId: number | null) =>
    client.post('/api/regenerate', { jobDescription: jobText('software'), resumeText: 'placeholder', resumeId });

  /** Two generates and one regenerate: the whole free allowance. Returns the first letter. */
  async function useAllowance(client: TestClient) {
    const first = await generate(client);
    expect(first.status).toBe(200);
    const letter = ZGenerateResponse.parse(first.body);
    expect((await generate(client)).status).toBe(200);
    expect((await regenerate(client, letter.resumeId)).status).toBe(200);
    return letter;
  }

  it('gives a new free account 3 of 3', async () => {
    const { client } = await signedInClient(app.url);
    expect(await usageOf(client)).toMatchObject({ isPremium: false, used: 0, limit: 3, remainingToday: 3 });
  });

  it('counts generate and regenerate alike: after two and one, 3 are used and the reset time is shown', async () => {
    const { client } = await signedInClient(app.url);
    await useAllowance(client);
    const usage = await usageOf(client);
    expect(usage).toMatchObject({ isPremium: false, used: 3, limit: 3, remainingToday: 0 });
    expect(usage.nextResetTime).toMatch(/^(\d+ hours?)?( ?\d+ minutes?)?$/);
  });

  it('answers a 4th generate with 403 and the limit object', async () => {
    const { client } = await signedInClient(app.url);
    await useAllowance(client);
    const over = await generate(client);
    expect(over.status).toBe(403);
    expect(ZLimitError.parse(over.body)).toMatchObject({ message: 'Daily limit reached', limit: { daily: 3, nextResetTime: expect.stringMatching(/hour|minute/) } });
  });

  it('answers a regenerate over the limit with 403 too, and stores nothing more', async () => {
    const { client } = await signedInClient(app.url);
    const first = await useAllowance(client);
    const overRegen = await regenerate(client, first.resumeId);
    expect(overRegen.status).toBe(403);
    expect(ZLimitError.parse(overRegen.body).limit.daily).toBe(3);
    expect(ZCoverLetter.array().parse((await client.get('/api/cover-letters')).body)).toHaveLength(3);
    expect(ZResume.array().parse((await client.get('/api/resumes')).body)).toHaveLength(2);
  });

  it('resets at the next UTC midnight', async () => {
    const { client } = await signedInClient(app.url);
    for (let i = 0; i < 3; i++) expect((await generate(client)).status).toBe(200);
    expect((await generate(client)).status).toBe(403);
    const now = Date.now();
    const toMidnight = Math.ceil(now / DAY_MS) * DAY_MS - now;
    app.setClockOffset(toMidnight + 1000);
    try {
      expect(await usageOf(client)).toMatchObject({
        used: 0,
        remainingToday: 3,
        nextResetTime: expect.stringMatching(/^(24 hours|23 hours 59 minutes)$/),
      });
      expect((await generate(client)).status).toBe(200);
    } finally {
      app.setClockOffset(0);
    }
  });

  it('is unlimited for premium (premium_until in the future), using no unit', async () => {
    const { client, user } = await signedInClient(app.url);
    await app.ctx.db.update(users).set({ premiumUntil: new Date(Date.now() + 7 * DAY_MS), premiumSource: 'admin' }).where(eq(users.id, user.id));
    for (let i = 0; i < 5; i++) expect((await generate(client)).status).toBe(200);
    expect(await usageOf(client)).toMatchObject({ isPremium: true, used: 0 });
  });

  it('counts again once premium_until has passed', async () => {
    const { client, user } = await signedInClient(app.url);
    await app.ctx.db.update(users).set({ premiumUntil: new Date(Date.now() + 7 * DAY_MS), premiumSource: 'admin' }).where(eq(users.id, user.id));
    for (let i = 0; i < 5; i++) expect((await generate(client)).status).toBe(200);
    await app.ctx.db.update(users).set({ premiumUntil: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect(await usageOf(client)).toMatchObject({ isPremium: false, used: 0 });
    for (let i = 0; i < 3; i++) expect((await generate(client)).status).toBe(200);
    expect((await generate(client)).status).toBe(403);
  });

  it('follows the admin-edited free limit', async () => {
    await setFreeDailyLimits(app.ctx.db, { coverLetter: 1, tailoredResume: 3 }, new Date());
    try {
      const { client } = await signedInClient(app.url);
      expect((await generate(client)).status).toBe(200);
      const over = await generate(client);
      expect(over.status).toBe(403);
      expect(ZLimitError.parse(over.body).limit.daily).toBe(1);
      expect(await usageOf(client)).toMatchObject({ used: 1, limit: 1, remainingToday: 0 });
    } finally {
      await setFreeDailyLimits(app.ctx.db, { coverLetter: 3, tailoredResume: 3 }, new Date());
    }
  });

  it('gives exactly 3 successes to 20 concurrent generates from one free account', async (t) => {
    if (app.ctx.dbKind === 'pglite') {
      t.skip('PGlite has a single connection and serializes every statement, so it proves nothing about races; this runs on PostgreSQL');
      return;
    }
    const { client, user } = await signedInClient(app.url);
    const results = await Promise.all(Array.from({ length: 20 }, () => generate(client)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(17);
    const rows = await app.ctx.db.select({ id: coverLetters.id }).from(coverLetters).where(eq(coverLetters.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(await usageOf(client)).toMatchObject({ used: 3, remainingToday: 0 });
  });
});

describe('a failing generation', () => {
  let failing: TestApp;
  const throwingWriter: Writer = {
    name: 'throwing',
    writeCoverLetter: async () => {
      throw new Error('model exploded');
    },
    writeTailoredResume: async () => {
      throw new Error('model exploded');
    },
  };
  beforeAll(async () => {
    failing = await startTestApp({ overrides: { writer: throwingWriter } });
  });
  afterAll(() => failing.close());

  const generateOn = (client: TestClient) =>
    client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));

  it('answers 500 without the writer’s own error text', async () => {
    const { client } = await signedInClient(failing.url);
    const res = await generateOn(client);
    expect(res.status).toBe(500);
    expect(errorMessage(res.body)).not.toMatch(/exploded/);
  });

  it('returns its unit and writes nothing, for letters and tailored resumes, past the daily limit', async () => {
    const { client, user } = await signedInClient(failing.url);
    for (let i = 0; i < 4; i++) {
      expect((await generateOn(client)).status).toBe(500);
      const tailored = await client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
      expect(tailored.status).toBe(500);
    }
    const usage = ZUsageLimit.parse((await client.get('/api/subscription/usage-limit')).body);
    expect(usage).toMatchObject({ used: 0, remainingToday: 3, tailoredResume: { used: 0 } });
    expect(await failing.ctx.db.select().from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
    expect(await failing.ctx.db.select().from(coverLetters).where(eq(coverLetters.userId, user.id))).toEqual([]);
  });
});

describe('a generation cut short', () => {
  let stuck: TestApp;
  let entered: () => void;
  const writerEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release: (err: Error) => void = () => {};
  // Stands for a process killed mid-generation: nothing after the writer runs until the test ends.
  const hangingWriter: Writer = {
    name: 'hanging',
    writeCoverLetter: () => {
      entered();
      return new Promise((_resolve, reject) => {
        release = reject;
      });
    },
    writeTailoredResume: () => Promise.reject(new Error('not used')),
  };
  beforeAll(async () => {
    stuck = await startTestApp({ overrides: { writer: hangingWriter } });
  });
  afterAll(async () => {
    release(new Error('test over'));
    await stuck.close();
  });

  it('has taken no daily unit before its letter is stored', async () => {
    const { client, user } = await signedInClient(stuck.url);
    void client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf'))).catch(() => {});
    await writerEntered;
    const counters = await stuck.ctx.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
    expect(counters.reduce((sum, c) => sum + c.used, 0)).toBe(0);
  });
});

describe('priority processing and the bounded queue', () => {
  let busy: TestApp;
  const calls: string[] = [];
  const builtin = createBuiltinWriter();
  // Holds the single engine slot long enough for the other requests to queue behind it.
  const slowWriter: Writer = {
    name: 'slow',
    writeCoverLetter: async (input, signal) => {
      calls.push(input.fullName ?? '?');
      await new Promise((r) => setTimeout(r, 700));
      return builtin.writeCoverLetter(input, signal);
    },
    writeTailoredResume: (input, signal) => builtin.writeTailoredResume(input, signal),
  };
  beforeAll(async () => {
    busy = await startTestApp({ env: { WORKER_THREADS: '1', QUEUE_MAX: '4' }, overrides: { writer: slowWriter } });
  });
  afterAll(() => busy.close());

  const send = (client: TestClient, fullName: string) =>
    client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software'), fullName }, resumeFile('maya-chen-software.pdf')));
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('takes a premium job before free jobs that queued earlier', async () => {
    const free = await Promise.all([signedInClient(busy.url), signedInClient(busy.url), signedInClient(busy.url), signedInClient(busy.url)]);
    const premium = await signedInClient(busy.url);
    await busy.ctx.db.update(users).set({ premiumUntil: new Date(Date.now() + DAY_MS), premiumSource: 'admin' }).where(eq(users.id, premium.user.id));
    calls.length = 0;
    const first = send(free[0]!.client, 'Free A');
    while (calls.length === 0) await pause(20); // A holds the slot
    const queued = [send(free[1]!.client, 'Free B'), send(free[2]!.client, 'Free C'), send(free[3]!.client, 'Free D')];
    await pause(150);
    const prio = send(premium.client, 'Premium P');
    const results = await Promise.all([first, ...queued, prio]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(calls[0]).toBe('Free A');
    expect(calls[1]).toBe('Premium P');
  });

  it('answers 503 with Retry-After when the queue is full, and returns the unit', async () => {
    const clients = await Promise.all(Array.from({ length: 7 }, () => signedInClient(busy.url)));
    calls.length = 0;
    const running = send(clients[0]!.client, 'Runner');
    while (calls.length === 0) await pause(20);
    const rest = clients.slice(1).map((c, i) => send(c.client, `Q${i}`));
    const results = await Promise.all([running, ...rest]);
    const refused = results.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers.get('retry-after')).toBe('5');
    expect(errorMessage(refused[0]!.body)).toMatch(/try again/);
    expect(results.filter((r) => r.status === 200).length).toBe(7 - refused.length);
    for (const [i, r] of results.entries()) {
      if (r.status !== 503) continue;
      expect(ZUsageLimit.parse((await clients[i]!.client.get('/api/subscription/usage-limit')).body).used).toBe(0);
    }
  });
});

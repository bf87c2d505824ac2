// HTTP benchmark of the real app, in-process on an in-memory PGlite (or PostgreSQL with DATABASE_URL):
//  (a) framework overhead: req/s of GET /api/health and of a 401 GET /api/user, each divided by a bare node:http
//      server answering the same JSON;
//  (b) the whole POST /api/generate with a 2-page PDF (p50, p95) divided by GET /api/health in the same run, and
//      the p99 of GET /api/health while four 5 MB uploads are parsed divided by its idle p99 (goal ≤ 3×).
// Run alone with `npx tsx bench/http.ts` (or `npm run bench -- http`). BENCH_SECONDS sets each throughput window,
// BENCH_GENERATE the sequential generate count, BENCH_LOAD_ROUNDS the rounds of four 5 MB uploads.
// The four big uploads are sent from a worker thread, so the client's copying does not count against the server's
// event loop; the machine's cores are still shared, so the ratios are conservative.
import { DEFAULT_STYLE } from '../src/shared/style.ts';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { parseConfig } from '../src/server/config.ts';
import { createContext } from '../src/server/create-context.ts';
import { users } from '../src/server/db/schema.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { getEngineRunner, type EngineRunner } from '../src/server/documents/engine-runner.ts';
import { padPdf } from './pad-pdf.ts';

const corpus = join(import.meta.dirname, '..', 'tests', 'fixtures', 'resumes');
const jobs = join(import.meta.dirname, '..', 'tests', 'fixtures', 'jobs');
const WINDOW_MS = Number(process.env.BENCH_SECONDS ?? 2) * 1000;
const CONNECTIONS = 8;

function percentile(samples: number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}
const median = (xs: number[]) => percentile(xs, 50);

// ---------------------------------------------------------------------------------------------------------------
// A keep-alive client loop: CONNECTIONS callers, each sending its next request when the last one answered.

function get(agent: http.Agent, url: URL, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, hostname: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function requestsPerSecond(target: string, expectStatus: number): Promise<number> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let done = 0;
  const until = performance.now() + WINDOW_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const status = await get(agent, url);
        if (status !== expectStatus) throw new Error(`${target} answered ${status}, expected ${expectStatus}`);
        done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return done / seconds;
}

/** Sequential latencies (ms) of one keep-alive caller, until `stop()` is true or `max` samples. */
async function latencies(target: string, stop: () => boolean, max: number): Promise<number[]> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const out: number[] = [];
  while (!stop() && out.length < max) {
    const t = performance.now();
    await get(agent, url);
    out.push(performance.now() - t);
  }
  agent.destroy();
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Inputs: the corpus' 2-page PDF, and the same resume grown to 5 MB (as bench/engine.ts does).

/** Page counts come from the app's own workers, so pdf.js never loads on the server's thread (as in production). */
async function pickTwoPagePdf(runner: EngineRunner): Promise<{ file: string; bytes: Uint8Array }> {
  const entries = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as { file: string }[];
  for (const entry of entries.filter((e) => e.file.endsWith('.pdf'))) {
    const bytes = new Uint8Array(readFileSync(join(corpus, entry.file)));
    const input = { jobText: 'Example Co is hiring an engineer.', settings: DEFAULT_STYLE, date: new Date(0), seed: 1 };
    const out = await runner.writeLetter({ from: 'bytes', bytes: bytes.slice(), kind: 'pdf' }, input, 'free');
    if (out.ok && out.read?.pageCount === 2) return { file: entry.file, bytes };
  }
  throw new Error('No 2-page PDF in the corpus');
}

/** Sends `count` concurrent uploads from a worker thread; resolves with each request's time (ms). */
const UPLOADER = `
const { parentPort, workerData: w } = require('node:worker_threads');
(async () => {
  const one = async () => {
    const form = new FormData();
    form.append('jobDescription', w.jobText);
    form.append('resume', new Blob([w.bytes], { type: 'application/pdf' }), 'big.pdf');
    const t = performance.now();
    const res = await fetch(w.url, { method: 'POST', headers: { cookie: w.cookie, origin: w.origin }, body: form });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error('upload answered ' + res.status);
    return performance.now() - t;
  };
  parentPort.postMessage(await Promise.all(Array.from({ length: w.count }, one)));
})().catch((err) => { throw err; });
`;

function uploadFromWorker(data: { url: string; origin: string; cookie: string; jobText: string; bytes: Uint8Array; count: number }): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(UPLOADER, { eval: true, workerData: data });
    worker.once('message', (times: number[]) => {
      resolve(times);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', DATABASE_URL: process.env.DATABASE_URL, WORKER_THREADS: process.env.WORKER_THREADS });
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, poolMax: 10 } : { inMemory: true });
  const { ctx, close } = await createContext({ config, database });
  const app = createApp(ctx);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const healthBody = JSON.stringify({ status: 'ok', database: ctx.dbKind });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(healthBody) });
    res.end(healthBody);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  console.log(`Node ${process.version}, database ${ctx.dbKind}, ${CONNECTIONS} keep-alive connections, ${WINDOW_MS / 1000} s windows, worker threads ${config.WORKER_THREADS ?? 'default'}\n`);

  // BENCH_SKIP_A=1 skips the throughput part (quick runs of part b).
  if (!process.env.BENCH_SKIP_A) {
    // (a) Throughput, interleaved in rounds so a noisy spell hits all three alike; ratios are medians of per-round ratios.
    await requestsPerSecond(`${base}/api/health`, 200); // warm-up
    await requestsPerSecond(bareUrl, 200);
    const rounds = 3;
    const healthRatios: number[] = [];
    const userRatios: number[] = [];
    const rps = { bare: [] as number[], health: [] as number[], user: [] as number[] };
    for (let i = 0; i < rounds; i++) {
      const b = await requestsPerSecond(bareUrl, 200);
      const h = await requestsPerSecond(`${base}/api/health`, 200);
      const u = await requestsPerSecond(`${base}/api/user`, 401);
      rps.bare.push(b);
      rps.health.push(h);
      rps.user.push(u);
      healthRatios.push(h / b);
      userRatios.push(u / b);
    }
    console.log('(a) throughput (median of rounds)');
    console.log(`  bare node:http      ${median(rps.bare).toFixed(0).padStart(7)} req/s`);
    console.log(`  GET /api/health     ${median(rps.health).toFixed(0).padStart(7)} req/s   ${median(healthRatios).toFixed(2)}× bare`);
    console.log(`  GET /api/user (401) ${median(rps.user).toFixed(0).padStart(7)} req/s   ${median(userRatios).toFixed(2)}× bare\n`);
  }

  // (b) Whole generate request. A premium account so the daily limit does not stop the run.
  const origin = { origin: base };
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ username: `bench${Date.now().toString(36)}`, password: 'bench-password-1' }),
  });
  const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const user = (await reg.json()) as { id: number };
  await ctx.db.update(users).set({ premiumUntil: new Date(Date.now() + 86_400_000), premiumSource: 'admin' }).where(eq(users.id, user.id));
  const pdf = await pickTwoPagePdf(getEngineRunner(ctx));
  const jobText = readFileSync(join(jobs, 'software.txt'), 'utf8');
  const generate = async (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('jobDescription', jobText);
    form.append('resume', new Blob([bytes as BlobPart], { type: 'application/pdf' }), name);
    const t = performance.now();
    const res = await fetch(`${base}/api/generate`, { method: 'POST', headers: { cookie, ...origin }, body: form });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`generate answered ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 3; i++) await generate(pdf.bytes, pdf.file); // warm the workers
  const genIterations = Number(process.env.BENCH_GENERATE ?? 30);
  const gen: number[] = [];
  const healthLat: number[] = [];
  for (let i = 0; i < genIterations; i++) {
    gen.push(await generate(pdf.bytes, pdf.file));
    healthLat.push(...(await latencies(`${base}/api/health`, () => false, 10)));
  }
  const g50 = percentile(gen, 50);
  const g95 = percentile(gen, 95);
  const h50 = percentile(healthLat, 50);
  const h95 = percentile(healthLat, 95);
  console.log(`(b) POST /api/generate, ${pdf.file} (2 pages), ${genIterations} sequential requests`);
  console.log(`  generate p50 ${g50.toFixed(1)} ms, p95 ${g95.toFixed(1)} ms`);
  console.log(`  health   p50 ${h50.toFixed(2)} ms, p95 ${h95.toFixed(2)} ms`);
  console.log(`  ratio    p50 ${(g50 / h50).toFixed(0)}×, p95 ${(g95 / h95).toFixed(0)}×\n`);

  // Health p99 idle vs. while four 5 MB uploads are received, parsed, written and stored.
  const big = padPdf(pdf.bytes, 5 * 1024 * 1024 - 1024);
  const loopIdle = monitorEventLoopDelay({ resolution: 5 });
  loopIdle.enable();
  const idle = await latencies(`${base}/api/health`, () => false, 400);
  loopIdle.disable();
  const loopLoaded = monitorEventLoopDelay({ resolution: 5 });
  loopLoaded.enable();
  const loaded: number[] = [];
  const loadRounds = Number(process.env.BENCH_LOAD_ROUNDS ?? 4);
  const uploadTimes: number[] = [];
  for (let r = 0; r < loadRounds; r++) {
    let finished = false;
    const uploads = uploadFromWorker({ url: `${base}/api/generate`, origin: base, cookie, jobText, bytes: big, count: 4 }).finally(() => {
      finished = true;
    });
    loaded.push(...(await latencies(`${base}/api/health`, () => finished, 100_000)));
    uploadTimes.push(...(await uploads));
  }
  loopLoaded.disable();
  const idle99 = percentile(idle, 99);
  const load99 = percentile(loaded, 99);
  console.log(`(b) GET /api/health while four ${(big.length / 1024 / 1024).toFixed(2)} MB uploads are parsed (${loadRounds} rounds)`);
  console.log(`  idle   p50 ${percentile(idle, 50).toFixed(2)} ms, p99 ${idle99.toFixed(2)} ms (${idle.length} samples)`);
  console.log(`  loaded p50 ${percentile(loaded, 50).toFixed(2)} ms, p99 ${load99.toFixed(2)} ms (${loaded.length} samples)`);
  console.log(`  upload p50 ${percentile(uploadTimes, 50).toFixed(0)} ms each`);
  console.log(`  ratio  p99 loaded / idle = ${(load99 / idle99).toFixed(2)}× (goal ≤ 3×)`);
  // Event-loop delay separates blocking of the server's thread from CPU contention on a shared machine.
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(`  event-loop delay idle p99 ${ms(loopIdle.percentile(99))} ms max ${ms(loopIdle.max)} ms; loaded p99 ${ms(loopLoaded.percentile(99))} ms max ${ms(loopLoaded.max)} ms`);

  await new Promise<void>((resolve) => bare.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await close();
}

await main();

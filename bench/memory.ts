// Idle memory of the real server process (src/server/main.ts) in embedded PGlite mode, and what each
// part of it costs, measured in one run. Target (issue 12): ≤ 300 MB idle RSS with the default worker count.
//
// Each server run is a restart (its data dir was created by an earlier start), binds 127.0.0.1 on a free
// port and is stopped by its own pid. The parts:
//   - bare Node: `node -e` waiting, nothing loaded;
//   - the server without PGlite: the same server on PostgreSQL (DATABASE_URL, skipped when none answers), workers released;
//   - PGlite: the PGlite server minus the PostgreSQL one;
//   - one loaded engine worker: the server with WORKER_IDLE_MS=0 (workers kept) minus the released one, per worker;
//   - inside a worker: pdf.js, the NLP models (compromise, wink), the renderers, one letter (bench/memory-parts.ts);
//   - the engine on the server's own thread: WORKER_THREADS=0 minus the released server.
// Latency: a letter from a loaded worker (warm), the first letter after idle release (cold), and the
// first letter ~3 s after a signed-in request has warmed a worker again (EngineRunner.touch).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultThreadCount } from '../src/server/documents/engine-runner.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_MB = 300;
/** The default WORKER_IDLE_MS (src/server/config.ts). */
const DEFAULT_IDLE_MS = 60_000;
/** After a worker ends, V8 gives its pooled pages back to the system some 8 s later. */
const RELEASE_SETTLE_MS = 12_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await pause(100);
  }
  throw new Error('server did not start');
}

interface Server {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string | undefined>): Promise<Server> {
  const port = await freePort();
  const full: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    SIGNUPS_PER_IP_PER_HOUR: '1000',
    ...env,
  };
  for (const k of Object.keys(full)) if (full[k] === undefined) delete full[k];
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], { env: full as NodeJS.ProcessEnv, cwd: ROOT, stdio: 'ignore' });
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** A PGlite data dir made by one start of the server, so measured runs are restarts. */
async function initialisedDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-mem-'));
  const s = await startServer({ DATA_DIR: dataDir, WORKER_THREADS: '0', DATABASE_URL: undefined });
  await s.stop();
  return dataDir;
}

async function signIn(base: string): Promise<string> {
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: `mem${Date.now()}${Math.floor(Math.random() * 1e6)}`, password: 'secret12' }),
  });
  if (reg.status !== 200 && reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  return reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const JOB = fs.readFileSync(path.join(ROOT, 'tests/fixtures/jobs/software.txt'), 'utf8');
const RESUME = fs.readFileSync(path.join(ROOT, 'tests/fixtures/resumes/maya-chen-software.pdf'));

const cookieUses = new Map<string, number>();

/** One POST /api/generate with a 2-page PDF; its wall time in ms. A free account writes 3 a day: a fourth signs up another. */
async function generate(base: string, cookie: string): Promise<number> {
  const uses = (cookieUses.get(cookie) ?? 0) + 1;
  cookieUses.set(cookie, uses);
  if (uses > 3) cookie = await signIn(base);
  cookieUses.set(cookie, (cookieUses.get(cookie) ?? 0) + 1);
  const form = new FormData();
  form.append('jobDescription', JOB);
  form.append('resume', new Blob([RESUME], { type: 'application/pdf' }), 'resume.pdf');
  const started = performance.now();
  const res = await fetch(`${base}/api/generate`, { method: 'POST', body: form, headers: { origin: base, cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`generate answered ${res.status}`);
  return performance.now() - started;
}

async function signedInRequest(base: string, cookie: string): Promise<void> {
  const res = await fetch(`${base}/api/user`, { headers: { cookie } });
  await res.arrayBuffer();
}

/** Waits until the process's RSS stops falling (V8 and the allocator hand memory back over seconds). */
async function settledRss(pid: number, minMs = 3000): Promise<number> {
  await pause(minMs);
  let last = rssMb(pid);
  for (let i = 0; i < 10; i++) {
    await pause(1000);
    const now = rssMb(pid);
    if (Math.abs(now - last) <= 2) return now;
    last = now;
  }
  return last;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x)} ms`;

async function pgAvailable(): Promise<boolean> {
  const u = new URL(PG_URL);
  return new Promise((resolve) => {
    const sock = net.connect(Number(u.port || 5432), u.hostname);
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  await pause(1500);
  const rss = rssMb(child.pid!);
  child.kill('SIGTERM');
  return rss;
}

async function partsInWorker(): Promise<string> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/memory-parts.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((r) => child.once('exit', r));
  return out.trimEnd();
}

const threads = defaultThreadCount();
console.log(`Idle RSS of the server process (src/server/main.ts), embedded PGlite; default worker count here: ${threads} (${os.availableParallelism()} CPUs)\n`);

const dataDir = await initialisedDataDir();
try {
  const pglite = { DATA_DIR: dataDir, DATABASE_URL: undefined };

  // 1. The default configuration: default workers, default WORKER_IDLE_MS.
  const s1 = await startServer({ ...pglite, WORKER_THREADS: undefined, WORKER_IDLE_MS: undefined });
  let startRss: number, loadedRss: number, idleRss: number, warm: number[], cold: number;
  try {
    startRss = await settledRss(s1.pid, 5000); // the start-up warm-up has loaded the workers
    const cookie = await signIn(s1.base);
    await generate(s1.base, cookie);
    warm = [];
    for (let i = 0; i < 5; i++) warm.push(await generate(s1.base, cookie));
    loadedRss = await settledRss(s1.pid);
    process.stdout.write(`  (waiting ${Math.round((DEFAULT_IDLE_MS + RELEASE_SETTLE_MS) / 1000)} s for idle release…)\n`);
    await pause(DEFAULT_IDLE_MS + RELEASE_SETTLE_MS);
    idleRss = await settledRss(s1.pid, 0);
    // The generate request is the first signed-in request: no worker is loaded yet.
    cold = await generate(s1.base, cookie);
  } finally {
    await s1.stop();
  }

  // 2. A shorter idle time, to time a letter after a signed-in request has warmed a worker again.
  const s2 = await startServer({ ...pglite, WORKER_IDLE_MS: '8000' });
  let afterTouch: number;
  try {
    const cookie = await signIn(s2.base);
    await pause(8000 + 8000); // the start-up warm-up's worker is released
    await signedInRequest(s2.base, cookie); // opening the generator page loads /api/user
    await pause(3000);
    afterTouch = await generate(s2.base, cookie);
  } finally {
    await s2.stop();
  }

  // 3. Workers kept loaded (the behaviour before idle release).
  const s3 = await startServer({ ...pglite, WORKER_IDLE_MS: '0' });
  let keptRss: number;
  try {
    await generate(s3.base, await signIn(s3.base));
    keptRss = await settledRss(s3.pid, 5000);
  } finally {
    await s3.stop();
  }

  // 4. The engine on the server's thread.
  const s4 = await startServer({ ...pglite, WORKER_THREADS: '0' });
  let inProcessRss: number;
  try {
    await generate(s4.base, await signIn(s4.base));
    inProcessRss = await settledRss(s4.pid, 5000);
  } finally {
    await s4.stop();
  }

  // 5. The same server on PostgreSQL, workers released: the server without PGlite.
  let pgRss: number | null = null;
  if (await pgAvailable()) {
    const s5 = await startServer({ DATABASE_URL: PG_URL, WORKER_IDLE_MS: '1000' });
    try {
      await generate(s5.base, await signIn(s5.base));
      await pause(1000 + RELEASE_SETTLE_MS);
      pgRss = await settledRss(s5.pid, 0);
    } finally {
      await s5.stop();
    }
  }

  const bare = await bareNodeRss();
  const parts = await partsInWorker();

  const row = (label: string, value: string) => console.log(`  ${label.padEnd(64)} ${value}`);
  console.log('\nServer on PGlite, default configuration (MB RSS):');
  row(`at start, ${threads} worker(s) loaded by the start-up warm-up`, `${startRss}`);
  row('after 6 generates, worker(s) loaded', `${loadedRss}`);
  row(`idle: no document work for WORKER_IDLE_MS (${DEFAULT_IDLE_MS / 1000} s), workers released`, `${idleRss}`);
  console.log('\nWhat each part costs (MB RSS, differences of the runs above):');
  row('bare Node 24 process', `${bare}`);
  if (pgRss !== null) {
    row('server on PostgreSQL, workers released − bare Node (server modules + what a', `${pgRss - bare}`);
    row('  released worker leaves behind: allocator arenas, touched code pages, native addons)', '');
    row('PGlite (the server on PGlite − on PostgreSQL, both with workers released)', `${idleRss - pgRss}`);
  } else {
    row('server modules + PGlite (PostgreSQL not reachable to separate them)', `${idleRss - bare}`);
  }
  row(`one loaded engine worker ((WORKER_IDLE_MS=0 − released) / ${threads})`, `${Math.round((keptRss - idleRss) / threads)}`);
  row('the engine on the server thread instead (WORKER_THREADS=0 − released)', `${inProcessRss - idleRss}`);
  console.log('  inside one worker thread, loaded step by step (bench/memory-parts.ts):');
  console.log(parts.replace(/^/gm, '    '));
  console.log('\nLetter latency, POST /api/generate with a 2-page PDF:');
  row('warm (worker loaded), median of 5', ms(median(warm)));
  row('cold: first letter after idle release', ms(cold));
  row('after a signed-in request warmed a worker (3 s before)', ms(afterTouch));
  console.log('\nWith workers kept loaded (WORKER_IDLE_MS=0), idle:', `${keptRss} MB`);
  console.log(`Target: ≤ ${TARGET_MB} MB idle RSS on PGlite with the default worker count: ${idleRss} MB — ${idleRss <= TARGET_MB ? 'met' : 'NOT met'}` + ` (with the worker(s) loaded: ${loadedRss} MB, ${loadedRss <= TARGET_MB ? 'also within' : 'over'} the target)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

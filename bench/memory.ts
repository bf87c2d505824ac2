// Memory of the real server process (src/server/main.ts) on the embedded defaults (PGlite, built-in
// writer, default worker count and WORKER_IDLE_MS), measured from the moment the process is spawned, and
// the cold first letter. Targets (issue 24): ≤ 300 MB RSS from start to idle, and a first letter ≤ 1 s.
//
// `npm start` runs `vite build` and the extension build first, then `exec node src/server/main.ts` under
// npm's own process: this measures the server process itself (spawned directly, as the last step of
// `npm start` runs it), and separately what npm's own process adds when the server runs under it.
//
// The timeline (one server, a restart on a PGlite data dir made by an earlier start; binds 127.0.0.1 on a
// free port, stopped by its own pid): RSS of the server process and of its process group at 5 s, 60 s and
// 120 s after the spawn, with nothing but /api/health polled until it answers, plus the peak over those
// 120 s (the kernel's high-water mark, VmHWM, which also catches a burst between two samples). Then the
// first letter on that server, sent cold (no page view before it: the worker starts with the request),
// warm letters, the worker's release after WORKER_IDLE_MS, and a letter a few seconds after a signed-in
// page view has loaded a worker again (EngineRunner.touch).
//
// BENCH_PARTS=1 adds what each part costs, from more runs: bare Node; the same server on PostgreSQL
// (skipped when none answers); workers kept (WORKER_IDLE_MS=0); the engine in-process (WORKER_THREADS=0);
// a worker loading the engine step by step (bench/memory-parts.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultThreadCount } from '../src/server/documents/engine-runner.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_MB = 300;
const TARGET_LETTER_MS = 1000;
/** Seconds after the spawn at which the timeline is read. */
const CHECKPOINTS_S = [5, 60, 120];
/** The default WORKER_IDLE_MS (src/server/config.ts). */
const DEFAULT_IDLE_MS = 60_000;
/** After a worker ends, V8 gives its pooled pages back to the system some 8 s later. */
const RELEASE_SETTLE_MS = 12_000;
/** A person opening the generator page takes longer than this to choose a file and paste a posting. */
const PAGE_VIEW_TO_SUBMIT_MS = 5_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WITH_PARTS = process.env.BENCH_PARTS === '1';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0; // the process is gone
  }
}
const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

/** CPU time the process has used (all its threads), in ms: unlike wall time, it does not grow with other load. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line (11 and 12 after the command name), in ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A letter's wall time and the server process's CPU time meanwhile (the worker's share included). */
async function timedGenerate(base: string, cookie: string, pid: number): Promise<{ wall: number; cpu: number }> {
  const before = cpuMs(pid);
  const wall = await generate(base, cookie);
  return { wall, cpu: cpuMs(pid) - before };
}

/** RSS of every process in a process group (the spawned process leads its own), in MB. */
function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      /* exited meanwhile */
    }
  }
  return Math.round(kb / 1024);
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

/** Polls /api/health (no cookie: it loads no worker) until it answers; ms from `since`. */
async function waitForHealth(base: string, since: number): Promise<number> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - since;
    } catch {
      /* not up yet */
    }
    await pause(50);
  }
  throw new Error('server did not start');
}

interface Server {
  base: string;
  pid: number;
  /** performance.now() at the spawn. */
  spawnedAt: number;
  /** ms from the spawn to the first healthy answer. */
  upAfterMs: number;
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
  const spawnedAt = performance.now();
  // Its own process group, so the group's RSS is the server's and its children's.
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    env: full as NodeJS.ProcessEnv,
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  const upAfterMs = await waitForHealth(base, spawnedAt);
  return {
    base,
    pid: child.pid!,
    spawnedAt,
    upAfterMs,
    stop: async () => {
      process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** A PGlite data dir made by one start of the server (default configuration), so measured runs are restarts. */
async function initialisedDataDir(): Promise<{ dataDir: string; firstStartPeakMb: number; firstStartUpMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-mem-'));
  const s = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await pause(3000); // the first start's migrations and the database's own start-up work settle
  const firstStartPeakMb = statusMb(s.pid, 'VmHWM');
  await s.stop();
  return { dataDir, firstStartPeakMb, firstStartUpMs: s.upAfterMs };
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
const load = () => os.loadavg().map((x) => x.toFixed(1)).join(' / ');

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

/**
 * What npm's own process holds while it runs a script: `npm exec` running an idle Node, in its own process
 * group (npm, the shell it starts, the script's process). `npm start` keeps npm as the server's parent the
 * same way (its script ends in `exec node src/server/main.ts`).
 */
async function npmOwnRss(): Promise<{ npm: number; group: number } | null> {
  const npmCli = process.env.npm_execpath;
  const cmd = npmCli ? process.execPath : 'npm';
  const args = [...(npmCli ? [npmCli] : []), 'exec', '--offline', '--', 'node', '-e', 'setTimeout(() => {}, 60000)'];
  let child: ChildProcess;
  try {
    child = spawn(cmd, args, { cwd: ROOT, stdio: 'ignore', detached: true });
  } catch {
    return null;
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.once('error', () => {});
  await pause(5000);
  const result = child.exitCode === null && child.pid ? { npm: rssMb(child.pid), group: groupRssMb(child.pid) } : null;
  if (child.pid && child.exitCode === null) {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  return result;
}

async function partsInWorker(): Promise<string> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/memory-parts.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((r) => child.once('exit', r));
  return out.trimEnd();
}

const row = (label: string, value: string) => console.log(`  ${label.padEnd(72)} ${value}`);

const threads = defaultThreadCount();
const loadBefore = load();
console.log(
  `The server process (node src/server/main.ts, spawned directly) on the embedded defaults: PGlite, built-in writer,\n` +
    `${threads} worker thread(s) by default here (${os.availableParallelism()} CPUs), WORKER_IDLE_MS ${DEFAULT_IDLE_MS / 1000} s. Load average at start: ${loadBefore}.\n`,
);

const { dataDir, firstStartPeakMb, firstStartUpMs } = await initialisedDataDir();
try {
  const pglite = { DATA_DIR: dataDir, DATABASE_URL: undefined, WORKER_THREADS: undefined, WORKER_IDLE_MS: undefined };

  // npm's own process, measured while nothing else of ours runs.
  const npm = await npmOwnRss();

  // 1. The timeline: start, 5 / 60 / 120 s untouched; then the cold first letter and the rest.
  const s1 = await startServer(pglite);
  const at: { s: number; rss: number; group: number }[] = [];
  let sampledPeak = 0;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, rssMb(s1.pid));
  }, 200);
  let hwm120: number, cold: { wall: number; cpu: number }, warm: number[], loadedRss: number, releasedRss: number, afterView: { wall: number; cpu: number }, peakWithLetters: number;
  try {
    for (const s of CHECKPOINTS_S) {
      await pause(Math.max(0, s1.spawnedAt + s * 1000 - performance.now()));
      at.push({ s, rss: rssMb(s1.pid), group: groupRssMb(s1.pid) });
    }
    clearInterval(sampler);
    hwm120 = statusMb(s1.pid, 'VmHWM');
    // The first letter: a sign-up (a POST: it loads no worker) and at once a generate, so the worker starts
    // with the request — the slowest first letter there is.
    const cookie = await signIn(s1.base);
    cold = await timedGenerate(s1.base, cookie, s1.pid);
    warm = [];
    for (let i = 0; i < 5; i++) warm.push(await generate(s1.base, cookie));
    loadedRss = await settledRss(s1.pid);
    peakWithLetters = statusMb(s1.pid, 'VmHWM');
    process.stdout.write(`  (waiting ${Math.round((DEFAULT_IDLE_MS + RELEASE_SETTLE_MS) / 1000)} s for the worker's idle release…)\n`);
    await pause(DEFAULT_IDLE_MS + RELEASE_SETTLE_MS);
    releasedRss = await settledRss(s1.pid, 0);
    // A signed-in page view (every page asks /api/user) loads a worker in the background; the letter follows.
    const viewer = await signIn(s1.base);
    await signedInRequest(s1.base, viewer);
    await pause(PAGE_VIEW_TO_SUBMIT_MS);
    afterView = await timedGenerate(s1.base, viewer, s1.pid);
  } finally {
    clearInterval(sampler);
    await s1.stop();
  }
  const loadAfter = load();

  console.log('Server process on PGlite, default configuration, untouched after start (MB RSS):');
  row('up (first /api/health answer) after', ms(s1.upAfterMs));
  for (const a of at) row(`at ${a.s} s after the spawn: server process / its process group`, `${a.rss} / ${a.group}`);
  row('peak over the first 120 s (VmHWM; sampled every 200 ms: ' + `${sampledPeak})`, `${hwm120}`);
  row('very first start on an empty DATA_DIR (creates the database): peak, up after', `${firstStartPeakMb}, ${ms(firstStartUpMs)}`);
  if (npm) row("npm's own process, were the server run under npm (npm start): npm / whole group", `${npm.npm} / ${npm.group}`);
  console.log('\nThen, on the same server:');
  row('first letter, cold (sign-up, then at once POST /api/generate, 2-page PDF): wall, CPU', `${ms(cold.wall)}, ${ms(cold.cpu)}`);
  row('warm letters, median of 5', ms(median(warm)));
  row('worker loaded, after the letters (MB RSS; peak so far)', `${loadedRss} (${peakWithLetters})`);
  row(`idle again: worker released after WORKER_IDLE_MS (MB RSS)`, `${releasedRss}`);
  row(`first letter ${PAGE_VIEW_TO_SUBMIT_MS / 1000} s after a signed-in page view (worker loaded by then): wall, CPU`, `${ms(afterView.wall)}, ${ms(afterView.cpu)}`);

  if (WITH_PARTS) {
    // 3. Workers kept loaded (WORKER_IDLE_MS=0: loaded at boot, as before idle release).
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
    console.log('\nWhat each part costs (MB RSS, differences of runs):');
    row('bare Node 24 process', `${bare}`);
    if (pgRss !== null) {
      row('server on PostgreSQL, worker released − bare Node', `${pgRss - bare}`);
      row('PGlite (the server on PGlite − on PostgreSQL, both with the worker released)', `${releasedRss - pgRss}`);
    } else {
      row('server modules + PGlite (PostgreSQL not reachable to separate them)', `${releasedRss - bare}`);
    }
    row(`one loaded engine worker ((WORKER_IDLE_MS=0 − released) / ${threads})`, `${Math.round((keptRss - releasedRss) / threads)}`);
    row('the engine on the server thread instead (WORKER_THREADS=0 − released)', `${inProcessRss - releasedRss}`);
    console.log('  inside one worker thread, loaded step by step (bench/memory-parts.ts):');
    console.log(parts.replace(/^/gm, '    '));
    console.log(`\nWith workers kept loaded (WORKER_IDLE_MS=0), idle: ${keptRss} MB`);
  }

  const startToIdle = Math.max(hwm120, ...at.map((a) => a.rss));
  console.log(`\nLoad average at the end: ${loadAfter} (2-core figures are slower, not smaller, on a busy machine).`);
  console.log(
    `Verdict: ≤ ${TARGET_MB} MB RSS for the server process from start to idle (peak of the first 120 s): ${startToIdle} MB — ${startToIdle <= TARGET_MB ? 'met' : 'NOT met'}` +
      `; idle again after a letter: ${releasedRss} MB — ${releasedRss <= TARGET_MB ? 'met' : 'NOT met'}.`,
  );
  console.log(
    `Verdict: first letter ≤ ${TARGET_LETTER_MS} ms: cold ${ms(cold.wall)} — ${cold.wall <= TARGET_LETTER_MS ? 'met' : 'NOT met'}; ` +
      `after a signed-in page view ${ms(afterView.wall)} — ${afterView.wall <= TARGET_LETTER_MS ? 'met' : 'NOT met'}.`,
  );
  if (cold.wall > TARGET_LETTER_MS && cold.cpu <= TARGET_LETTER_MS) {
    console.log(
      `  (the cold letter used ${ms(cold.cpu)} of CPU: on an otherwise idle machine its wall time is about that; here other load stretched it)`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

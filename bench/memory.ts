// Idle memory of the real server process (src/server/main.ts) in embedded PGlite mode: RSS after
// start-up (a restart: the data dir already exists), and again after one generate once things settle. Run with different WORKER_THREADS to
// see each part's cost: 0 threads = server + PGlite + the engine loaded in-process.
// Goal: ≤ 300 MB RSS idle with the default worker count.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return Math.round((kb * 1024) / MB);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** A data dir created (initdb + migrations) by one run of the server, so the measured runs are restarts. */
async function initialisedDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-mem-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WORKER_THREADS: '0' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], { env, cwd: ROOT, stdio: 'ignore' });
  await waitForHealth(`http://127.0.0.1:${port}`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return dataDir;
}

async function measure(threads: string | undefined): Promise<{ start: number; afterGenerate: number }> {
  const dataDir = await initialisedDataDir();
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env: Record<string, string> = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir } as Record<string, string>;
  delete env.DATABASE_URL;
  if (threads !== undefined) env.WORKER_THREADS = threads;
  else delete env.WORKER_THREADS;
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], { env, cwd: ROOT, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    await pause(5000); // warm-up of the workers finishes, heaps settle
    const start = rssMb(child.pid!);
    const reg = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: `mem${Date.now()}`, password: 'secret12' }),
    });
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const form = new FormData();
    form.append('jobDescription', fs.readFileSync(path.join(ROOT, 'tests/fixtures/jobs/software.txt'), 'utf8'));
    form.append('resume', new Blob([fs.readFileSync(path.join(ROOT, 'tests/fixtures/resumes/maya-chen-software.pdf'))], { type: 'application/pdf' }), 'resume.pdf');
    const gen = await fetch(`${base}/api/generate`, { method: 'POST', body: form, headers: { origin: base, cookie } });
    if (gen.status !== 200) throw new Error(`generate answered ${gen.status}`);
    await pause(5000);
    return { start, afterGenerate: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const variants: [string, string | undefined][] = [
  ['default worker count', undefined],
  ['WORKER_THREADS=0 (in-process engine)', '0'],
  ['WORKER_THREADS=1', '1'],
];
console.log('Idle RSS of the server process, embedded PGlite (MB):');
for (const [label, threads] of variants) {
  const r = await measure(threads);
  console.log(`  ${label.padEnd(40)} start ${String(r.start).padStart(5)}   after a generate ${String(r.afterGenerate).padStart(5)}`);
}

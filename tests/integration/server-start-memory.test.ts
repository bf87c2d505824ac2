// The real `main.ts` process on the embedded defaults starts small: no engine worker is loaded at boot
// (with idle release on, the default), its RSS stays under the 300 MB target through its first seconds,
// and a signed-in page view loads a worker in the background (EngineRunner.touch). bench/memory.ts
// measures the same over two minutes with the cold first letter's time.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../helpers/http-client.ts';
import { freePort } from '../helpers/free-port.ts';

const TARGET_MB = 300;
const usesPostgres = Boolean(process.env.DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-start-'));
let server: ChildProcess | null = null;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(server.pid!, 'SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024);
}

/** Threads Node names for worker_threads (piscina's engine workers) in the process. */
function workerThreads(pid: number): number {
  return fs.readdirSync(`/proc/${pid}/task`).filter((tid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() === 'WorkerThread';
    } catch {
      return false;
    }
  }).length;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe.skipIf(usesPostgres || process.platform !== 'linux')('server start-up on embedded PGlite', () => {
  it('loads no engine worker at boot, stays under 300 MB, and loads one on a signed-in page view', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    // The first start creates the database (a different, one-time cost); the measured start is a restart.
    for (const measured of [false, true]) {
      const child = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
      server = child;
      const healthy = await waitFor(async () => {
        try {
          return (await fetch(`${url}/api/health`)).ok;
        } catch {
          return false;
        }
      }, 45_000);
      expect(healthy).toBe(true);
      if (!measured) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid!, 'SIGTERM');
        await exited;
        continue;
      }
      const pid = child.pid!;
      const samples: number[] = [];
      for (let i = 0; i < 10; i++) {
        samples.push(rssMb(pid));
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(workerThreads(pid)).toBe(0);
      expect(Math.max(...samples), `RSS samples ${samples.join(', ')} MB`).toBeLessThanOrEqual(TARGET_MB);

      const reg = await fetch(`${url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ username: uniqueName('start'), password: 'secret12' }),
      });
      expect(reg.status).toBe(201);
      expect(workerThreads(pid)).toBe(0); // a POST loads nothing ahead of its own task
      const cookie = reg.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      expect((await fetch(`${url}/api/user`, { headers: { cookie } })).status).toBe(200);
      expect(await waitFor(() => workerThreads(pid) === 1, 15_000)).toBe(true);
    }
  }, 120_000);
});

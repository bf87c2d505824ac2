// The real `main.ts` process: a second server on the same PGlite DATA_DIR refuses to start, and
// SIGTERM/SIGINT close the database cleanly (data written before the signal survives a restart,
// uploaded originals included: they are files under DATA_DIR/uploads).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGenerateResponse } from '../../src/shared/letters.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { TestClient, uniqueName, bodyBytes } from '../helpers/http-client.ts';
import { freePort } from '../helpers/free-port.ts';

const usesPostgres = Boolean(process.env.DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-proc-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

// One server's life, in steps that build on each other (the same DATA_DIR throughout).
describe.skipIf(usesPostgres)('server process on embedded PGlite', () => {
  let port: number;
  let url: string;
  let first: ReturnType<typeof startServer>;
  const username = uniqueName('proc');
  const file = resumeFile('maya-chen-software.pdf');
  let resumeId: number | null;
  beforeAll(async () => {
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    first = startServer(port);
    await waitHealthy(url);
  });

  it('refuses a second process on the same DATA_DIR', async () => {
    const second = startServer(await freePort());
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/already in use by another ApplyKit process/);
  });

  it('stores an uploaded original as a file under DATA_DIR/uploads', async () => {
    const client = new TestClient(url);
    expect((await client.post('/api/register', { username, password: 'secret12' })).status).toBe(201);
    const gen = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, file));
    expect(gen.status, gen.text).toBe(200);
    resumeId = ZGenerateResponse.parse(gen.body).resumeId;
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(1);
  });

  it('exits 0 on SIGTERM and releases the DATA_DIR lock', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'applykit.lock'))).toBe(false);
  });

  it('after a restart, the account and the original uploaded before the signal are intact; SIGINT exits 0', async () => {
    const again = startServer(port);
    await waitHealthy(url);
    const back = new TestClient(url);
    const login = await back.post('/api/login', { username, password: 'secret12' });
    expect(login.status).toBe(200);
    const original = await back.get(`/api/resumes/${resumeId}/file`);
    expect(original.status).toBe(200);
    expect(Buffer.compare(bodyBytes(original), Buffer.from(file.bytes))).toBe(0);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);
});

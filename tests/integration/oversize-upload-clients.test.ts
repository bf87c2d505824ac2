// An oversized upload's JSON 413 reaches every kind of client, against the real `main.ts` process:
// Node's fetch (undici), curl, Python requests and Chromium, each ten times per upload route (before
// the lingering close, Node's fetch saw EPIPE in most tries: a test with one try could pass by luck).
// A client that never stops sending is cut off once the server has discarded its bound, and the
// server stays healthy.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER_MAX_BYTES } from '../../src/server/http/lingering-close.ts';
import { FILE_TOO_LARGE_MESSAGE } from '../../src/shared/cover-letter-rules.ts';
import { MAX_UPLOAD_BYTES } from '../../src/shared/constants.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { CHROMIUM_PATH, launchBrowser } from '../helpers/browser.ts';
import { uniqueName } from '../helpers/http-client.ts';
import { freePort } from '../helpers/free-port.ts';

const run = promisify(execFile);
const MB = 1024 * 1024;
const TRIES = 10;
const ROUTES = ['/api/generate', '/api/generate-tailored-resume'] as const;
const JOB = 'A job description long enough to be accepted by the form validation rules of the upload form.';
/** The answer every client must read, reduced to one comparable string. */
const WANTED = `413 ${FILE_TOO_LARGE_MESSAGE}`;

const usesPostgres = Boolean(process.env.DATABASE_URL);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-413-'));
const bigFile = path.join(workDir, 'big.pdf');
let server: ChildProcess | null = null;
let url = '';
let cookie = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(server.pid!, 'SIGTERM');
    await exited;
  }
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function isHealthy(): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

function summarize(status: number, body: string): string {
  try {
    return `${status} ${errorMessage(JSON.parse(body))}`;
  } catch {
    return `${status} ${body.slice(0, 80)}`;
  }
}

function hasPythonRequests(): boolean {
  return spawnSync('python3', ['-c', 'import requests'], { stdio: 'ignore' }).status === 0;
}

describe.skipIf(usesPostgres)('oversized uploads against the real server process', () => {
  beforeAll(async () => {
    fs.writeFileSync(bigFile, Buffer.alloc(6 * MB, 0x20));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        LOG_LEVEL: 'warn',
        SIGNUPS_PER_IP_PER_HOUR: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 45_000;
    while (!(await isHealthy())) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not become healthy');
      await new Promise((r) => setTimeout(r, 200));
    }
    const res = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: uniqueName('big'), password: 'secret12' }),
    });
    expect(res.status).toBe(201);
    cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  }, 60_000);

  it.each(ROUTES)("Node's fetch reads the 413 from %s, every time", async (route) => {
    const bytes = fs.readFileSync(bigFile);
    const seen: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      const form = new FormData();
      form.append('jobDescription', JOB);
      form.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
      try {
        const res = await fetch(url + route, { method: 'POST', body: form, headers: { origin: url, cookie } });
        seen.push(summarize(res.status, await res.text()));
      } catch (err) {
        seen.push(String((err as { cause?: { code?: string } }).cause?.code ?? err));
      }
    }
    expect(seen).toEqual(Array(TRIES).fill(WANTED));
  }, 60_000);

  it("Node's fetch reads a 401 sent before a signed-out 6 MB upload was read (a kept-alive connection)", async () => {
    const bytes = fs.readFileSync(bigFile);
    const seen: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      const form = new FormData();
      form.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
      try {
        const res = await fetch(url + ROUTES[i % 2], { method: 'POST', body: form, headers: { origin: url } });
        seen.push(String(res.status));
        await res.arrayBuffer();
      } catch (err) {
        seen.push(String((err as { cause?: { code?: string } }).cause?.code ?? err));
      }
    }
    expect(seen).toEqual(Array(TRIES).fill('401'));
  }, 60_000);

  it.for([...ROUTES])('curl reads the 413 from %s, every time', { timeout: 60_000 }, async (route, { skip }) => {
    if (spawnSync('curl', ['--version'], { stdio: 'ignore' }).status !== 0) skip('curl is not installed');
    const seen: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      // curl sends `Expect: 100-continue` for a body this size by default; every other try goes without.
      const expect100 = i % 2 === 0 ? [] : ['-H', 'Expect:'];
      try {
        const { stdout } = await run('curl', [
          '-sS', '-w', '\n%{http_code}', '-H', `origin: ${url}`, '-H', `cookie: ${cookie}`, ...expect100,
          '-F', `jobDescription=${JOB}`, '-F', `resume=@${bigFile};type=application/pdf`, url + route,
        ]);
        const cut = stdout.lastIndexOf('\n');
        seen.push(summarize(Number(stdout.slice(cut + 1)), stdout.slice(0, cut)));
      } catch (err) {
        seen.push(`curl failed: ${(err as { stderr?: string }).stderr ?? String(err)}`);
      }
    }
    expect(seen).toEqual(Array(TRIES).fill(WANTED));
  });

  it('Python requests reads the 413 from both routes, every time', async ({ skip }) => {
    if (!hasPythonRequests()) skip('python3 with the requests package is not installed');
    // requests sends the whole body (with Content-Length) before it reads any of the answer.
    const script = [
      'import json, sys, requests',
      'origin, url, cookie, job, file, tries = sys.argv[1:7]',
      'seen = []',
      'for _ in range(int(tries)):',
      '    try:',
      "        with open(file, 'rb') as f:",
      "            r = requests.post(url, headers={'origin': origin, 'cookie': cookie}, data={'jobDescription': job}, files={'resume': ('big.pdf', f, 'application/pdf')}, timeout=60)",
      '        seen.append([r.status_code, r.text])',
      '    except Exception as e:',
      "        seen.append([0, type(e).__name__ + ': ' + str(e)])",
      'print(json.dumps(seen))',
    ].join('\n');
    const seen: string[] = [];
    for (const route of ROUTES) {
      const { stdout } = await run('python3', ['-c', script, url, url + route, cookie, JOB, bigFile, String(TRIES)], { maxBuffer: 1024 * 1024 });
      for (const [status, body] of JSON.parse(stdout) as [number, string][]) seen.push(summarize(status, body));
    }
    expect(seen).toEqual(Array(ROUTES.length * TRIES).fill(WANTED));
  }, 120_000);

  it('Chromium reads the 413 from both routes, every time (fetch from a page)', async ({ skip }) => {
    if (!fs.existsSync(CHROMIUM_PATH)) skip(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/api/health`);
      const seen = await page.evaluate(
        async ({ routes, tries, size, job }) => {
          const signUp = await fetch('/api/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: `chromium${Date.now() % 1e9}`, password: 'secret12' }),
          });
          if (signUp.status !== 201) return [`sign-up ${signUp.status}`];
          const bytes = new Uint8Array(size).fill(0x20);
          const out: { status: number; body: string }[] = [];
          for (const route of routes) {
            for (let i = 0; i < tries; i++) {
              const form = new FormData();
              form.append('jobDescription', job);
              form.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
              try {
                const res = await fetch(route, { method: 'POST', body: form });
                out.push({ status: res.status, body: await res.text() });
              } catch (err) {
                out.push({ status: 0, body: String(err) });
              }
            }
          }
          return out;
        },
        { routes: [...ROUTES], tries: TRIES, size: 6 * MB, job: JOB },
      );
      const summaries = seen.map((s) => (typeof s === 'string' ? s : summarize(s.status, s.body)));
      expect(summaries).toEqual(Array(ROUTES.length * TRIES).fill(WANTED));
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('a chunked 6 MB upload (no Content-Length) is refused while streaming, and the 413 is read every time', async () => {
    const seen: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      const res = await sendRaw(ROUTES[i % 2], 6 * MB, { chunked: true, stopOnAnswer: true });
      seen.push(res.answer.startsWith('HTTP/1.1 413') && res.answer.includes(FILE_TOO_LARGE_MESSAGE) ? WANTED : res.answer.slice(0, 80) || res.error);
    }
    expect(seen).toEqual(Array(TRIES).fill(WANTED));
  }, 60_000);

  it.each([
    { chunked: false, label: 'with Content-Length' },
    { chunked: true, label: 'chunked' },
  ])('a 64 MB body $label from a client that never stops sending is cut off after the bound', async ({ chunked }) => {
    const total = 64 * MB;
    const res = await sendRaw(ROUTES[0], total, { chunked, stopOnAnswer: false });
    // The server closed the connection before the client could send it all: it read at most the cap,
    // the discarded bound and what the two kernels' socket buffers hold in between.
    expect(res, JSON.stringify({ ...res, answer: res.answer.slice(0, 300) })).toMatchObject({ cutOff: true });
    expect(res.sent).toBeLessThan(MAX_UPLOAD_BYTES + LINGER_MAX_BYTES + 16 * MB);
    expect(res.sent).toBeLessThan(total);
    if (res.answer) expect(res.answer.slice(0, 12)).toBe('HTTP/1.1 413');
    expect(await isHealthy()).toBe(true);
  }, 60_000);

  it('stays healthy and serves a signed-in request afterwards', async () => {
    const res = await fetch(`${url}/api/user`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(server?.exitCode).toBe(null);
  });
});

interface RawResult {
  answer: string;
  sent: number;
  /** The connection failed (reset, broken pipe) before the client had sent everything. */
  cutOff: boolean;
  error: string;
}

/**
 * A client written on a bare socket: sends a multipart upload whose file is `size` bytes, either
 * stopping once an answer arrives (as curl does) or sending on regardless (as a naive script would).
 */
function sendRaw(route: string, size: number, opts: { chunked: boolean; stopOnAnswer: boolean }): Promise<RawResult> {
  const boundary = 'applykit413boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="jobDescription"\r\n\r\n${JOB}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + size + tail.length;
  const { port } = new URL(url);
  return new Promise((resolve) => {
    // Half-open allowed: the server's FIN after its answer must not end our sending (a naive client's).
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let error = '';
    let done = false;
    let cutOff = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const frame = (b: Buffer): Buffer[] => (opts.chunked ? [Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')] : [b]);
    let remaining = size;
    let stage: 'head' | 'file' | 'tail' | 'end' = 'head';
    const pump = () => {
      while (!done && stage !== 'end') {
        if (opts.stopOnAnswer && answer) return;
        let parts: Buffer[];
        if (stage === 'head') {
          parts = frame(head);
          stage = 'file';
        } else if (stage === 'file') {
          const piece = remaining >= chunk.length ? chunk : chunk.subarray(0, remaining);
          remaining -= piece.length;
          if (remaining === 0) stage = 'tail';
          parts = frame(piece);
        } else {
          parts = [...frame(tail), ...(opts.chunked ? [Buffer.from('0\r\n\r\n')] : [])];
          stage = 'end';
        }
        let flowing = true;
        for (const part of parts) flowing = socket.write(part) && flowing;
        if (!flowing) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ answer, sent: socket.bytesWritten, cutOff, error });
      socket.destroy();
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
          (opts.chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
          '\r\n',
      );
      pump();
    });
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
      // A complete answer (headers and the JSON body) is all a stopping client waits for.
      if (opts.stopOnAnswer && answer.includes('\r\n\r\n{') && answer.endsWith('}')) finish();
    });
    socket.on('end', () => {
      // The server's FIN after its answer: a lingering server still reads what follows.
      if (stage === 'end' || opts.stopOnAnswer) finish();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      cutOff = stage !== 'end';
      error = err.code ?? String(err);
      finish();
    });
    socket.on('close', finish);
    setTimeout(finish, 40_000).unref();
  });
}

// Every route that reads a body enforces its cap while the bytes arrive, and an oversized upload
// is answered with its JSON 413 in a way every client can read.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../helpers/api-schemas.ts';
import { signedInClient, type TestClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const MB = 1024 * 1024;

let app: TestApp;
let client: TestClient;
beforeAll(async () => {
  app = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_applykit',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '9',
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  client = (await signedInClient(app.url)).client;
});
afterAll(() => app.close());

/** Streams up to `total` bytes chunked (no Content-Length) and reports how many were sent before the answer. */
function chunkedPost(path: string, total: number, headers: Record<string, string>): Promise<{ status: number; sentBeforeAnswer: number; body: string }> {
  const target = new URL(app.url + path);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ hostname: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers }, (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, sentBeforeAnswer, body: Buffer.concat(parts).toString() });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (!['EPIPE', 'ECONNRESET'].includes(err.code ?? '')) reject(err);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('streamed body caps', () => {
  it('refuses a chunked 300 MB webhook body after about 1 MB', async () => {
    const res = await chunkedPost('/api/stripe/webhook', 300 * MB, { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' });
    expect(res.status).toBe(413);
    expect(errorMessage(JSON.parse(res.body))).toBe('Request body too large');
    expect(res.sentBeforeAnswer).toBeLessThan(32 * MB);
  });

  it('refuses a chunked 300 MB JSON body on an ordinary route after about 1 MB', async () => {
    const res = await chunkedPost('/api/login', 300 * MB, { 'content-type': 'application/json', origin: app.url });
    expect(res.status).toBe(413);
    expect(res.sentBeforeAnswer).toBeLessThan(32 * MB);
  });
});

describe('oversized uploads with Content-Length (Node fetch)', () => {
  it.each([6, 50])('answers every one of 20 %i MB uploads with the JSON 413', async (size) => {
    const bytes = new Uint8Array(size * MB).fill(0x20);
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 20; i++) {
      const form = new FormData();
      form.append('jobDescription', 'A job description long enough to be accepted by the form validation rules.');
      form.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
      try {
        const res = await fetch(`${app.url}/api/generate`, {
          method: 'POST',
          body: form,
          headers: { origin: app.url, cookie: client.cookieHeader() },
        });
        const body: unknown = await res.json();
        statuses.push(res.status === 413 && errorMessage(body) === 'File size exceeds 5MB limit.' ? 413 : res.status);
      } catch (err) {
        statuses.push(String((err as { cause?: { code?: string } }).cause?.code ?? err));
      }
    }
    expect(statuses).toEqual(Array(20).fill(413));
  }, 120_000);
});

import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from './log-options.ts';

const RESUME = 'Maya Chen maya.chen@example.com Led the migration of 14 services';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('log lines hold no user data', () => {
  it('an error from a failed query keeps the statement kind and code, never its parameters, in a bounded size', () => {
    const bytes = Array.from({ length: 200_000 }, (_, i) => i % 256).join(',');
    const err = Object.assign(new Error(`Failed query: insert into "resumes" ("text", "original") values ($1, $2)\nparams: ${RESUME},${bytes}`), { code: '22021' });
    err.cause = new Error(`invalid byte sequence for encoding "UTF8": 0x00 ${RESUME}`.slice(0, 60));
    const out = serializeError(err);
    const json = JSON.stringify(out);
    expect(json).not.toContain('Led the migration');
    expect(json).not.toContain('maya.chen@example.com');
    expect(json.length).toBeLessThan(4096);
    expect(out).toMatchObject({ type: 'Error', code: '22021' });
    expect(out.message).toContain('insert into "resumes"');
  });

  it('the logger redacts cookies, authorization headers, passwords and tokens, and serialises errors safely', () => {
    const { lines, stream } = capture();
    const logger = pino(loggerOptions('info'), stream);
    logger.info({ req: { headers: { cookie: 'session=abc123', authorization: 'Bearer xyz' } }, body: { password: 'hunter2', token: 't0k3n' } }, 'request');
    logger.error({ err: new Error(`Failed query: update params: ${RESUME}`) }, 'unhandled error');
    const text = lines.join('');
    for (const secret of ['abc123', 'Bearer xyz', 'hunter2', 't0k3n', 'Led the migration']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});

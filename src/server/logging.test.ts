import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, serialiseError } from './logging.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('serialiseError', () => {
  it('drops the query parameters drizzle puts in its message, and keeps the driver code', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (text)=(Jane Roe resume) already exists',
    });
    const err = Object.assign(new Error('Failed query: insert into "resumes" ("text") values ($1)\nparams: Jane Roe, 12 Elm St', { cause }), {
      params: ['Jane Roe, 12 Elm St'],
    });
    const out = JSON.stringify(serialiseError(err));
    expect(out).not.toContain('Elm St');
    expect(out).not.toContain('Jane Roe');
    expect(out).toContain('22021');
    expect(out).toContain('Failed query: insert into');
  });

  it('stays within a few KB for a huge message', () => {
    const err = new Error(`boom ${'1,'.repeat(5_000_000)}`);
    expect(JSON.stringify(serialiseError(err)).length).toBeLessThan(4096);
  });
});

describe('createLogger', () => {
  it('redacts cookies, authorization headers, passwords and tokens', () => {
    const { lines, logger } = capture();
    logger.info(
      { headers: { cookie: 'applykit_session=abc', authorization: 'Bearer xyz' }, password: 'hunter22', token: 'tok-1' },
      'x',
    );
    const line = lines.join('');
    for (const secret of ['abc', 'xyz', 'hunter22', 'tok-1']) expect(line).not.toContain(secret);
  });

  it('serialises an err field without its params', () => {
    const { lines, logger } = capture();
    logger.error({ err: Object.assign(new Error('Failed query: select 1\nparams: private text'), { params: ['private text'] }) }, 'failed');
    expect(lines.join('')).not.toContain('private text');
  });
});

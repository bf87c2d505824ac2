// What may reach a log line. Database errors carry the failed query's parameters (a resume's text, a profile,
// on PostgreSQL the uploaded bytes as a list of numbers), so an error is logged as its kind, code, a short
// message cut before any parameters, and a few stack frames: a few hundred bytes, never the data.
import type { LoggerOptions } from 'pino';

const MAX_MESSAGE = 300;
const MAX_FRAMES = 6;

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

function safeMessage(message: string): string {
  // drizzle: 'Failed query: insert … \nparams: …'; pg: detail lines. The statement text stays, the values go.
  const cut = message.split(/\bparams:/)[0] ?? '';
  const oneLine = cut.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_MESSAGE ? `${oneLine.slice(0, MAX_MESSAGE)}…` : oneLine;
}

/** An error reduced to what helps an operator and nothing a user wrote. */
export function serializeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[non-error value]' };
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '').split('\n').filter((l) => l.trimStart().startsWith('at ')).slice(0, MAX_FRAMES);
  const out: SafeError = { type: err.name, message: safeMessage(err.message) };
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code).slice(0, 40);
  if (frames.length) out.stack = frames.map((f) => f.trim().slice(0, 200)).join('\n');
  if (err.cause !== undefined && depth < 2) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: 'applykit' },
    serializers: { err: (e: unknown) => serializeError(e) },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.sessionToken',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  };
}

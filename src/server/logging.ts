// The server's logger. Log lines must never carry a user's documents or secrets: database errors
// hold the statement's parameters (resume text, profile JSON, uploaded bytes), so errors are
// serialised by hand into a few bounded fields; request headers that authenticate are redacted.
import pino, { type DestinationStream, type Logger } from 'pino';

/** Longest message / stack kept from an error; together they stay within a few KB per line. */
const MAX_MESSAGE = 500;
const MAX_STACK = 2000;
const MAX_CAUSES = 3;

function clip(text: unknown, max: number): string | undefined {
  if (typeof text !== 'string') return undefined;
  return text.length > max ? `${text.slice(0, max)}…[${text.length - max} more]` : text;
}

interface SerialisedError {
  type: string;
  message?: string;
  code?: string;
  stack?: string;
  cause?: SerialisedError;
}

/**
 * Only the error's class, message, code and stack, each clipped. Never `params`, `query` values,
 * `detail` (PostgreSQL puts row values there), `where`, `body` or any other own property.
 */
export function serialiseError(err: unknown, depth = 0): SerialisedError {
  if (!(err instanceof Error)) return { type: typeof err, message: clip(String(err), MAX_MESSAGE) };
  const code = (err as { code?: unknown }).code;
  // drizzle wraps the driver's error as "Failed query: <sql>\nparams: <values>": drop the values.
  const message = err.message.replace(/\nparams:[\s\S]*/, '\nparams: [redacted]');
  const out: SerialisedError = {
    type: err.constructor?.name ?? err.name,
    message: clip(message, MAX_MESSAGE),
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    stack: clip(err.stack?.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]'), MAX_STACK),
  };
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serialiseError(err.cause, depth + 1);
  return out;
}

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'cookie',
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  '*.password',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  'secret',
  '*.secret',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'applykit' },
      serializers: { err: serialiseError, error: serialiseError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

// Cross-cutting HTTP concerns: request id + structured log line, CSRF by origin, no-store for
// authenticated answers, and one error handler that never leaks a stack trace.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppContext, AppEnv } from '../app-context.ts';
import { AppError } from '../errors.ts';

export function requestContext(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const logger = ctx.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.set('user', null);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      logger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request from another site is refused, whatever its content type (forms and
 * text/plain can be sent cross-site without a preflight). Origin decides when present; otherwise
 * Sec-Fetch-Site. Non-browser clients send neither and carry no ambient cookies to abuse.
 */
export function csrfGuard(allowedOrigins: () => string[], exempt: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    const origin = c.req.header('origin');
    const selfOrigin = requestOrigin(c);
    if (origin !== undefined) {
      if (origin !== selfOrigin && !allowedOrigins().includes(origin)) {
        throw new AppError('CSRF', 'Cross-site request refused');
      }
    } else {
      const site = c.req.header('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        throw new AppError('CSRF', 'Cross-site request refused');
      }
    }
    return next();
  };
}

export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return url.origin;
}

export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json({ message: err.message, code: err.code, ...err.extra }, err.status as never);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Request body too large' : err.message || 'Request failed';
    return c.json({ message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' }, status);
  }
  const logger = c.get('logger');
  logger?.error({ err }, 'unhandled error');
  return c.json({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, 500);
}

import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../app-context.ts';
import { AppError } from '../errors.ts';

/** 401 unless signed in. Authenticated answers are never cached. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  await next();
  c.header('Cache-Control', 'no-store');
};

/** 401 signed out, 403 signed in but not an admin (is_admin is re-read on every request). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Admin access required');
  await next();
  c.header('Cache-Control', 'no-store');
};

export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return user;
}

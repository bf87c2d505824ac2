import { Hono } from 'hono';
import { ZLoginRequest, ZRegisterRequest } from '../../shared/auth.ts';
import type { AppContext, AppEnv } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { readJson } from '../http/validate.ts';
import { clientAddress } from '../http/client-address.ts';
import { trustedProxyHops } from '../config.ts';
import { settleLoginSuccess, takeLoginAttempt, takeSignupAttempt, throttleKeys } from './login-throttle.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import { currentUser, requireUser } from './require-user.ts';
import { endSession, startSession } from './sessions.ts';
import { createUser, findUserById, findUserByUsername, toApiUser } from './users.ts';

export function createAuthRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post('/register', async (c) => {
    const body = await readJson(c, ZRegisterRequest);
    await takeSignupAttempt(ctx, clientAddress(c, trustedProxyHops(ctx.config)), ctx.config.SIGNUPS_PER_IP_PER_HOUR);
    const user = await createUser(ctx, body.username, body.password);
    await startSession(ctx, c, user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(toApiUser(user, ctx.now()), 201);
  });

  app.post('/login', async (c) => {
    const body = await readJson(c, ZLoginRequest);
    const keys = throttleKeys(body.username, clientAddress(c, trustedProxyHops(ctx.config)));
    await takeLoginAttempt(ctx, keys);
    const user = await findUserByUsername(ctx.db, body.username);
    const ok = user ? await verifyPassword(user.passwordHash, body.password) : (await burnPasswordCheck(body.password), false);
    if (!user || !ok) {
      throw new AppError('UNAUTHORIZED', 'Invalid username or password');
    }
    await settleLoginSuccess(ctx.db, keys);
    await startSession(ctx, c, user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(toApiUser(user, ctx.now()));
  });

  app.post('/logout', async (c) => {
    await endSession(ctx, c);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  app.get('/user', requireUser, async (c) => {
    const user = await findUserById(ctx.db, currentUser(c).id);
    if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
    return c.json(toApiUser(user, ctx.now()));
  });

  return app;
}

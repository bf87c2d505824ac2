// Builds the whole HTTP app from its dependencies; main.ts starts it, tests drive it in-process.
import fs from 'node:fs';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext, AppEnv } from './app-context.ts';
import { createAccountRoutes } from './account/account.routes.ts';
import { createAdminRoutes } from './admin/admin.routes.ts';
import { createAuthRoutes } from './auth/auth.routes.ts';
import { readSession } from './auth/sessions.ts';
import { createBillingRoutes } from './billing/billing.routes.ts';
import { AppError } from './errors.ts';
import { getEngineRunner } from './documents/engine-runner.ts';
import { armLingeringClose } from './http/lingering-close.ts';
import { csrfGuard, handleError, requestContext } from './http/middleware.ts';
import { createLettersRoutes } from './letters/letters.routes.ts';
import { createProfilesRoutes } from './profiles/profiles.routes.ts';
import { createTailoredRoutes } from './tailored/tailored.routes.ts';
import { publicUrl } from './config.ts';

/** Routes that read a raw or multipart body themselves (each enforces its own cap while streaming). */
const STREAMED_BODY = /^\/api\/(generate|generate-tailored-resume|stripe\/webhook)$/;
/** Routes whose upload is followed by a document task. */
const UPLOAD_ROUTE = /^\/api\/(generate|generate-tailored-resume)$/;
/** Provider callbacks authenticate by signature, not by browser origin. */
const CSRF_EXEMPT = /^\/api\/stripe\/webhook$/;

export interface CreateAppOptions {
  /** Folder of the built client (vite build). */
  clientDir?: string;
}

export function createApp(ctx: AppContext, opts: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    // An answer sent before the body is read (a 413, a 401 on an upload) must reach every client.
    const node = c.env as Partial<HttpBindings> | undefined;
    if (node?.incoming && node.outgoing) armLingeringClose(node.incoming, node.outgoing);
    await next();
  });
  app.use('*', requestContext(ctx));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = new Hono<AppEnv>();
  api.use('*', csrfGuard(() => [new URL(publicUrl(ctx.config)).origin], (p) => CSRF_EXEMPT.test(p)));
  api.use('*', async (c, next) => {
    if (STREAMED_BODY.test(c.req.path)) return next();
    return bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body too large');
      },
    })(c, next);
  });
  const runner = getEngineRunner(ctx);
  api.use('*', async (c, next) => {
    const user = await readSession(ctx, c);
    c.set('user', user);
    // A signed-in user looking at a page (every page asks GET /api/user) may be about to generate: have
    // a worker loaded by then (WORKER_IDLE_MS). Not on a POST: a warm-up round sent with a generate would
    // only queue ahead of it; an upload only has a thread started while its bytes arrive.
    if (user && c.req.method === 'GET') runner.touch();
    else if (user && UPLOAD_ROUTE.test(c.req.path)) runner.startWorker();
    await next();
  });

  api.get('/health', async (c) => {
    await ctx.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: ctx.dbKind });
  });
  api.route('/', createAuthRoutes(ctx));
  api.route('/', createLettersRoutes(ctx));
  api.route('/', createTailoredRoutes(ctx));
  api.route('/', createProfilesRoutes(ctx));
  api.route('/', createAccountRoutes(ctx));
  api.route('/', createBillingRoutes(ctx));
  api.route('/', createAdminRoutes(ctx));
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
  app.route('/api', api);

  const clientDir = opts.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const root = path.relative(process.cwd(), clientDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use('*', serveStatic({ root }));
    // SPA fallback: the client router decides what any other path shows (including its 404).
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }
  return app;
}

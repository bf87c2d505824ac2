// The server proper (main.ts loads it): parse env, open the database, serve, close cleanly on SIGTERM/SIGINT.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { createContext } from './create-context.ts';
import { DatabaseLockedError } from './db/open-database.ts';
import { getEngineRunner } from './documents/engine-runner.ts';

export async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const { ctx, close } = await createContext({ config });
  const app = createApp(ctx, { clientDir: path.resolve('dist/client') });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    ctx.logger.info({ port: info.port, database: ctx.dbKind }, `ApplyKit listening on http://localhost:${info.port}`);
  });
  if (ctx.config.WORKER_IDLE_MS === 0) {
    // Workers kept for good: load the document engine in them now rather than on the first user's
    // request. With idle release (the default) nothing is loaded at boot: a signed-in page view
    // (EngineRunner.touch) or the first document task loads a worker, and idle release ends it.
    const started = performance.now();
    getEngineRunner(ctx)
      .warmUp()
      .then(() => ctx.logger.info({ ms: Math.round(performance.now() - started) }, 'document engine ready'))
      .catch((err) => ctx.logger.warn({ err }, 'document engine warm-up failed; the first request will load it'));
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.logger.info({ signal }, 'shutting down');
    server.close();
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The one line a start-up failure prints: its message for a known cause, the whole error otherwise. */
export function reportStartFailure(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
}

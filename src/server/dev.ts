// Development: the API on PORT (default 3000) and Vite's dev server with hot reload on 5173,
// proxying /api to the API. Open http://localhost:5173.
import { serve } from '@hono/node-server';
import { createServer } from 'vite';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import { createContext } from './create-context.ts';

async function main() {
  const config = parseConfig({ NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env });
  const { ctx, close } = await createContext({ config });
  const api = serve({ fetch: createApp(ctx).fetch, port: config.PORT, hostname: config.HOST });
  const vite = await createServer({ configFile: 'vite.config.ts', server: { port: 5173, proxy: { '/api': `http://localhost:${config.PORT}` } } });
  await vite.listen();
  vite.printUrls();
  const shutdown = async () => {
    await vite.close();
    api.close();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

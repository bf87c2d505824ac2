// Starts the real app on a real database (a copy of the run's template) on 127.0.0.1:<free port>.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppContext, AppOverrides } from '../../src/server/app-context.ts';
import { createApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { createContext } from '../../src/server/create-context.ts';
import { openDatabase, type Database } from '../../src/server/db/open-database.ts';

let copies = 0;

/** A fresh database for one test file: PGlite from the dumped template, or a cloned PostgreSQL DB. */
export async function openTestDatabase(): Promise<Database> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const baseUrl = inject('postgresUrl');
    const name = `${pgTemplate}_${process.pid}_${++copies}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString(), poolMax: 20 });
  }
  const file = inject('pgliteTemplatePath');
  const blob = new Blob([fs.readFileSync(file)]);
  return openDatabase({ inMemory: true, loadDataDir: blob });
}

export interface TestApp {
  url: string;
  ctx: AppContext;
  /** Move the server's clock (ms from real now). */
  setClockOffset(ms: number): void;
  /** Stops the app's clock at its current time (null lets it run again): timing-free tests of time windows. */
  freezeClock(frozen: boolean): void;
  close(): Promise<void>;
}

export interface StartTestAppOptions {
  env?: Record<string, string>;
  overrides?: AppOverrides;
  /** Receives the server's log lines (JSON, one per write). */
  logDestination?: { write(line: string): void };
  /** Serve the built client (e2e). */
  serveClient?: boolean;
}

export async function startTestApp(opts: StartTestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    // Every test signs up from 127.0.0.1; the sign-up limit has its own test.
    SIGNUPS_PER_IP_PER_HOUR: '1000000',
    ...opts.env,
  });
  let offset = 0;
  let frozenAt: number | null = null;
  const { ctx, close } = await createContext({
    config,
    database,
    now: () => new Date(frozenAt ?? Date.now() + offset),
    overrides: opts.overrides,
    logDestination: opts.logDestination,
  });
  const app = createApp(ctx, { clientDir: opts.serveClient ? path.resolve(process.env.APPLYKIT_CLIENT_DIR ?? 'dist/client') : undefined });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    freezeClock: (frozen) => {
      frozenAt = frozen ? Date.now() + offset : null;
    },
    setClockOffset: (ms) => {
      offset = ms;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
    },
  };
}

import type { DestinationStream } from 'pino';
import type { AppContext, AppOverrides } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/open-database.ts';
import { promoteConfiguredAdmins } from './auth/users.ts';
import { createLogger } from './logging.ts';

export interface ContextOptions {
  config: Config;
  database?: Database;
  now?: () => Date;
  overrides?: AppOverrides;
  /** Where log lines go (stdout by default); tests read them. */
  logDestination?: DestinationStream;
}

/** Opens the database (unless given) and assembles the context every feature receives. */
export async function createContext(opts: ContextOptions): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const { config } = opts;
  const logger = createLogger(config.LOG_LEVEL, opts.logDestination);
  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX }));
  const closers: (() => Promise<void> | void)[] = [];
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    filesDir: database.filesDir,
    logger,
    now: opts.now ?? (() => new Date()),
    overrides: opts.overrides ?? {},
    onClose: (fn) => closers.push(fn),
  };
  await promoteConfiguredAdmins(ctx);
  return {
    ctx,
    close: async () => {
      for (const fn of closers.reverse()) await fn();
      await database.close();
    },
  };
}

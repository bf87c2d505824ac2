// What every feature receives: settings, database, logger, clock, and test overrides.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/open-database.ts';

/**
 * Test and wiring overrides. Features add their own optional fields by declaration merging:
 *   declare module '../app-context.ts' { interface AppOverrides { writer?: Writer } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty here; filled by declaration merging
export interface AppOverrides {}

export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** Folder of uploaded originals in PGlite mode (see Database.filesDir); null on PostgreSQL. */
  filesDir: string | null;
  logger: Logger;
  /** The only clock the server reads; tests inject one to move time. */
  now: () => Date;
  overrides: AppOverrides;
  /** Register a resource to release when the app closes (worker pools, timers). */
  onClose(fn: () => Promise<void> | void): void;
}

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
  sessionId: number;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser | null;
  };
};

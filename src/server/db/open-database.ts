// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where uploaded originals are kept as files: PGlite runs on the server's own thread, so 5 MB
   * bytea values must not go through it. DATA_DIR/uploads for PGlite on disk, a temporary folder
   * (removed on close) for in-memory PGlite, null on PostgreSQL (originals stay in the database,
   * shared by every app process).
   */
  filesDir: string | null;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseLockedError extends Error {}

/**
 * PGlite is single-process: a second server on the same DATA_DIR would corrupt it. A lock file
 * holding our pid guards it; a lock left by a dead process is taken over.
 */
function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'applykit.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(
          `The database in ${path.resolve(dataDir)} is already in use by another ApplyKit process (pid ${holder}). ` +
            'Stop it first, or set DATA_DIR to another folder, or use DATABASE_URL for PostgreSQL to run several processes.',
        );
      }
      fs.unlinkSync(lockPath); // stale lock from a crashed process
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolMax?: number;
  /** Start PGlite from a dumped data dir (tests load a migrated template this way). */
  loadDataDir?: Blob;
  /** In-memory PGlite (tests). */
  inMemory?: boolean;
}

/**
 * PostgreSQL's server defaults (128 MB of shared buffers and more) are sized for a dedicated
 * machine; embedded in the app process they are resident memory the app pays for at idle, and a
 * WebAssembly memory never shrinks: whatever Postgres touches once stays resident. The embedded
 * database holds one user's or one small team's data, and its files sit in the OS page cache
 * anyway, so its own buffers can be small. 16 MB → 2 MB of shared buffers took 16 MB off the idle
 * server (bench/memory.ts) with no measurable change to a query.
 */
const PGLITE_MEMORY_CONF = ['shared_buffers = 2MB', 'wal_buffers = 64kB', 'temp_buffers = 1MB', 'work_mem = 2MB', 'maintenance_work_mem = 4MB'];

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    pool.on('error', () => {
      /* idle client errors surface on the next query */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', filesDir: null, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? './data';
  const lockRelease = opts.inMemory ? () => {} : acquireDataDirLock(dataDir);
  const filesDir = opts.inMemory ? fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-uploads-')) : path.join(dataDir, 'uploads');
  const release = () => {
    lockRelease();
    if (opts.inMemory) fs.rmSync(filesDir, { recursive: true, force: true });
  };
  try {
    fs.mkdirSync(filesDir, { recursive: true });
    const client = opts.inMemory
      ? new PGlite({ loadDataDir: opts.loadDataDir, postgresqlconf: PGLITE_MEMORY_CONF })
      : new PGlite(path.join(dataDir, 'pg'), { loadDataDir: opts.loadDataDir, postgresqlconf: PGLITE_MEMORY_CONF });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      filesDir,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

// Where uploaded original resumes are kept. PostgreSQL: in the resumes row (bytea), since N app
// processes share one database and no disk. Embedded PGlite: as files under ctx.filesDir
// (DATA_DIR/uploads), because PGlite runs on the server's own thread and storing 5 MB there
// stalls every other request; fs/promises does the file work on libuv's thread pool instead.
//
// Uploads arrive as temporary files (http/multipart.ts) in a private folder (uploadTempDir): in
// PGlite mode the accepted one is moved into ctx.filesDir (link + unlink; copied if the folders are
// on different filesystems); on PostgreSQL its bytes are read back for the bytea column.
//
// Order keeps rows and files consistent: the file is written before its row is inserted and
// removed again if that transaction fails; files of deleted rows are removed after the commit.
// A file left behind by a crash is harmless; a live row whose file is missing answers 410.
import { randomUUID } from 'node:crypto';
import { constants as fsConstants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { resumes } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** The original's columns of a resumes row: exactly one of the two is set. */
export interface OriginalColumns {
  fileData: Uint8Array | null;
  storageKey: string | null;
}

export interface SavedOriginal {
  columns: OriginalColumns;
  /** Removes the file again (never throws); for when the row that would point at it was not committed. */
  discard(): Promise<void>;
}

/** Random names only, never derived from user input; anything else is refused before touching the disk. */
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.bin$/;

function fileOf(filesDir: string, key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return path.join(filesDir, key);
}

export const ORIGINAL_GONE_MESSAGE = 'The original file of this resume is no longer available.';

const tempDirs = new WeakMap<AppContext, string>();

/**
 * The app's private folder for uploads in progress (mode 0700), created on first use and removed
 * when the app closes. PGlite mode: next to ctx.filesDir (same filesystem, so keeping an upload is
 * a rename), emptied of anything a crash left; PostgreSQL: a fresh folder under the OS temp dir.
 */
export function uploadTempDir(ctx: AppContext): string {
  let dir = tempDirs.get(ctx);
  if (dir) return dir;
  if (ctx.filesDir) {
    dir = `${ctx.filesDir}.incoming`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), 'applykit-incoming-'));
  }
  tempDirs.set(ctx, dir);
  const created = dir;
  ctx.onClose(() => rmSync(created, { recursive: true, force: true }));
  return dir;
}

/**
 * Moves the temporary file to `file` without ever replacing an existing file: link + unlink (a
 * rename) on the same filesystem; a copy where links are impossible (another filesystem, EXDEV, or
 * one without hard links), leaving the temporary file for the caller to remove.
 */
async function moveInto(tempFile: string, file: string): Promise<void> {
  try {
    await fs.link(tempFile, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw err;
    await fs.copyFile(tempFile, file, fsConstants.COPYFILE_EXCL);
    return;
  }
  await fs.rm(tempFile, { force: true });
}

/**
 * Puts the upload held in `tempFile` where this deployment keeps originals and returns the columns
 * for the resume row. PGlite: the file moves under ctx.filesDir; PostgreSQL: its bytes are read for
 * the bytea column. The caller still removes `tempFile` afterwards (harmless if it moved).
 */
export async function saveOriginal(ctx: AppContext, tempFile: string): Promise<SavedOriginal> {
  const filesDir = ctx.filesDir;
  if (!filesDir) {
    return { columns: { fileData: await fs.readFile(tempFile), storageKey: null }, discard: async () => {} };
  }
  const storageKey = `${randomUUID()}.bin`;
  const file = fileOf(filesDir, storageKey);
  const discard = () =>
    fs.rm(file, { force: true }).catch((err: unknown) => ctx.logger.warn({ err, storageKey }, 'could not remove the file of an unsaved resume'));
  try {
    await moveInto(tempFile, file);
    const handle = await fs.open(file, 'r');
    try {
      // On disk before the row that points at it is committed.
      await handle.datasync();
    } finally {
      await handle.close();
    }
  } catch (err) {
    await discard();
    throw err;
  }
  return { columns: { fileData: null, storageKey }, discard };
}

/**
 * The bytes of one resume row already checked to belong to the caller; null when the row is gone.
 * A live row whose file is missing is a 410, never a 500.
 */
export async function readOriginal(ctx: AppContext, resume: { id: number; storageKey: string | null }): Promise<Uint8Array | null> {
  if (resume.storageKey === null) {
    // PostgreSQL, or a PGlite row stored before originals moved to disk.
    const [row] = await ctx.db.select({ fileData: resumes.fileData }).from(resumes).where(eq(resumes.id, resume.id)).limit(1);
    if (!row) return null;
    if (!row.fileData) throw new AppError('GONE', ORIGINAL_GONE_MESSAGE);
    return row.fileData;
  }
  if (!ctx.filesDir) throw new AppError('GONE', ORIGINAL_GONE_MESSAGE);
  try {
    return await fs.readFile(fileOf(ctx.filesDir, resume.storageKey));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      ctx.logger.error({ resumeId: resume.id }, 'the original file of a stored resume is missing');
      throw new AppError('GONE', ORIGINAL_GONE_MESSAGE);
    }
    throw err;
  }
}

/**
 * Removes the files of resume rows that are already deleted (call after the commit). Never throws:
 * the rows are gone, and a file that could not be removed is only wasted space (logged).
 */
export async function deleteOriginals(ctx: AppContext, storageKeys: readonly (string | null)[]): Promise<void> {
  const filesDir = ctx.filesDir;
  const keys = storageKeys.filter((k): k is string => k !== null);
  if (!filesDir || keys.length === 0) return;
  await Promise.all(
    keys.map(async (key) => {
      try {
        await fs.rm(fileOf(filesDir, key), { force: true });
      } catch (err) {
        ctx.logger.warn({ err, storageKey: key }, 'could not remove the file of a deleted resume');
      }
    }),
  );
}

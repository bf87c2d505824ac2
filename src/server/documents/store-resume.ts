// Stores an uploaded original with its text and profile, and whatever goes with it (a letter, a
// tailored resume), in one transaction.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import * as schema from '../db/schema.ts';
import type { ReadResume } from './read-resume.ts';

/**
 * Runs `rest` in a transaction after inserting the resume row, and passes it the new id.
 *
 * PGlite runs inside the server's thread: a 5 MB bytea sent as a query parameter is serialized
 * there byte by byte and blocks the event loop for seconds. PGlite's /dev/blob channel hands the
 * bytes over in one copy (pg_read_binary_file reads them), which costs tens of milliseconds.
 * PostgreSQL runs elsewhere, so the ordinary parameter path is used there.
 */
export async function storeWithResume<T>(
  ctx: AppContext,
  userId: number,
  resume: ReadResume,
  now: Date,
  rest: (tx: Db, resumeId: number) => Promise<T>,
): Promise<T> {
  if (ctx.dbKind === 'pglite') {
    const client = (ctx.db as unknown as { $client: PGlite }).$client;
    return client.transaction(async (ptx: Transaction) => {
      const inserted = await ptx.query<{ id: number }>(
        `insert into resumes (user_id, filename, kind, size_bytes, file_data, extracted_text, profile, created_at)
         values ($1, $2, $3, $4, pg_read_binary_file('/dev/blob'), $5, $6::jsonb, $7::timestamptz) returning id`,
        [userId, resume.filename, resume.kind, resume.bytes.byteLength, resume.text, JSON.stringify(resume.profile), now.toISOString()],
        { blob: new Blob([resume.bytes as BlobPart]) },
      );
      const tx = drizzlePglite(ptx as unknown as PGlite, { schema }) as unknown as Db;
      return rest(tx, inserted.rows[0]!.id);
    });
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.resumes)
      .values({
        userId,
        filename: resume.filename,
        kind: resume.kind,
        sizeBytes: resume.bytes.byteLength,
        fileData: Buffer.from(resume.bytes.buffer, resume.bytes.byteOffset, resume.bytes.byteLength),
        extractedText: resume.text,
        profile: resume.profile,
        createdAt: now,
      })
      .returning({ id: schema.resumes.id });
    return rest(tx as unknown as Db, row!.id);
  });
}

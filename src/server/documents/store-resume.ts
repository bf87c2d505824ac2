// Stores an uploaded original with its text and profile, and whatever goes with it (a letter, a
// tailored resume), in one transaction; reads the file back.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
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

/**
 * The stored bytes of one resume (already checked to belong to the caller). On PGlite a 5 MB
 * bytea result is decoded from hex text on the server's thread (~0.5 s); COPY … TO '/dev/blob'
 * in binary format hands it over in one piece instead.
 */
export async function readResumeBytes(ctx: AppContext, resumeId: number): Promise<Uint8Array | null> {
  if (ctx.dbKind === 'pglite') {
    if (!Number.isSafeInteger(resumeId)) return null;
    const client = (ctx.db as unknown as { $client: PGlite }).$client;
    const result = await client.query(`copy (select file_data from resumes where id = ${resumeId}) to '/dev/blob' with (format binary)`);
    if (!result.blob) return null;
    return parseSingleByteaCopy(Buffer.from(await result.blob.arrayBuffer()));
  }
  const [row] = await ctx.db
    .select({ fileData: schema.resumes.fileData })
    .from(schema.resumes)
    .where(eq(schema.resumes.id, resumeId))
    .limit(1);
  return row?.fileData ?? null;
}

/** PostgreSQL binary COPY: 11-byte signature, flags, header extension, then one tuple of one field. */
function parseSingleByteaCopy(buf: Buffer): Uint8Array | null {
  if (buf.length < 21 || buf.toString('latin1', 0, 5) !== 'PGCOP') return null;
  let o = 19 + buf.readUInt32BE(15);
  if (buf.readInt16BE(o) !== 1) return null; // -1 is the trailer: no row
  o += 2;
  const len = buf.readInt32BE(o);
  o += 4;
  if (len < 0) return null;
  return new Uint8Array(buf.buffer, buf.byteOffset + o, len);
}

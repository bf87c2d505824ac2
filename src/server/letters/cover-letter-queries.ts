// The caller's saved letters and original resumes. Every query is scoped by user id: another
// account's id is indistinguishable from a missing one (404) and is never changed.
import { and, desc, eq } from 'drizzle-orm';
import type { TCoverLetter, TCoverLetterDetail, TResume } from '../../shared/letters.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { deleteOriginals, readOriginal } from '../documents/original-store.ts';
import { coverLetters, resumes } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { FileKind } from '../../engine/types.ts';

type LetterRow = typeof coverLetters.$inferSelect;

function toCoverLetter(row: LetterRow): TCoverLetter {
  return {
    id: row.id,
    content: row.content,
    jobDescription: row.jobDescription,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    isRegenerated: row.isRegenerated,
    resumeId: row.resumeId,
    customFilename: row.customFilename,
    postingUrl: row.postingUrl,
  };
}

export async function listCoverLetters(db: Db, userId: number): Promise<TCoverLetter[]> {
  const rows = await db
    .select()
    .from(coverLetters)
    .where(eq(coverLetters.userId, userId))
    .orderBy(desc(coverLetters.createdAt), desc(coverLetters.id));
  return rows.map(toCoverLetter);
}

export async function getCoverLetter(db: Db, userId: number, id: number): Promise<TCoverLetterDetail> {
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Cover letter not found');
  return {
    ...toCoverLetter(row),
    fullName: row.fullName,
    settings: row.settings,
    match: row.match ?? null,
    writer: row.writer,
    writerReport: row.writerReport ?? null,
    regeneratedFromId: row.regeneratedFromId,
  };
}

export async function deleteCoverLetter(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning({ id: coverLetters.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Cover letter not found');
}

export async function listResumes(db: Db, userId: number): Promise<TResume[]> {
  const rows = await db
    .select({ id: resumes.id, filename: resumes.filename, extractedText: resumes.extractedText, createdAt: resumes.createdAt, kind: resumes.kind, correctedAt: resumes.correctedAt })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt), desc(resumes.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), correctedAt: r.correctedAt?.toISOString() ?? null }));
}

export async function getResumeFile(ctx: AppContext, userId: number, id: number): Promise<{ filename: string; kind: FileKind; bytes: Uint8Array }> {
  const [row] = await ctx.db
    .select({ filename: resumes.filename, kind: resumes.kind, storageKey: resumes.storageKey })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Resume not found');
  const bytes = await readOriginal(ctx, { id, storageKey: row.storageKey });
  if (!bytes) throw new AppError('NOT_FOUND', 'Resume not found');
  return { filename: row.filename, kind: row.kind, bytes };
}

/**
 * Letters and tailored resumes keep their text; their resume_id becomes null (FK on delete set null).
 * The original's file (PGlite mode) is removed once the row is gone.
 */
export async function deleteResume(ctx: AppContext, userId: number, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ storageKey: resumes.storageKey });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Resume not found');
  await deleteOriginals(ctx, deleted.map((r) => r.storageKey));
}

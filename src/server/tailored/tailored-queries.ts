// The caller's tailored resumes; every query is scoped by user id (another account's id is a 404).
import { and, desc, eq } from 'drizzle-orm';
import type { TTailoredResume, TTailoredResumeDetail } from '../../shared/tailored.ts';
import type { Db } from '../db/open-database.ts';
import { tailoredResumes } from '../db/schema.ts';
import { AppError } from '../errors.ts';

type Row = typeof tailoredResumes.$inferSelect;

function toTailored(row: Row): TTailoredResume {
  return {
    id: row.id,
    filename: row.filename,
    content: row.content,
    jobDescription: row.jobDescription,
    roleType: row.roleType,
    preferredLength: row.preferredLength,
    createdAt: row.createdAt.toISOString(),
    resumeId: row.resumeId,
    originalKind: row.originalKind,
  };
}

export async function listTailoredResumes(db: Db, userId: number): Promise<TTailoredResume[]> {
  const rows = await db
    .select()
    .from(tailoredResumes)
    .where(eq(tailoredResumes.userId, userId))
    .orderBy(desc(tailoredResumes.createdAt), desc(tailoredResumes.id));
  return rows.map(toTailored);
}

export async function findTailoredResume(db: Db, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(tailoredResumes)
    .where(and(eq(tailoredResumes.id, id), eq(tailoredResumes.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Tailored resume not found');
  return row;
}

export async function getTailoredResume(db: Db, userId: number, id: number): Promise<TTailoredResumeDetail> {
  const row = await findTailoredResume(db, userId, id);
  const opts = row.options;
  const match = row.match;
  return {
    ...toTailored(row),
    options: {
      includeKeywords: opts.includeKeywords ?? true,
      highlightProjects: opts.highlightProjects ?? true,
      focusOnRecent: opts.focusOnRecent ?? true,
    },
    match: match?.after ?? null,
    matchBefore: match?.before ?? null,
    writerReport: row.writerReport,
  };
}

export async function deleteTailoredResume(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(tailoredResumes)
    .where(and(eq(tailoredResumes.id, id), eq(tailoredResumes.userId, userId)))
    .returning({ id: tailoredResumes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Tailored resume not found');
}

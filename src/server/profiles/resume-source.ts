// A stored resume of the caller's as an engine task's source: the stored reading (current version)
// or the original to read again, with the user's correction applied either way.
import { and, eq } from 'drizzle-orm';
import { PROFILE_VERSION, readStoredProfile } from '../../engine/profile/profile-schema.ts';
import { ZEditableProfile, type TEditableProfile } from '../../shared/profile.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { resumes } from '../db/schema.ts';
import { toStorable } from '../db/storable.ts';
import type { ReadDocument, ResumeSource } from '../documents/engine-tasks.ts';
import { ORIGINAL_GONE_MESSAGE, readOriginal } from '../documents/original-store.ts';
import { AppError } from '../errors.ts';
import { applyCorrection } from './apply-correction.ts';

/** A saved resume asked for that is not the caller's (or no longer exists). */
export const SAVED_RESUME_GONE = 'Resume not found. Please upload your resume again.';

export interface StoredResumeSource {
  id: number;
  filename: string;
  kind: 'pdf' | 'docx';
  source: ResumeSource;
}

/**
 * The stored correction when it still validates. One that does not (a later schema) is kept in
 * the database untouched but not written from: the letter falls back to the parser's reading.
 */
export function readCorrection(ctx: AppContext, stored: unknown): TEditableProfile | undefined {
  if (stored == null) return undefined;
  const parsed = ZEditableProfile.safeParse(stored);
  if (parsed.success) return parsed.data;
  ctx.logger.warn({ issues: parsed.error.issues.length }, 'stored corrected profile does not validate; writing from the parser reading');
  return undefined;
}

/** The caller's own resume `id` as a task source; 404 (with `notFound`) for anyone else's or a missing one. */
export async function loadResumeSource(ctx: AppContext, userId: number, id: number, notFound: string): Promise<StoredResumeSource> {
  const [row] = await ctx.db
    .select({
      id: resumes.id,
      filename: resumes.filename,
      kind: resumes.kind,
      storageKey: resumes.storageKey,
      profile: resumes.profile,
      profileVersion: resumes.profileVersion,
      correctedProfile: resumes.correctedProfile,
    })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  const corrected = readCorrection(ctx, row.correctedProfile);
  const profile = readStoredProfile(row.profile, row.profileVersion);
  const base = { id: row.id, filename: row.filename, kind: row.kind };
  if (profile) return { ...base, source: { from: 'profile', profile: corrected ? applyCorrection(profile, corrected) : profile } };
  // The parser changed since this reading: read the original again; the correction still applies.
  const bytes = await readOriginal(ctx, row);
  if (!bytes) throw new AppError('NOT_FOUND', `${ORIGINAL_GONE_MESSAGE} Please upload your resume again.`);
  return { ...base, source: { from: 'bytes', bytes, kind: row.kind, ...(corrected ? { corrected } : {}) } };
}

/** Keeps a fresh reading of a stored original (after a parser change); the correction is left alone. */
export async function storeFreshReading(tx: Db, resumeId: number, read: ReadDocument | undefined): Promise<void> {
  if (!read) return;
  await tx
    .update(resumes)
    .set(toStorable({ profile: read.profile, profileVersion: PROFILE_VERSION, extractedText: read.text }))
    .where(eq(resumes.id, resumeId));
}

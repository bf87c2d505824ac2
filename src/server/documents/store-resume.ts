// Stores an uploaded original with its text and profile, and whatever goes with it (a letter, a
// tailored resume), in one transaction.
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import * as schema from '../db/schema.ts';
import { saveOriginal } from './original-store.ts';
import type { ReadResume } from './read-resume.ts';
import { toStorable } from '../db/storable.ts';
import { PROFILE_VERSION } from '../../engine/profile/profile-schema.ts';

/**
 * Saves the original (a file in PGlite mode, the bytea column on PostgreSQL: original-store.ts),
 * then runs `rest` in a transaction after inserting the resume row and passes it the new id. If
 * the transaction fails, the file is removed again: no row without its file, no stray file.
 */
export async function storeWithResume<T>(
  ctx: AppContext,
  userId: number,
  resume: ReadResume,
  now: Date,
  rest: (tx: Db, resumeId: number) => Promise<T>,
): Promise<T> {
  const original = await saveOriginal(ctx, resume.path);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.resumes)
        .values(toStorable({
          userId,
          filename: resume.filename,
          kind: resume.kind,
          sizeBytes: resume.size,
          ...original.columns,
          extractedText: resume.text,
          profile: resume.profile,
          profileVersion: PROFILE_VERSION,
          createdAt: now,
        }))
        .returning({ id: schema.resumes.id });
      return rest(tx as unknown as Db, row!.id);
    });
  } catch (err) {
    await original.discard();
    throw err;
  }
}

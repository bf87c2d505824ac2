// POST /api/generate-tailored-resume: same upload rules and unit discipline as cover letters, on
// the separate 'tailored_resume' counter; the original file is stored with the result.
import type { TTailoredFields, TTailoredResponse } from '../../shared/tailored.ts';
import type { AppContext } from '../app-context.ts';
import { tailoredResumes } from '../db/schema.ts';
import type { EngineRunner } from '../documents/engine-runner.ts';
import { checkUploadedResume, readOrRefuse, uploadedResume } from '../documents/read-resume.ts';
import { storeWithResume } from '../documents/store-resume.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { readCallerPlan } from '../plans/caller-plan.ts';
import { withDailyUnit } from '../usage/daily-limit.ts';
import { toStorable } from '../db/storable.ts';
import type { Db } from '../db/open-database.ts';
import { loadResumeSource, SAVED_RESUME_GONE, storeFreshReading } from '../profiles/resume-source.ts';

export interface GenerateTailoredResumeOptions {
  runner: EngineRunner;
  userId: number;
  fields: TTailoredFields;
  upload: UploadedFile | null;
}

export async function generateTailoredResume(
  ctx: AppContext,
  { runner, userId, fields, upload }: GenerateTailoredResumeOptions,
): Promise<TTailoredResponse> {
  const plan = await readCallerPlan(ctx, userId);
  // "Use a saved resume": no upload, the stored resume (with the user's correction) is tailored.
  const saved = !upload && fields.resumeId !== undefined ? await loadResumeSource(ctx, userId, fields.resumeId, SAVED_RESUME_GONE) : undefined;
  const { file, source } = saved ? { file: undefined, source: saved.source } : checkUploadedResume(upload);
  const options = {
    roleType: fields.roleType,
    preferredLength: fields.preferredLength,
    includeKeywords: fields.includeKeywords,
    highlightProjects: fields.highlightProjects,
    focusOnRecent: fields.focusOnRecent,
  };

  return withDailyUnit(ctx, { userId, kind: 'tailored_resume', isPremium: plan.isPremium }, async (takeUnit) => {
    const out = readOrRefuse(await runner.writeTailored(source, { jobText: fields.jobDescription, options }, plan.priority));
    const original = saved ? { filename: saved.filename, kind: saved.kind } : uploadedResume(file!, out.read);
    const now = ctx.now();
    const storeTailored = async (tx: Db, resumeId: number): Promise<TTailoredResponse> => {
      await takeUnit(tx);
      const [row] = await tx
        .insert(tailoredResumes)
        .values(toStorable({
          userId,
          resumeId,
          filename: original.filename,
          originalKind: original.kind,
          content: out.content,
          jobDescription: fields.jobDescription,
          roleType: options.roleType,
          preferredLength: options.preferredLength,
          options: {
            includeKeywords: options.includeKeywords,
            highlightProjects: options.highlightProjects,
            focusOnRecent: options.focusOnRecent,
          },
          match: { before: out.matchBefore, after: out.matchAfter },
          writerReport: out.report,
          createdAt: now,
        }))
        .returning({ id: tailoredResumes.id });
      return {
        tailoredResume: out.content,
        id: row!.id,
        resumeId,
        match: out.matchAfter,
        matchBefore: out.matchBefore,
        matchAfter: out.matchAfter,
        writer: out.report,
      };
    };
    if (saved) {
      return ctx.db.transaction(async (tx) => {
        await storeFreshReading(tx as unknown as Db, saved.id, out.read);
        return storeTailored(tx as unknown as Db, saved.id);
      });
    }
    return storeWithResume(ctx, userId, uploadedResume(file!, out.read), now, storeTailored);
  });
}

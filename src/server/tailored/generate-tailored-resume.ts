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
  const { file, source } = checkUploadedResume(upload);
  const options = {
    roleType: fields.roleType,
    preferredLength: fields.preferredLength,
    includeKeywords: fields.includeKeywords,
    highlightProjects: fields.highlightProjects,
    focusOnRecent: fields.focusOnRecent,
  };

  return withDailyUnit(ctx, { userId, kind: 'tailored_resume', isPremium: plan.isPremium }, async (takeUnit) => {
    const out = readOrRefuse(await runner.writeTailored(source, { jobText: fields.jobDescription, options }, plan.priority));
    const resume = uploadedResume(file, out.read);
    const now = ctx.now();
    return storeWithResume(ctx, userId, resume, now, async (tx, resumeId) => {
      await takeUnit(tx);
      const [row] = await tx
        .insert(tailoredResumes)
        .values(toStorable({
          userId,
          resumeId,
          filename: resume.filename,
          originalKind: resume.kind,
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
    });
  });
}

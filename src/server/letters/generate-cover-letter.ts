// POST /api/generate: one uploaded resume and a job description in, one stored letter out.
// Order matters: cheap checks, then the daily unit, then the worker pool, then one transaction
// that writes the resume, the letter and the daily unit together: a failure stores none of them.
import { randomInt } from 'node:crypto';
import type { TGenerateFields, TGenerateResponse } from '../../shared/letters.ts';
import type { StyleSettings } from '../../shared/style.ts';
import type { AppContext } from '../app-context.ts';
import { coverLetters } from '../db/schema.ts';
import type { EngineRunner } from '../documents/engine-runner.ts';
import { checkUploadedResume, readOrRefuse, uploadedResume } from '../documents/read-resume.ts';
import { storeWithResume } from '../documents/store-resume.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { withDailyUnit } from '../usage/daily-limit.ts';
import { assertStyleAllowed, readCallerPlan } from '../plans/caller-plan.ts';
import { toStorable } from '../db/storable.ts';
import type { Db } from '../db/open-database.ts';
import { loadResumeSource, SAVED_RESUME_GONE, storeFreshReading } from '../profiles/resume-source.ts';

export function newSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

export function styleOf(fields: TGenerateFields): StyleSettings {
  const { tone, wordLimit, focusAreas, languageStyle, industrySpecificity } = fields;
  return { tone, wordLimit, focusAreas, languageStyle, industrySpecificity };
}

export interface GenerateCoverLetterOptions {
  runner: EngineRunner;
  userId: number;
  fields: TGenerateFields;
  upload: UploadedFile | null;
}

export async function generateCoverLetter(
  ctx: AppContext,
  { runner, userId, fields, upload }: GenerateCoverLetterOptions,
): Promise<TGenerateResponse> {
  const plan = await readCallerPlan(ctx, userId);
  const settings = styleOf(fields);
  assertStyleAllowed(settings, plan);
  // "Use a saved resume": no upload, the stored resume (with the user's correction) is written from.
  const saved = !upload && fields.resumeId !== undefined ? await loadResumeSource(ctx, userId, fields.resumeId, SAVED_RESUME_GONE) : undefined;
  const { file, source } = saved ? { file: undefined, source: saved.source } : checkUploadedResume(upload);

  return withDailyUnit(ctx, { userId, kind: 'cover_letter', isPremium: plan.isPremium }, async (takeUnit) => {
    const input = {
      jobText: fields.jobDescription,
      settings,
      fullName: fields.fullName,
      companyName: fields.companyName,
      date: ctx.now(),
      seed: newSeed(),
    };
    const out = readOrRefuse(await runner.writeLetter(source, input, plan.priority));
    const companyName = fields.companyName ?? out.company ?? '';
    const now = ctx.now();
    const storeLetter = async (tx: Db, resumeId: number): Promise<TGenerateResponse> => {
      await takeUnit(tx);
      const [letterRow] = await tx
        .insert(coverLetters)
        .values(toStorable({
          userId,
          resumeId,
          content: out.letter,
          jobDescription: fields.jobDescription,
          companyName,
          fullName: fields.fullName ?? null,
          customFilename: fields.customFilename ?? null,
          postingUrl: fields.postingUrl ?? null,
          settings,
          match: out.match,
          writer: out.report.writer,
          writerReport: out.report,
          createdAt: now,
        }))
        .returning({ id: coverLetters.id });
      return {
        coverLetter: out.letter,
        id: letterRow!.id,
        resumeId,
        companyName,
        match: out.match,
        isRegenerated: false,
        ...(out.notice ? { notice: out.notice } : {}),
        writer: out.report,
      };
    };
    if (saved) {
      return ctx.db.transaction(async (tx) => {
        await storeFreshReading(tx as unknown as Db, saved.id, out.read);
        return storeLetter(tx as unknown as Db, saved.id);
      });
    }
    return storeWithResume(ctx, userId, uploadedResume(file!, out.read), now, storeLetter);
  });
}

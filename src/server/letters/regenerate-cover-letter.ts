// POST /api/regenerate: a new letter from a stored resume (the caller's own), with a new seed,
// linked to the letter it replaces. The client's placeholder resumeText is ignored.
import { and, desc, eq } from 'drizzle-orm';
import type { TGenerateResponse, TRegenerateRequest } from '../../shared/letters.ts';
import { DEFAULT_STYLE, ZStyleSettings, type StyleSettings } from '../../shared/style.ts';
import type { ResumeProfile } from '../../engine/types.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { coverLetters, resumes } from '../db/schema.ts';
import type { EngineRunner } from '../documents/engine-runner.ts';
import { AppError } from '../errors.ts';
import { withDailyUnit } from '../usage/daily-limit.ts';
import { newSeed } from './generate-cover-letter.ts';
import { assertStyleAllowed, readCallerPlan } from './plan.ts';
import { toStorable } from '../db/storable.ts';

export interface RegenerateCoverLetterOptions {
  runner: EngineRunner;
  userId: number;
  req: TRegenerateRequest;
}

export async function regenerateCoverLetter(
  ctx: AppContext,
  { runner, userId, req }: RegenerateCoverLetterOptions,
): Promise<TGenerateResponse> {
  const plan = await readCallerPlan(ctx, userId);
  const [resume] = await ctx.db
    .select({ id: resumes.id, profile: resumes.profile })
    .from(resumes)
    .where(and(eq(resumes.id, req.resumeId), eq(resumes.userId, userId)))
    .limit(1);
  if (!resume) throw new AppError('NOT_FOUND', 'Resume not found. Please upload your resume again.');

  const previous = req.letterId
    ? await findOwnLetter(ctx, userId, req.letterId)
    : await findLatestLetter(ctx, userId, resume.id, req.jobDescription);
  if (req.letterId && !previous) throw new AppError('NOT_FOUND', 'Cover letter not found');

  const base = previous ? ZStyleSettings.catch(DEFAULT_STYLE).parse(previous.settings) : DEFAULT_STYLE;
  const settings: StyleSettings = {
    tone: req.tone ?? base.tone,
    wordLimit: req.wordLimit ?? base.wordLimit,
    focusAreas: req.focusAreas ?? base.focusAreas,
    languageStyle: req.languageStyle ?? base.languageStyle,
    industrySpecificity: req.industrySpecificity ?? base.industrySpecificity,
  };
  assertStyleAllowed(settings, plan);
  const fullName = req.fullName ?? previous?.fullName ?? undefined;
  const givenCompany = req.companyName ?? (previous?.companyName || undefined);

  return withDailyUnit(ctx, { userId, kind: 'cover_letter', isPremium: plan.isPremium }, async (takeUnit) => {
    const out = await runner.writeLetter(
      {
        profile: resume.profile as ResumeProfile,
        jobText: req.jobDescription,
        settings,
        fullName,
        companyName: givenCompany,
        date: ctx.now(),
        seed: newSeed(),
      },
      plan.priority,
    );
    const companyName = givenCompany ?? out.company ?? '';
    const row = await ctx.db.transaction(async (tx) => {
      await takeUnit(tx as unknown as Db);
      const [inserted] = await tx
        .insert(coverLetters)
        .values(toStorable({
          userId,
          resumeId: resume.id,
          content: out.letter,
          jobDescription: req.jobDescription,
          companyName,
          fullName: fullName ?? null,
          customFilename: previous?.customFilename ?? null,
          postingUrl: previous?.postingUrl ?? null,
          settings,
          match: out.match,
          writer: out.writerName,
          isRegenerated: true,
          regeneratedFromId: previous?.id ?? null,
          createdAt: ctx.now(),
        }))
        .returning({ id: coverLetters.id });
      return inserted;
    });
    return { coverLetter: out.letter, id: row!.id, resumeId: resume.id, companyName, match: out.match, isRegenerated: true, ...(out.notice ? { notice: out.notice } : {}) };
  });
}

async function findOwnLetter(ctx: AppContext, userId: number, id: number) {
  const [row] = await ctx.db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .limit(1);
  return row;
}

async function findLatestLetter(ctx: AppContext, userId: number, resumeId: number, jobDescription: string) {
  const [row] = await ctx.db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.resumeId, resumeId), eq(coverLetters.jobDescription, jobDescription)))
    .orderBy(desc(coverLetters.createdAt), desc(coverLetters.id))
    .limit(1);
  return row;
}

// POST /api/regenerate: a new letter from a stored resume (the caller's own), with a new seed,
// linked to the letter it replaces. The client's placeholder resumeText is ignored. A stored
// profile written by an older parser (or of the wrong shape) is not fed to the writer: the task
// parses the stored original again, and the fresh profile replaces the old one. The user's corrected
// profile (profiles/), when saved, is applied on top either way and is never replaced.
import { and, desc, eq } from 'drizzle-orm';
import type { TGenerateResponse, TRegenerateRequest } from '../../shared/letters.ts';
import { DEFAULT_STYLE, ZStyleSettings, type StyleSettings } from '../../shared/style.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { coverLetters } from '../db/schema.ts';
import type { EngineRunner } from '../documents/engine-runner.ts';
import { readOrRefuse } from '../documents/read-resume.ts';
import { AppError } from '../errors.ts';
import { withDailyUnit } from '../usage/daily-limit.ts';
import { loadResumeSource, storeFreshReading } from '../profiles/resume-source.ts';
import { newSeed } from './generate-cover-letter.ts';
import { assertStyleAllowed, readCallerPlan } from '../plans/caller-plan.ts';
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
  // The user's corrected profile, when they saved one, is what the letter is written from.
  const resume = await loadResumeSource(ctx, userId, req.resumeId, 'Resume not found. Please upload your resume again.');

  const previous = req.letterId
    ? await findOwnLetter(ctx, userId, req.letterId)
    : await findLatestLetter(ctx, userId, resume.id, req.jobDescription);
  if (req.letterId && !previous) throw new AppError('NOT_FOUND', 'Cover letter not found');

  const stored = previous ? ZStyleSettings.safeParse(previous.settings) : null;
  const base = stored?.success ? stored.data : DEFAULT_STYLE;
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
    const input = { jobText: req.jobDescription, settings, fullName, companyName: givenCompany, date: ctx.now(), seed: newSeed() };
    const out = readOrRefuse(await runner.writeLetter(resume.source, input, plan.priority));
    const companyName = givenCompany ?? out.company ?? '';
    const row = await ctx.db.transaction(async (tx) => {
      await takeUnit(tx as unknown as Db);
      await storeFreshReading(tx as unknown as Db, resume.id, out.read);
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
          writer: out.report.writer,
          writerReport: out.report,
          isRegenerated: true,
          regeneratedFromId: previous?.id ?? null,
          createdAt: ctx.now(),
        }))
        .returning({ id: coverLetters.id });
      return inserted;
    });
    return {
      coverLetter: out.letter,
      id: row!.id,
      resumeId: resume.id,
      companyName,
      match: out.match,
      isRegenerated: true,
      ...(out.notice ? { notice: out.notice } : {}),
      writer: out.report,
    };
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

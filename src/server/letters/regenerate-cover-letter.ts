// POST /api/regenerate: a new letter from a stored resume (the caller's own), with a new seed,
// linked to the letter it replaces. The client's placeholder resumeText is ignored. A stored
// profile written by an older parser (or of the wrong shape) is not fed to the writer: the task
// parses the stored original again, and the fresh profile replaces the old one.
import { and, desc, eq } from 'drizzle-orm';
import type { TGenerateResponse, TRegenerateRequest } from '../../shared/letters.ts';
import { DEFAULT_STYLE, ZStyleSettings, type StyleSettings } from '../../shared/style.ts';
import { PROFILE_VERSION, readStoredProfile } from '../../engine/profile/profile-schema.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { coverLetters, resumes } from '../db/schema.ts';
import type { EngineRunner } from '../documents/engine-runner.ts';
import type { ResumeSource } from '../documents/engine-tasks.ts';
import { ORIGINAL_GONE_MESSAGE, readOriginal } from '../documents/original-store.ts';
import { readOrRefuse } from '../documents/read-resume.ts';
import { AppError } from '../errors.ts';
import { withDailyUnit } from '../usage/daily-limit.ts';
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
  const [resume] = await ctx.db
    .select({ id: resumes.id, profile: resumes.profile, profileVersion: resumes.profileVersion, kind: resumes.kind, storageKey: resumes.storageKey })
    .from(resumes)
    .where(and(eq(resumes.id, req.resumeId), eq(resumes.userId, userId)))
    .limit(1);
  if (!resume) throw new AppError('NOT_FOUND', 'Resume not found. Please upload your resume again.');

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

  const profile = readStoredProfile(resume.profile, resume.profileVersion);
  let source: ResumeSource;
  if (profile) source = { from: 'profile', profile };
  else {
    const bytes = await readOriginal(ctx, resume);
    if (!bytes) throw new AppError('NOT_FOUND', `${ORIGINAL_GONE_MESSAGE} Please upload your resume again.`);
    source = { from: 'bytes', bytes, kind: resume.kind };
  }

  return withDailyUnit(ctx, { userId, kind: 'cover_letter', isPremium: plan.isPremium }, async (takeUnit) => {
    const input = { jobText: req.jobDescription, settings, fullName, companyName: givenCompany, date: ctx.now(), seed: newSeed() };
    const out = readOrRefuse(await runner.writeLetter(source, input, plan.priority));
    const companyName = givenCompany ?? out.company ?? '';
    const row = await ctx.db.transaction(async (tx) => {
      await takeUnit(tx as unknown as Db);
      if (out.read) {
        await tx
          .update(resumes)
          .set(toStorable({ profile: out.read.profile, profileVersion: PROFILE_VERSION, extractedText: out.read.text }))
          .where(eq(resumes.id, resume.id));
      }
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

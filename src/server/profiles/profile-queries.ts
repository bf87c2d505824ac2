// Reading and correcting the profile of one of the caller's resumes. Every query is scoped to the
// caller: another user's resume is "not found", exactly as the other resume routes answer.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PROFILE_LIMITS, withoutConfidence, type TEditableProfile, type TProfileReading, type TResumeProfileView } from '../../shared/profile.ts';
import type { AppContext } from '../app-context.ts';
import { resumes } from '../db/schema.ts';
import { toStorable } from '../db/storable.ts';
import { AppError } from '../errors.ts';
import { readCorrection } from './resume-source.ts';

const NOT_FOUND = 'Resume not found';

const clip = (s: string | undefined, max: number = PROFILE_LIMITS.field) => (s ?? '').trim().slice(0, max);
const clipLines = (xs: string[]) => xs.map((x) => clip(x, PROFILE_LIMITS.bullet)).filter(Boolean).slice(0, PROFILE_LIMITS.bullets);

function numbersOf(confidence: object | undefined): Record<string, number> | undefined {
  if (!confidence) return undefined;
  const out = Object.fromEntries(Object.entries(confidence).filter((kv): kv is [string, number] => typeof kv[1] === 'number'));
  return Object.keys(out).length ? out : undefined;
}

// Only the fields shown are read, each leniently: a reading stored by an older (or newer) parser
// still shows what it holds, whatever else its shape carries (the letter itself is written from a
// reading of the current version: resume-source.ts).
const text = z.string().optional().catch(undefined);
const texts = z.array(z.unknown()).catch([]).transform((xs) => xs.filter((x): x is string => typeof x === 'string'));
const confidence = z.record(z.string(), z.unknown()).optional().catch(undefined);
/** Entries that are objects are kept (their odd fields read as absent); anything else is skipped. */
const entries = <T extends z.ZodType>(entry: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((xs) => xs.flatMap((x) => {
      const one = entry.safeParse(x);
      return one.success ? [one.data as z.output<T>] : [];
    }));
const ZStoredReading = z.object({
  experience: entries(z.object({ title: text, company: text, location: text, dates: text, bullets: texts, confidence })),
  education: entries(z.object({ degree: text, institution: text, dates: text, details: texts, confidence })),
  certifications: texts,
  skills: texts,
});

/** The parser's reading in the editor's terms, clipped to the editor's limits so it can be saved back as it is. */
export function toReading(stored: unknown): TProfileReading {
  const parsed = ZStoredReading.safeParse(stored ?? {});
  if (!parsed.success) return { experience: [], education: [], certifications: [], skills: [] };
  const p = parsed.data;
  return {
    experience: p.experience.slice(0, PROFILE_LIMITS.experience).map((e) => ({
      title: clip(e.title),
      company: clip(e.company),
      location: clip(e.location),
      dates: clip(e.dates),
      bullets: clipLines(e.bullets),
      confidence: numbersOf(e.confidence),
    })),
    education: p.education.slice(0, PROFILE_LIMITS.education).map((e) => ({
      degree: clip(e.degree),
      institution: clip(e.institution),
      dates: clip(e.dates),
      details: clipLines(e.details),
      confidence: numbersOf(e.confidence),
    })),
    certifications: p.certifications.map((c) => clip(c)).filter(Boolean).slice(0, PROFILE_LIMITS.certifications),
    skills: p.skills.map((c) => clip(c)).filter(Boolean).slice(0, PROFILE_LIMITS.skills),
  };
}

export async function getProfileView(ctx: AppContext, userId: number, id: number): Promise<TResumeProfileView> {
  const [row] = await ctx.db
    .select({ id: resumes.id, filename: resumes.filename, profile: resumes.profile, correctedProfile: resumes.correctedProfile, correctedAt: resumes.correctedAt })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const corrected = readCorrection(ctx, row.correctedProfile) ?? null;
  return {
    resumeId: row.id,
    filename: row.filename,
    read: toReading(row.profile),
    corrected,
    correctedAt: corrected && row.correctedAt ? row.correctedAt.toISOString() : null,
  };
}

/** Saves the user's correction beside the parser's reading and the original (both kept as they are). */
export async function saveCorrection(ctx: AppContext, userId: number, id: number, profile: TEditableProfile): Promise<TResumeProfileView> {
  const updated = await ctx.db
    .update(resumes)
    .set(toStorable({ correctedProfile: withoutConfidence(profile), correctedAt: ctx.now() }))
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  return getProfileView(ctx, userId, id);
}

/** Drops the correction: letters are written from the parser's reading again. */
export async function clearCorrection(ctx: AppContext, userId: number, id: number): Promise<TResumeProfileView> {
  const updated = await ctx.db
    .update(resumes)
    .set({ correctedProfile: null, correctedAt: null })
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  return getProfileView(ctx, userId, id);
}

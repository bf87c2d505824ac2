// The stored form of a parsed resume. Profiles are kept with each upload and read again for
// regeneration, so a parser change must never feed an old shape to the writer silently: the
// version says which parser wrote a profile, and the schema checks its shape when it is read back.
import { z } from 'zod';
import type { ResumeProfile } from '../types.ts';

/**
 * Raise this when parseResume's output changes in a way the writer depends on (a new field, a
 * field read differently). Stored profiles of an older version are parsed again from their
 * original file when read.
 */
export const PROFILE_VERSION = 21;

const ZExperienceEntry = z.object({
  title: z.string().optional(),
  company: z.string().optional(),
  location: z.string().optional(),
  dates: z.string().optional(),
  startYear: z.number().optional(),
  endYear: z.number().nullable().optional(),
  current: z.boolean().optional(),
  bullets: z.array(z.string()),
  confidence: z.object({ title: z.number().optional(), company: z.number().optional(), dates: z.number().optional() }).optional(),
});

export const ZResumeProfile = z.object({
  name: z.string().optional(),
  contact: z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    location: z.string().optional(),
    links: z.array(z.string()),
  }),
  summary: z.string().optional(),
  skills: z.array(z.string()),
  experience: z.array(ZExperienceEntry),
  education: z.array(
    z.object({
      degree: z.string().optional(),
      institution: z.string().optional(),
      dates: z.string().optional(),
      details: z.array(z.string()),
      confidence: z.object({ degree: z.number().optional(), institution: z.number().optional() }).optional(),
    }),
  ),
  certifications: z.array(z.string()),
  projects: z.array(z.object({ name: z.string(), details: z.array(z.string()) })),
  otherPositions: z.array(ZExperienceEntry).optional(),
  lines: z.array(z.string()),
}) satisfies z.ZodType<ResumeProfile>;

/** The stored profile when it is of the current version and shape; undefined when it must be parsed again. */
export function readStoredProfile(stored: unknown, version: number): ResumeProfile | undefined {
  if (version !== PROFILE_VERSION) return undefined;
  const parsed = ZResumeProfile.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

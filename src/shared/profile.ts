// The part of a resume profile a person can check and correct (jobs, education, certifications,
// skills), one zod schema for the editor form and the server. A corrected profile is the user's own
// statement about their resume: the server stores it beside the parser's reading and writes from it.
import { z } from 'zod';

/** Limits of a corrected profile: generous for a real resume, small enough to bound a request. */
export const PROFILE_LIMITS = {
  experience: 40,
  education: 20,
  certifications: 60,
  skills: 200,
  bullets: 30,
  field: 200,
  bullet: 600,
} as const;

/** A field the parser read with confidence below this is shown as unsure. */
export const UNSURE_BELOW = 0.6;

const field = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PROFILE_LIMITS.field, `${label} must be at most ${PROFILE_LIMITS.field} characters`);

const lines = (label: string) =>
  z
    .array(z.string().trim().max(PROFILE_LIMITS.bullet, `${label} must be at most ${PROFILE_LIMITS.bullet} characters each`))
    .max(PROFILE_LIMITS.bullets, `At most ${PROFILE_LIMITS.bullets} ${label.toLowerCase()} per entry`)
    // Blank lines are what an emptied textarea row leaves behind, not statements.
    .transform((xs) => xs.filter((x) => x !== ''));

const ZConfidence = z.record(z.string(), z.number()).optional();

const experienceFields = {
  title: field('Job title'),
  company: field('Employer'),
  location: field('Location').default(''),
  dates: field('Dates'),
  bullets: lines('Achievements'),
  /** The parser's confidence per field (read-only: dropped when a correction is saved). */
  confidence: ZConfidence,
};

const educationFields = {
  degree: field('Degree'),
  institution: field('Institution'),
  dates: field('Dates'),
  details: lines('Details'),
  confidence: ZConfidence,
};

export const ZProfileExperience = z
  .object(experienceFields)
  .refine((e) => e.title !== '' || e.company !== '', { message: 'Each job needs a job title or an employer', path: ['title'] });
export type TProfileExperience = z.infer<typeof ZProfileExperience>;

export const ZProfileEducation = z
  .object(educationFields)
  .refine((e) => e.degree !== '' || e.institution !== '', { message: 'Each education entry needs a degree or an institution', path: ['degree'] });
export type TProfileEducation = z.infer<typeof ZProfileEducation>;

const listOf = (label: string, max: number) =>
  z
    .array(field(label))
    .max(max, `At most ${max} ${label.toLowerCase()} entries`)
    .transform((xs) => xs.filter((x) => x !== ''));

/** The editable profile: what the editor saves, with the same rules on the form and the server. */
export const ZEditableProfile = z.object({
  experience: z.array(ZProfileExperience).max(PROFILE_LIMITS.experience, `At most ${PROFILE_LIMITS.experience} jobs`),
  education: z.array(ZProfileEducation).max(PROFILE_LIMITS.education, `At most ${PROFILE_LIMITS.education} education entries`),
  certifications: listOf('Certification', PROFILE_LIMITS.certifications),
  skills: listOf('Skill', PROFILE_LIMITS.skills),
});
export type TEditableProfile = z.infer<typeof ZEditableProfile>;
export type TEditableProfileInput = z.input<typeof ZEditableProfile>;

/**
 * A profile as shown: the parser's reading may hold an entry with neither title nor employer (the
 * misreading the user is here to fix), so only the shape is checked, not the editor's rules.
 */
const ZProfileReading = z.object({
  experience: z.array(z.object(experienceFields)),
  education: z.array(z.object(educationFields)),
  certifications: z.array(z.string()),
  skills: z.array(z.string()),
});
export type TProfileReading = z.infer<typeof ZProfileReading>;

/** PUT /api/resumes/:id/profile. */
export const ZSaveProfileRequest = z.object({ profile: ZEditableProfile });
export type TSaveProfileRequest = z.input<typeof ZSaveProfileRequest>;

/** GET (and PUT) /api/resumes/:id/profile: what the parser read, and the user's correction if any. */
export const ZResumeProfileView = z.object({
  resumeId: z.number(),
  filename: z.string(),
  /** The parser's reading, with its per-field confidence where the parser gives one. */
  read: ZProfileReading,
  /** The user's corrected profile; null until they save one. Letters are written from it when set. */
  corrected: ZProfileReading.nullable(),
  correctedAt: z.string().nullable(),
});
export type TResumeProfileView = z.infer<typeof ZResumeProfileView>;

/** The fields of an entry the parser was unsure of (confidence below UNSURE_BELOW), in field order. */
export function unsureFields(confidence: Record<string, number> | undefined): string[] {
  if (!confidence) return [];
  return Object.entries(confidence)
    .filter(([, c]) => typeof c === 'number' && c < UNSURE_BELOW)
    .map(([name]) => name);
}

/** A correction as stored: the parser's confidences dropped (a person wrote every field). */
export function withoutConfidence(profile: TEditableProfile): TEditableProfile {
  return {
    experience: profile.experience.map(({ confidence: _c, ...e }) => e),
    education: profile.education.map(({ confidence: _c, ...e }) => e),
    certifications: profile.certifications,
    skills: profile.skills,
  };
}

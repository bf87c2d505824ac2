// Tailored-resume requests and answers, shared by the form and the server.
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, TAILORED_JD_MAX, TAILORED_JD_MIN } from './constants.ts';
import { normalizeNewlines, RESUME_REQUIRED_MESSAGE } from './cover-letter-rules.ts';
import { ZMatchReport, ZWriterReport } from './letters.ts';
import { RESUME_LENGTHS, ROLE_TYPES } from './style.ts';

/** Multipart booleans arrive as text ('true'/'false'); missing means true (SPEC.md). */
const textBoolean = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (s === 'true' || s === '1' || s === 'on' || s === 'yes') return true;
      if (s === 'false' || s === '0' || s === 'off' || s === 'no') return false;
    }
    return v;
  },
  z.boolean({ error: 'Expected true or false' }).default(true),
);

export const ZTailoredJobDescription = z.preprocess(
  normalizeNewlines,
  z
    .string({ error: `Job description must be at least ${TAILORED_JD_MIN} characters` })
    .trim()
    .min(TAILORED_JD_MIN, `Job description must be at least ${TAILORED_JD_MIN} characters`)
    .max(TAILORED_JD_MAX - 1, 'Job description must be less than 10,000 characters'),
);

export const TAILORED_FILE_TYPE_MESSAGE = 'Only PDF and DOCX files are accepted';
export const TAILORED_FILE_SIZE_MESSAGE = 'File size must be less than 5MB';

/** The tailored-resume form's file rule: a file is chosen, named .pdf or .docx, of at most MAX_UPLOAD_BYTES. */
export const ZTailoredResumeFile = z
  .object({ name: z.string(), size: z.number() }, { error: RESUME_REQUIRED_MESSAGE })
  .refine((f) => /\.(pdf|docx)$/i.test(f.name), { message: TAILORED_FILE_TYPE_MESSAGE, abort: true })
  .refine((f) => f.size <= MAX_UPLOAD_BYTES, { message: TAILORED_FILE_SIZE_MESSAGE, abort: true });

/** Text fields of POST /api/generate-tailored-resume (multipart, with the file field `resume`). */
export const ZTailoredFields = z.object({
  jobDescription: ZTailoredJobDescription,
  roleType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ROLE_TYPES).default('technical')),
  preferredLength: z.preprocess((v) => (v === '' ? undefined : v), z.enum(RESUME_LENGTHS).default('medium')),
  includeKeywords: textBoolean,
  highlightProjects: textBoolean,
  focusOnRecent: textBoolean,
  /** A saved resume of the caller's to tailor instead of an upload ("use a saved resume"). */
  resumeId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: RESUME_REQUIRED_MESSAGE }).int().positive(RESUME_REQUIRED_MESSAGE).optional(),
  ),
});
export type TTailoredFields = z.infer<typeof ZTailoredFields>;
export type TTailoredFieldsInput = z.input<typeof ZTailoredFields>;

/** Answer of POST /api/generate-tailored-resume. match = matchAfter (tailored vs job); matchBefore = original vs job. */
export const ZTailoredResponse = z.object({
  tailoredResume: z.string(),
  id: z.number(),
  resumeId: z.number().nullable(),
  match: ZMatchReport.nullable(),
  matchBefore: ZMatchReport.nullable().optional(),
  matchAfter: ZMatchReport.nullable().optional(),
  /** Which writer produced the resume, and why a model's answer was replaced. */
  writer: ZWriterReport.optional(),
});
export type TTailoredResponse = z.infer<typeof ZTailoredResponse>;

/** One saved tailored resume (GET /api/tailored-resumes, GET /api/tailored-resumes/:id). */
export const ZTailoredResume = z.object({
  id: z.number(),
  filename: z.string(),
  content: z.string(),
  jobDescription: z.string(),
  roleType: z.enum(ROLE_TYPES),
  preferredLength: z.enum(RESUME_LENGTHS),
  createdAt: z.string(),
  resumeId: z.number().nullable(),
  originalKind: z.enum(['pdf', 'docx']),
});
export type TTailoredResume = z.infer<typeof ZTailoredResume>;

export const ZTailoredResumeDetail = ZTailoredResume.extend({
  options: z.object({ includeKeywords: z.boolean(), highlightProjects: z.boolean(), focusOnRecent: z.boolean() }),
  match: ZMatchReport.nullable(),
  matchBefore: ZMatchReport.nullable(),
  /** Null for resumes stored before writers reported what they did. */
  writerReport: ZWriterReport.nullable(),
});
export type TTailoredResumeDetail = z.infer<typeof ZTailoredResumeDetail>;

// Cover-letter requests and answers: one set of zod schemas for the generator form and the server.
import { z } from 'zod';
import { COVER_LETTER_JD_MAX, MAX_DOWNLOAD_CONTENT_CHARS } from './constants.ts';
import { isHttpUrl } from './extension-handoff.ts';
import { ZJobDescription } from './cover-letter-rules.ts';
import { FOCUS_AREAS, INDUSTRY_SPECIFICITY, LANGUAGE_STYLES, TONES, WORD_LIMITS } from './style.ts';


/** Optional text field: trimmed; blank means "not given". */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v));

/**
 * The text fields of POST /api/generate (multipart). Style settings are optional; a missing or
 * empty one means its default. focusAreas, languageStyle and industrySpecificity are premium-only
 * when not at their default (the server answers 403 for a free account).
 */
export const ZGenerateFields = z.object({
  jobDescription: ZJobDescription,
  customFilename: optionalText(200, 'Filename'),
  fullName: optionalText(200, 'Full name'),
  companyName: optionalText(200, 'Company name'),
  /** Where the posting was captured (browser extension); only http(s) addresses are kept. */
  postingUrl: optionalText(2000, 'Posting URL').refine((v) => v === undefined || isHttpUrl(v), 'Posting URL must be an http or https address'),
  /** A saved resume of the caller's to write from instead of an upload ("use a saved resume"). */
  resumeId: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'Please upload your resume.' }).int().positive('Please upload your resume.').optional()),
  tone: z.preprocess(emptyToUndefined, z.enum(TONES).default('balanced')),
  wordLimit: z.preprocess(emptyToUndefined, z.enum(WORD_LIMITS).default('standard')),
  focusAreas: z.preprocess(emptyToUndefined, z.enum(FOCUS_AREAS).default('balanced')),
  languageStyle: z.preprocess(emptyToUndefined, z.enum(LANGUAGE_STYLES).default('moderate')),
  industrySpecificity: z.preprocess(emptyToUndefined, z.enum(INDUSTRY_SPECIFICITY).default('moderate')),
});
export type TGenerateFields = z.infer<typeof ZGenerateFields>;
export type TGenerateFieldsInput = z.input<typeof ZGenerateFields>;

function emptyToUndefined(v: unknown): unknown {
  return typeof v === 'string' && v.trim() === '' ? undefined : v;
}

export const ZRequirementVerdict = z.object({
  requirement: z.string(),
  kind: z.enum(['must', 'nice']),
  verdict: z.enum(['met', 'partly', 'missing']),
  evidence: z.string().optional(),
  matchedKeywords: z.array(z.string()),
});

/** The engine's match report of a resume against a job description. */
export const ZMatchReport = z.object({
  score: z.number(),
  requirements: z.array(ZRequirementVerdict),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
});
export type TMatchReport = z.infer<typeof ZMatchReport>;

/** A claim in a written text that the resume does not support. */
export const ZUnsupportedClaim = z.object({
  kind: z.enum(['skill', 'employer', 'title', 'degree', 'certification', 'number']),
  text: z.string(),
});

/** The grounding check of a written text against the resume. */
export const ZGroundingReport = z.object({
  ok: z.boolean(),
  unsupported: z.array(ZUnsupportedClaim),
});

/**
 * What the writer did, stored with the letter or tailored resume and shown under it: which writer
 * produced the text, whether a configured model's answer was replaced by the built-in writer and
 * why (in words the user can read), and the grounding check of the text returned.
 */
export const ZWriterReport = z.object({
  /** The writer whose text was returned: 'builtin', 'openai:<model>', 'anthropic:<model>'. */
  writer: z.string(),
  /** The writer the server is configured with (differs from `writer` after a fallback). */
  requested: z.string(),
  fellBack: z.boolean(),
  /** Why the configured model's answer was not used, e.g. 'it claimed the skill "Kubernetes", which your resume does not support'. */
  reason: z.string().optional(),
  grounding: ZGroundingReport,
  /**
   * What the guard did about claims in the model's letter that the resume does not support: 'removed' (their
   * sentences were taken out, the rest of the model's letter kept), 'repaired' (the model took them out when asked)
   * or 'replaced' (they stayed; the built-in writer's letter was sent). Each claim is quoted with its sentence.
   * Soft skills and general competencies are never claims. Absent when nothing was found.
   */
  guard: z
    .object({
      action: z.enum(['removed', 'repaired', 'replaced']),
      claims: z.array(
        z.object({
          kind: z.enum(['employer', 'title', 'degree', 'certification', 'tool', 'number']),
          text: z.string(),
          sentence: z.string(),
        }),
      ),
    })
    .optional(),
});
export type TWriterReport = z.infer<typeof ZWriterReport>;
export type TGroundingReport = z.infer<typeof ZGroundingReport>;

/** Answer of POST /api/generate and POST /api/regenerate. */
export const ZGenerateResponse = z.object({
  coverLetter: z.string(),
  id: z.number(),
  resumeId: z.number().nullable(),
  companyName: z.string(),
  match: ZMatchReport.nullable(),
  isRegenerated: z.boolean().optional(),
  /** Set when the resume could not fill the chosen length: the letter is shorter rather than padded. */
  notice: z.string().optional(),
  /** Which writer produced the letter, and why a model's answer was replaced. */
  writer: ZWriterReport.optional(),
});
export type TGenerateResponse = z.infer<typeof ZGenerateResponse>;

/** POST /api/regenerate (JSON). resumeText is the client's placeholder sentence and is ignored. */
export const ZRegenerateRequest = z.object({
  jobDescription: ZJobDescription,
  resumeText: z.string().max(COVER_LETTER_JD_MAX).optional(),
  resumeId: z.number({ error: 'Please upload your resume.' }).int().positive('Please upload your resume.'),
  fullName: optionalText(200, 'Full name'),
  companyName: optionalText(200, 'Company name'),
  /** The letter being replaced; defaults to the latest letter of this resume and job description. */
  letterId: z.number().int().positive().optional(),
  tone: z.enum(TONES).optional(),
  wordLimit: z.enum(WORD_LIMITS).optional(),
  focusAreas: z.enum(FOCUS_AREAS).optional(),
  languageStyle: z.enum(LANGUAGE_STYLES).optional(),
  industrySpecificity: z.enum(INDUSTRY_SPECIFICITY).optional(),
});
export type TRegenerateRequest = z.infer<typeof ZRegenerateRequest>;
export type TRegenerateRequestInput = z.input<typeof ZRegenerateRequest>;

/** POST /api/download/docx and /pdf (JSON). */
export const ZDownloadRequest = z.object({
  content: z
    .string({ error: 'Content is required' })
    .min(1, 'Content is required')
    .max(MAX_DOWNLOAD_CONTENT_CHARS, 'Content is too long to download'),
  /** Download name without extension; sanitized on the server. Default Cover_Letter. */
  filename: z.string().max(200).optional(),
  /** Layout: a business letter (default) or a tailored resume (headings and bullets). */
  kind: z.enum(['letter', 'resume']).default('letter'),
});
export type TDownloadRequest = z.infer<typeof ZDownloadRequest>;

/** One saved letter (GET /api/cover-letters, GET /api/cover-letters/:id). Dates are ISO strings. */
export const ZCoverLetter = z.object({
  id: z.number(),
  content: z.string(),
  jobDescription: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
  isRegenerated: z.boolean(),
  resumeId: z.number().nullable(),
  customFilename: z.string().nullable(),
  postingUrl: z.string().nullable(),
});
export type TCoverLetter = z.infer<typeof ZCoverLetter>;

/** Detail view adds the settings and match report. */
export const ZCoverLetterDetail = ZCoverLetter.extend({
  fullName: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  match: ZMatchReport.nullable(),
  writer: z.string(),
  /** Null for letters stored before writers reported what they did. */
  writerReport: ZWriterReport.nullable(),
  regeneratedFromId: z.number().nullable(),
});
export type TCoverLetterDetail = z.infer<typeof ZCoverLetterDetail>;

/** One original resume (GET /api/resumes). */
export const ZResume = z.object({
  id: z.number(),
  filename: z.string(),
  extractedText: z.string(),
  createdAt: z.string(),
  kind: z.enum(['pdf', 'docx']),
  /** When the user last saved a correction of what we read (null: written from our reading). */
  correctedAt: z.string().nullable().optional(),
});
export type TResume = z.infer<typeof ZResume>;

/** Body of a 403 when the daily limit is used up (generate, regenerate, tailored resume). */
export const ZLimitError = z.object({
  message: z.string(),
  limit: z.object({ daily: z.number(), nextResetTime: z.string() }),
});
export type TLimitError = z.infer<typeof ZLimitError>;

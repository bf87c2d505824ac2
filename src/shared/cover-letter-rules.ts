// The cover letter form's rules and the upload messages, in zod/mini: the form is on the landing page, which
// loads this module but not letters.ts (classic zod). letters.ts builds the request schemas on these.
import * as z from 'zod/mini';
import { COVER_LETTER_JD_MAX } from './constants.ts';

export const JD_REQUIRED_MESSAGE = 'Please enter a job description.';
export const PREMIUM_SETTING_MESSAGE = 'Advanced customization is a Premium feature. Upgrade to use it.';
export const DAILY_LIMIT_MESSAGE = 'Daily limit reached';
export const FILE_TOO_LARGE_MESSAGE = 'File size exceeds 5MB limit.';
export const FILE_TYPE_MESSAGE = 'File type not supported. Please upload a PDF or DOCX file.';
export const RESUME_REQUIRED_MESSAGE = 'Please upload your resume.';

/** Multipart bodies carry CRLF line ends (FormData); JSON bodies usually LF. One form is stored. */
export function normalizeNewlines(v: unknown): unknown {
  return typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v;
}

export const ZJobDescription = z.pipe(
  z.transform(normalizeNewlines),
  z
    .string({ error: JD_REQUIRED_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, JD_REQUIRED_MESSAGE),
      z.maxLength(COVER_LETTER_JD_MAX, `Job description must be less than ${COVER_LETTER_JD_MAX.toLocaleString('en-US')} characters`),
    ),
);

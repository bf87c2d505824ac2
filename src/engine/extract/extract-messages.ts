// User-facing messages for every ExtractError code, in one place so the server and tests agree.
import { MAX_RESUME_PAGES } from '../../shared/constants.ts';

export const DEFAULT_MAX_PAGES = MAX_RESUME_PAGES;
export const DEFAULT_TIMEOUT_MS = 10_000;

export const EXTRACT_MESSAGES = {
  UNSUPPORTED_TYPE: 'File type not supported. Please upload a PDF or DOCX file.',
  LEGACY_OR_PROTECTED_WORD:
    'This looks like an old Word (.doc) file or a password-protected document. Please save it as DOCX or PDF without a password and upload it again.',
  ENCRYPTED: 'This PDF is password-protected. Please remove the password and upload it again.',
  ENCRYPTED_DOCX: 'This document is password-protected. Please remove the password and upload it again.',
  CORRUPT: 'This file appears to be damaged or incomplete. Please export it again from your editor and upload the new file.',
  NO_TEXT:
    'We could not find any text in this file. It looks like a scanned image; please export your resume from your editor as a PDF with text, or upload a DOCX.',
  TOO_MANY_PAGES: (pages: number, max: number) =>
    `This PDF has ${pages} pages; a resume can have at most ${max}. Please upload a shorter file.`,
  TOO_LARGE: 'This file is too large to process. Please upload a resume under 5 MB.',
  ZIP_BOMB: 'This DOCX file expands to an unusually large size and cannot be processed. Please save it again from your editor.',
  TOO_MANY_ENTRIES: 'This DOCX file contains too many parts to be a resume. Please save it again from your editor.',
  UNSAFE_XML: 'This DOCX file contains unsafe content (XML entity declarations) and cannot be processed. Please save it again from your editor.',
  NOT_ENGLISH: (language: string | undefined) =>
    `ApplyKit reads resumes written in English, and this one looks like it is written in ${language ?? 'another language'}. Please upload an English version of your resume.`,
  TIMEOUT: 'Reading this file took too long. Please export a simpler version of your resume and upload it again.',
} as const;

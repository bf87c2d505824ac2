// An uploaded resume from its temporary file to text and profile: the type check here, on the
// verdict sniffed while the upload streamed in; the reading and parsing inside the generation's
// one engine task, which carries that verdict. Every refusal is an AppError with a message the
// user can act on.
import { EXTRACT_MESSAGES } from '../../engine/extract/extract-messages.ts';
import type { ExtractErrorCode, FileKind, ResumeProfile } from '../../engine/types.ts';
import { FILE_TYPE_MESSAGE, RESUME_REQUIRED_MESSAGE } from '../../shared/cover-letter-rules.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import type { UploadedFile } from '../http/multipart.ts';
import type { ReadDocument, ResumeSource, UnreadableResume } from './engine-tasks.ts';

export interface ReadResume {
  filename: string;
  kind: FileKind;
  /** The upload's temporary file (the caller removes it) and its size. */
  path: string;
  size: number;
  text: string;
  profile: ResumeProfile;
}

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Cheap checks done before a daily unit is taken: a file is there and its bytes are PDF or DOCX.
 * Returns the engine task's source: the temporary file with its sniffed type.
 */
export function checkUploadedResume(file: UploadedFile | null): { file: UploadedFile; source: ResumeSource } {
  if (!file) throw new AppError('BAD_REQUEST', RESUME_REQUIRED_MESSAGE);
  if (file.size === 0) throw new AppError('BAD_REQUEST', 'The uploaded file is empty. Please upload your resume as a PDF or DOCX file.');
  const kind = file.kind;
  if (!kind) {
    const message = file.compound ? EXTRACT_MESSAGES.LEGACY_OR_PROTECTED_WORD : FILE_TYPE_MESSAGE;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
  }
  return { file, source: { from: 'file', path: file.path, kind } };
}

function statusCodeFor(code: ExtractErrorCode): ErrorCode {
  if (code === 'UNSUPPORTED_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  if (code === 'TOO_LARGE') return 'PAYLOAD_TOO_LARGE';
  return 'UNPROCESSABLE';
}

/** The engine task's answer, or the 4xx AppError that tells the user why their file could not be read. */
export function readOrRefuse<T extends { ok: true }>(result: T | UnreadableResume): T {
  if (!result.ok) throw new AppError(statusCodeFor(result.code), result.message, { reason: result.code });
  return result;
}

/** The upload and what the engine task read from it, as storeWithResume keeps them. */
export function uploadedResume(file: UploadedFile, read: ReadDocument | undefined): ReadResume {
  // A task given a file always reads it; without `read` the engine broke its own contract.
  if (!read) throw new Error('the engine task did not return the document it read');
  return { filename: file.filename, kind: read.kind, path: file.path, size: file.size, text: read.text, profile: read.profile };
}

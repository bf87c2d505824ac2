// An uploaded resume from its temporary file to text and profile: magic-byte type check here (on
// the verdict sniffed while the upload streamed in), the reading and parsing in the engine
// workers. Every refusal is an AppError with a message the user can act on.
import { EXTRACT_MESSAGES } from '../../engine/extract/extract-messages.ts';
import type { ExtractErrorCode, FileKind, ResumeProfile } from '../../engine/types.ts';
import { FILE_TYPE_MESSAGE, RESUME_REQUIRED_MESSAGE } from '../../shared/letters.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import type { UploadedFile } from '../http/multipart.ts';
import type { EngineRunner } from './engine-runner.ts';
import type { Priority } from './priority-gate.ts';

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

/** Cheap checks done before a daily unit is taken: a file is there and its bytes are PDF or DOCX. */
export function checkUploadedResume(file: UploadedFile | null): { file: UploadedFile; kind: FileKind } {
  if (!file) throw new AppError('BAD_REQUEST', RESUME_REQUIRED_MESSAGE);
  if (file.size === 0) throw new AppError('BAD_REQUEST', 'The uploaded file is empty. Please upload your resume as a PDF or DOCX file.');
  const kind = file.kind;
  if (!kind) {
    const message = file.compound ? EXTRACT_MESSAGES.LEGACY_OR_PROTECTED_WORD : FILE_TYPE_MESSAGE;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
  }
  return { file, kind };
}

function statusCodeFor(code: ExtractErrorCode): ErrorCode {
  if (code === 'UNSUPPORTED_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  if (code === 'TOO_LARGE') return 'PAYLOAD_TOO_LARGE';
  return 'UNPROCESSABLE';
}

/** Extracts and parses the resume in the worker pool; unreadable files become 4xx AppErrors. */
export async function readUploadedResume(runner: EngineRunner, file: UploadedFile, priority: Priority): Promise<ReadResume> {
  const result = await runner.extractFile(file.path, priority);
  if (!result.ok) throw new AppError(statusCodeFor(result.code), result.message, { reason: result.code });
  return { filename: file.filename, kind: result.kind, path: file.path, size: file.size, text: result.text, profile: result.profile };
}

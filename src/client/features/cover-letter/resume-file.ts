// Resume file rules of the cover letter form (SPEC.md section 5).
import { MAX_UPLOAD_BYTES } from '../../../shared/constants.ts';
import { FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE } from '../../../shared/cover-letter-rules.ts';

export const RESUME_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type ResumeFileCheck = { ok: true } | { ok: false; errorType: 'invalid_file_type' | 'file_too_large'; message: string };

export function fileKind(file: { name: string; type: string }): 'pdf' | 'docx' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (file.type === DOCX_MIME || name.endsWith('.docx')) return 'docx';
  return null;
}

/** Type first (PDF or DOCX), then size (at most 5 MB). */
export function checkResumeFile(file: { name: string; type: string; size: number }): ResumeFileCheck {
  if (!fileKind(file)) return { ok: false, errorType: 'invalid_file_type', message: FILE_TYPE_MESSAGE };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, errorType: 'file_too_large', message: FILE_TOO_LARGE_MESSAGE };
  return { ok: true };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

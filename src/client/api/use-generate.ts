// Cover-letter calls: generate (multipart), regenerate (JSON), download (file).
import type { TGenerateResponse } from '../../shared/letters.ts';
import type { StyleSettings } from '../../shared/style.ts';
import { apiRequest, saveBlob } from './http.ts';

/** What the generator form hands over; kept in memory (a File can't go in history state). */
export interface GeneratorSubmission {
  jobDescription: string;
  resume: File;
  fullName: string;
  companyName: string;
  /** Already finalised by the submit-time rule; undefined means none. */
  customFilename: string | undefined;
  settings: StyleSettings;
  /** The job posting's address, when it came from the browser extension; kept with the letter. */
  postingUrl?: string;
}

/** The regeneration request says this; the server reads the stored resume by resumeId. */
export const REGENERATE_RESUME_TEXT = 'Resume text will be extracted from the uploaded file on the server.';

export async function generateCoverLetter(sub: GeneratorSubmission, signal?: AbortSignal): Promise<TGenerateResponse> {
  const form = new FormData();
  form.append('jobDescription', sub.jobDescription);
  form.append('resume', sub.resume, sub.resume.name);
  if (sub.customFilename) form.append('customFilename', sub.customFilename);
  if (sub.fullName.trim()) form.append('fullName', sub.fullName.trim());
  if (sub.companyName.trim()) form.append('companyName', sub.companyName.trim());
  if (sub.postingUrl) form.append('postingUrl', sub.postingUrl);
  for (const [key, value] of Object.entries(sub.settings)) form.append(key, value);
  const res = await apiRequest('POST', '/api/generate', form, { signal });
  return (await res.json()) as TGenerateResponse;
}

export async function regenerateCoverLetter(
  sub: GeneratorSubmission,
  previous: { resumeId: number; letterId: number },
  signal?: AbortSignal,
): Promise<TGenerateResponse> {
  const res = await apiRequest(
    'POST',
    '/api/regenerate',
    {
      jobDescription: sub.jobDescription,
      resumeText: REGENERATE_RESUME_TEXT,
      resumeId: previous.resumeId,
      letterId: previous.letterId,
      fullName: sub.fullName.trim() || undefined,
      companyName: sub.companyName.trim() || undefined,
      ...sub.settings,
    },
    { signal },
  );
  return (await res.json()) as TGenerateResponse;
}

/** POST /api/download/{format} with the current text; saves the answer under `filename`. */
export async function downloadLetter(format: 'docx' | 'pdf', content: string, filename: string): Promise<void> {
  const res = await apiRequest('POST', `/api/download/${format}`, { content, filename: filename.replace(/\.(docx|pdf)$/i, '') });
  saveBlob(await res.blob(), filename);
}

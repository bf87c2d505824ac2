// POST /api/generate (multipart): the resume file plus ZGenerateFields' text fields; answers ZGenerateResponse.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZGenerateResponse, type TGenerateFieldsInput, type TGenerateResponse } from '../../../../shared/letters.ts';
import type { GeneratorSubmission } from '../../../api/generator-submission.ts';
import { coverLettersQueryKey } from '../../../api/get-cover-letters.ts';
import { usageLimitQueryKey } from '../../../api/get-usage-limit.ts';
import { dailyLimitFromError } from '../../../api/limit-info.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** The text fields as the server reads them (blank optional fields are left out). */
export function generateFields(sub: GeneratorSubmission): TGenerateFieldsInput {
  return {
    jobDescription: sub.jobDescription,
    customFilename: sub.customFilename || undefined,
    fullName: sub.fullName.trim() || undefined,
    companyName: sub.companyName.trim() || undefined,
    postingUrl: sub.postingUrl || undefined,
    ...sub.settings,
  };
}

export function generateCoverLetter(sub: GeneratorSubmission, signal?: AbortSignal): Promise<TGenerateResponse> {
  const form = new FormData();
  const fields = generateFields(sub);
  form.append('jobDescription', sub.jobDescription);
  if (sub.resume) form.append('resume', sub.resume, sub.resume.name);
  else if (sub.savedResume) form.append('resumeId', String(sub.savedResume.id));
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'jobDescription' && typeof value === 'string') form.append(key, value);
  }
  return requestJson(ZGenerateResponse, 'POST', '/api/generate', form, { signal });
}

/** After a letter is written (or refused for the daily limit), the usage and the letter list are stale. */
export function refreshAfterGeneration(queryClient: QueryClient, err?: unknown): void {
  if (err !== undefined) {
    if (dailyLimitFromError(err)) void queryClient.invalidateQueries({ queryKey: usageLimitQueryKey });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: usageLimitQueryKey });
  void queryClient.invalidateQueries({ queryKey: coverLettersQueryKey });
}

export function useGenerateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sub: GeneratorSubmission) => generateCoverLetter(sub),
    onSuccess: () => refreshAfterGeneration(queryClient),
    onError: (err) => refreshAfterGeneration(queryClient, err),
  });
}

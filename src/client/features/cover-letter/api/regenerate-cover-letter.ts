// POST /api/regenerate (JSON, ZRegenerateRequest): a new letter from the stored resume; answers ZGenerateResponse.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZGenerateResponse, type TGenerateResponse, type TRegenerateRequestInput } from '../../../../shared/letters.ts';
import type { GeneratorSubmission } from '../../../api/generator-submission.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { refreshAfterGeneration } from './generate-cover-letter.ts';

/** The regeneration request says this; the server reads the stored resume by resumeId. */
export const REGENERATE_RESUME_TEXT = 'Resume text will be extracted from the uploaded file on the server.';

export interface RegenerateVariables {
  submission: GeneratorSubmission;
  previous: { resumeId: number; letterId: number };
}

export function regenerateRequest({ submission: sub, previous }: RegenerateVariables): TRegenerateRequestInput {
  return {
    jobDescription: sub.jobDescription,
    resumeText: REGENERATE_RESUME_TEXT,
    resumeId: previous.resumeId,
    letterId: previous.letterId,
    fullName: sub.fullName.trim() || undefined,
    companyName: sub.companyName.trim() || undefined,
    ...sub.settings,
  };
}

export function regenerateCoverLetter(vars: RegenerateVariables, signal?: AbortSignal): Promise<TGenerateResponse> {
  return requestJson(ZGenerateResponse, 'POST', '/api/regenerate', regenerateRequest(vars), { signal });
}

export function useRegenerateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: RegenerateVariables) => regenerateCoverLetter(vars),
    onSuccess: () => refreshAfterGeneration(queryClient),
    onError: (err) => refreshAfterGeneration(queryClient, err),
  });
}

// POST /api/generate-tailored-resume (multipart: the resume file plus ZTailoredFields) with SPEC.md's 60-second
// abort; the answer is parsed with ZTailoredResponse. Failures are TailorError with the kind the view tells apart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cleanTailoredText } from '../../../../shared/clean-resume-text.ts';
import { TAILORED_TIMEOUT_MS } from '../../../../shared/constants.ts';
import type { TMatchReport, TWriterReport } from '../../../../shared/letters.ts';
import type { TailorOptions } from '../../../../shared/style.ts';
import { ZTailoredResponse, type TTailoredFieldsInput } from '../../../../shared/tailored.ts';
import { tailoredResumesQueryKey } from '../../../api/get-tailored-resumes.ts';
import { usageLimitQueryKey } from '../../../api/get-usage-limit.ts';
import { toLimitInfo, type LimitInfo } from '../../../api/limit-info.ts';

export interface TailorVariables {
  /** The uploaded file; null when a saved resume (resumeId) is tailored instead. */
  file: File | null;
  resumeId?: number;
  jobDescription: string;
  options: TailorOptions;
}

export interface TailoredResult {
  text: string;
  id: number;
  /** The stored original it was written from (its profile can be checked and corrected). */
  resumeId: number | null;
  matchBefore: TMatchReport | null;
  matchAfter: TMatchReport | null;
  writer: TWriterReport | undefined;
}

export const TAILOR_FALLBACK_ERROR = 'An error occurred while generating your tailored resume';

export type TailorFailure = { kind: 'limit'; limit: LimitInfo } | { kind: 'timeout' } | { kind: 'error'; message: string };

export class TailorError extends Error {
  readonly failure: TailorFailure;
  constructor(failure: TailorFailure) {
    super(failure.kind === 'error' ? failure.message : failure.kind);
    this.name = 'TailorError';
    this.failure = failure;
  }
}

export function tailorFields({ jobDescription, options }: TailorVariables): TTailoredFieldsInput {
  return { jobDescription, ...options };
}

export async function tailorResume(vars: TailorVariables): Promise<TailoredResult> {
  const form = new FormData();
  if (vars.file) form.append('resume', vars.file);
  else if (vars.resumeId !== undefined) form.append('resumeId', String(vars.resumeId));
  for (const [key, value] of Object.entries(tailorFields(vars))) form.append(key, String(value));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TAILORED_TIMEOUT_MS);
  const fail = (failure: TailorFailure) => new TailorError(failure);
  try {
    let res: Response;
    try {
      res = await fetch('/api/generate-tailored-resume', { method: 'POST', body: form, credentials: 'include', signal: controller.signal });
    } catch (err) {
      if (controller.signal.aborted) throw fail({ kind: 'timeout' });
      throw fail({ kind: 'error', message: err instanceof Error && err.message ? err.message : TAILOR_FALLBACK_ERROR });
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      if (controller.signal.aborted) throw fail({ kind: 'timeout' });
      throw fail({ kind: 'error', message: 'Failed to parse server response' });
    }
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
    const body = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : null;
    if (!res.ok) {
      if (res.status === 403 && body && typeof body.limit === 'object') throw fail({ kind: 'limit', limit: toLimitInfo(body.limit) });
      const message = body && typeof body.message === 'string' && body.message ? body.message : 'Failed to generate tailored resume';
      throw fail({ kind: 'error', message });
    }
    if (!body) throw fail({ kind: 'error', message: 'Failed to parse server response' });
    const parsed = ZTailoredResponse.safeParse(body);
    if (!parsed.success) throw fail({ kind: 'error', message: 'Invalid response format from server' });
    const answer = parsed.data;
    return {
      text: cleanTailoredText(answer.tailoredResume),
      id: answer.id,
      resumeId: answer.resumeId,
      matchBefore: answer.matchBefore ?? null,
      matchAfter: answer.matchAfter ?? answer.match ?? null,
      writer: answer.writer,
    };
  } finally {
    clearTimeout(timer);
  }
}

export function useTailorResume() {
  const queryClient = useQueryClient();
  return useMutation<TailoredResult, TailorError, TailorVariables>({
    mutationFn: tailorResume,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tailoredResumesQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageLimitQueryKey });
    },
  });
}

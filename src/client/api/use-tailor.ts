// POST /api/generate-tailored-resume with SPEC.md's 60-second abort and response checks.
import { TAILORED_TIMEOUT_MS } from '../../shared/constants.ts';
import { cleanTailoredText } from '../../shared/clean-resume-text.ts';
import type { TMatchReport } from '../../shared/letters.ts';
import type { TailorOptions } from '../../shared/style.ts';
import { toLimitInfo, type LimitInfo } from './limit-info.ts';

export type TailorOutcome =
  | { kind: 'ok'; text: string; id?: number; matchBefore: TMatchReport | null; matchAfter: TMatchReport | null }
  | { kind: 'limit'; limit: LimitInfo }
  | { kind: 'timeout' }
  | { kind: 'error'; message: string };

export async function requestTailoredResume(file: File, jobDescription: string, options: TailorOptions): Promise<TailorOutcome> {
  const form = new FormData();
  form.append('resume', file);
  form.append('jobDescription', jobDescription);
  form.append('roleType', options.roleType);
  form.append('preferredLength', options.preferredLength);
  form.append('includeKeywords', String(options.includeKeywords));
  form.append('highlightProjects', String(options.highlightProjects));
  form.append('focusOnRecent', String(options.focusOnRecent));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TAILORED_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch('/api/generate-tailored-resume', { method: 'POST', body: form, credentials: 'include', signal: controller.signal });
    } catch (err) {
      if (controller.signal.aborted) return { kind: 'timeout' };
      return { kind: 'error', message: err instanceof Error && err.message ? err.message : 'An error occurred while generating your tailored resume' };
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      if (controller.signal.aborted) return { kind: 'timeout' };
      return { kind: 'error', message: 'Failed to parse server response' };
    }
    let data: Record<string, unknown> | null = null;
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
    if (!res.ok) {
      if (res.status === 403 && data && typeof data.limit === 'object') return { kind: 'limit', limit: toLimitInfo(data.limit) };
      const message = data && typeof data.message === 'string' && data.message ? data.message : 'Failed to generate tailored resume';
      return { kind: 'error', message };
    }
    if (!data) return { kind: 'error', message: 'Failed to parse server response' };
    if (typeof data.tailoredResume !== 'string') return { kind: 'error', message: 'Invalid response format from server' };
    return {
      kind: 'ok',
      text: cleanTailoredText(data.tailoredResume),
      id: typeof data.id === 'number' ? data.id : undefined,
      matchBefore: (data.matchBefore as TMatchReport | null | undefined) ?? null,
      matchAfter: ((data.matchAfter ?? data.match) as TMatchReport | null | undefined) ?? null,
    };
  } finally {
    clearTimeout(timer);
  }
}

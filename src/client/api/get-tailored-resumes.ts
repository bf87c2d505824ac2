// GET /api/tailored-resumes: the caller's tailored resumes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZTailoredResume } from '../../shared/tailored.ts';
import { getJson } from '../lib/api-client.ts';

export const tailoredResumesQueryKey = ['/api/tailored-resumes'] as const;

export const getTailoredResumes = (signal?: AbortSignal) => getJson(z.array(ZTailoredResume), '/api/tailored-resumes', signal);

// The list grows from another page, so the dashboard reads it fresh on each visit.
export const getTailoredResumesQueryOptions = () =>
  queryOptions({ queryKey: tailoredResumesQueryKey, queryFn: ({ signal }) => getTailoredResumes(signal), staleTime: 0 });

export function useTailoredResumes(enabled: boolean) {
  return useQuery({ ...getTailoredResumesQueryOptions(), enabled });
}

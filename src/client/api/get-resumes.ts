// GET /api/resumes: the caller's original resumes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZResume } from '../../shared/letters.ts';
import { getJson } from '../lib/api-client.ts';

export const resumesQueryKey = ['/api/resumes'] as const;

export const getResumes = (signal?: AbortSignal) => getJson(z.array(ZResume), '/api/resumes', signal);

// The generator stores every upload, so the dashboard reads the list fresh on each visit.
export const getResumesQueryOptions = () => queryOptions({ queryKey: resumesQueryKey, queryFn: ({ signal }) => getResumes(signal), staleTime: 0 });

export function useResumes(enabled: boolean) {
  return useQuery({ ...getResumesQueryOptions(), enabled });
}

// GET /api/cover-letters: the caller's letters, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCoverLetter } from '../../shared/letters.ts';
import { getJson } from '../lib/api-client.ts';

export const coverLettersQueryKey = ['/api/cover-letters'] as const;

export const getCoverLetters = (signal?: AbortSignal) => getJson(z.array(ZCoverLetter), '/api/cover-letters', signal);

// SPEC: the letter list is never stale and refetches on window focus.
export const getCoverLettersQueryOptions = () =>
  queryOptions({ queryKey: coverLettersQueryKey, queryFn: ({ signal }) => getCoverLetters(signal), staleTime: 0, refetchOnWindowFocus: true });

export function useCoverLetters(enabled: boolean) {
  return useQuery({ ...getCoverLettersQueryOptions(), enabled });
}

// GET, PUT and DELETE /api/resumes/{id}/profile: what we read from a resume and the user's correction.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZResumeProfileView, type TEditableProfile, type TResumeProfileView } from '../../../../shared/profile.ts';
import { getJson, requestJson } from '../../../lib/api-client.ts';

const profileQueryKey = (resumeId: number) => ['/api/resumes', resumeId, 'profile'] as const;

const getResumeProfileQueryOptions = (resumeId: number) =>
  queryOptions({ queryKey: profileQueryKey(resumeId), queryFn: ({ signal }) => getJson(ZResumeProfileView, `/api/resumes/${resumeId}/profile`, signal), staleTime: 0 });

export function useResumeProfile(resumeId: number) {
  return useQuery(getResumeProfileQueryOptions(resumeId));
}

export function useSaveResumeProfile(resumeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TEditableProfile) => requestJson(ZResumeProfileView, 'PUT', `/api/resumes/${resumeId}/profile`, { profile }),
    onSuccess: (view: TResumeProfileView) => queryClient.setQueryData(profileQueryKey(resumeId), view),
  });
}

/** Drops the correction: letters are written from what we read again. */
export function useResetResumeProfile(resumeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestJson(ZResumeProfileView, 'DELETE', `/api/resumes/${resumeId}/profile`),
    onSuccess: (view: TResumeProfileView) => queryClient.setQueryData(profileQueryKey(resumeId), view),
  });
}

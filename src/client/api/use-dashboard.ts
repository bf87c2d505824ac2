// Dashboard data: the caller's letters, tailored resumes and original resumes, and their deletes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCoverLetter, TResume } from '../../shared/letters.ts';
import type { TTailoredResume } from '../../shared/tailored.ts';
import { apiRequest, getQueryFn, saveBlob } from './http.ts';

export const COVER_LETTERS_KEY = ['/api/cover-letters'] as const;
export const TAILORED_KEY = ['/api/tailored-resumes'] as const;
export const RESUMES_KEY = ['/api/resumes'] as const;

export function useCoverLetters(enabled: boolean) {
  // SPEC: the letter list is never stale and refetches on window focus.
  return useQuery<TCoverLetter[]>({ queryKey: COVER_LETTERS_KEY, enabled, staleTime: 0, refetchOnWindowFocus: true, queryFn: getQueryFn({ on401: 'throw' }) });
}

// Both lists grow from other pages (the generator stores every upload), so the dashboard reads
// them fresh on each visit rather than trusting a cache that never goes stale.
export function useTailoredResumes(enabled: boolean) {
  return useQuery<TTailoredResume[]>({ queryKey: TAILORED_KEY, enabled, staleTime: 0 });
}

export function useResumes(enabled: boolean) {
  return useQuery<TResume[]>({ queryKey: RESUMES_KEY, enabled, staleTime: 0 });
}

function useDelete(base: string, key: readonly string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${base}/${id}`);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export const useDeleteCoverLetter = () => useDelete('/api/cover-letters', COVER_LETTERS_KEY);
export const useDeleteTailoredResume = () => useDelete('/api/tailored-resumes', TAILORED_KEY);
export const useDeleteResume = () => useDelete('/api/resumes', RESUMES_KEY);

/** POST /api/download/{format} and save the file. */
export async function downloadDocument(format: 'docx' | 'pdf', content: string, filename: string, kind: 'letter' | 'resume' = 'letter') {
  const res = await apiRequest('POST', `/api/download/${format}`, { content, filename, kind });
  saveBlob(await res.blob(), `${filename}.${format}`);
}

export async function downloadAccountData(username: string) {
  const res = await apiRequest('GET', '/api/account/export');
  saveBlob(await res.blob(), `applykit-${username}-data.json`);
}

export async function deleteAccount(confirmUsername: string) {
  await apiRequest('DELETE', '/api/account', { confirmUsername });
}

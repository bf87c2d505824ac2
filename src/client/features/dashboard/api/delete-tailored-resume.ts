// DELETE /api/tailored-resumes/{id}; the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailoredResumesQueryKey } from '../../../api/get-tailored-resumes.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function deleteTailoredResume(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/tailored-resumes/${id}`);
}

export function useDeleteTailoredResume() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTailoredResume, onSuccess: () => queryClient.invalidateQueries({ queryKey: tailoredResumesQueryKey }) });
}

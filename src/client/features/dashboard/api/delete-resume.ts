// DELETE /api/resumes/{id}; the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { resumesQueryKey } from '../../../api/get-resumes.ts';

export async function deleteResume(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/resumes/${id}`);
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteResume, onSuccess: () => queryClient.invalidateQueries({ queryKey: resumesQueryKey }) });
}

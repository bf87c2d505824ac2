// DELETE /api/cover-letters/{id}; the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';

export async function deleteCoverLetter(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/cover-letters/${id}`);
}

export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoverLetter, onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLettersQueryKey }) });
}

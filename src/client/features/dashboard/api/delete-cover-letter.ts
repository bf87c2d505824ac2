// DELETE /api/cover-letters/{id}; the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coverLettersQueryKey } from '../../../api/get-cover-letters.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function deleteCoverLetter(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/cover-letters/${id}`);
}

export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoverLetter, onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLettersQueryKey }) });
}

// DELETE /api/account (JSON, ZDeleteAccountRequest): the account and everything in it; nothing cached survives.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '../../../../shared/usage.ts';
import { userQueryKey } from '../../../api/get-user.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function deleteAccount(confirmUsername: string): Promise<void> {
  const body: TDeleteAccountRequest = { confirmUsername };
  await apiRequest('DELETE', '/api/account', body);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}

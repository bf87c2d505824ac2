// DELETE /api/account (JSON, ZDeleteAccountRequest): the account and everything in it.
import { useMutation } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '../../../../shared/usage.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function deleteAccount(confirmUsername: string): Promise<void> {
  const body: TDeleteAccountRequest = { confirmUsername };
  await apiRequest('DELETE', '/api/account', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

// POST /api/admin/users/{id}/grant-premium (ZGrantPremiumRequest): adds days of premium.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZGrantPremiumResponse, type TGrantPremiumRequest } from '../../../../shared/admin.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { refreshAfterAdminWrite } from './refresh-after-admin-write.ts';

export type GrantPremiumVariables = TGrantPremiumRequest & { id: number };

export const grantPremium = ({ id, days }: GrantPremiumVariables) =>
  requestJson(ZGrantPremiumResponse, 'POST', `/api/admin/users/${id}/grant-premium`, { days } satisfies TGrantPremiumRequest);

export function useGrantPremium() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantPremium, onSuccess: () => refreshAfterAdminWrite(queryClient) });
}

// POST /api/admin/users/{id}/admin (ZSetAdminRequest): promote or demote.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUser, type TSetAdminRequest } from '../../../../shared/admin.ts';
import { adminStatusQueryKey } from '../../../api/get-admin-status.ts';
import { userQueryKey } from '../../../api/get-user.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { adminsQueryKey } from './get-admins.ts';
import { refreshAfterAdminWrite } from './refresh-after-admin-write.ts';

export type SetAdminVariables = TSetAdminRequest & { id: number };

export const setAdmin = ({ id, isAdmin }: SetAdminVariables) =>
  requestJson(ZAdminUser, 'POST', `/api/admin/users/${id}/admin`, { isAdmin } satisfies TSetAdminRequest);

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmin,
    // Demoting yourself ends your admin session: the status re-check sends you to /dashboard.
    onSuccess: () => refreshAfterAdminWrite(queryClient, [adminsQueryKey, adminStatusQueryKey, userQueryKey]),
  });
}

// PUT /api/admin/users/{id} (ZAdminUpdateUserRequest): username, email and full name; answers the row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUser, type TAdminUpdateUserRequest } from '../../../../shared/admin.ts';
import { userQueryKey } from '../../../api/get-user.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { adminsQueryKey } from './get-admins.ts';
import { refreshAfterAdminWrite } from './refresh-after-admin-write.ts';

export type UpdateUserVariables = TAdminUpdateUserRequest & { id: number };

export const updateUser = ({ id, ...body }: UpdateUserVariables) => requestJson(ZAdminUser, 'PUT', `/api/admin/users/${id}`, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => refreshAfterAdminWrite(queryClient, [adminsQueryKey, userQueryKey]) });
}

// GET /api/admin/users: every account with its plan and letter count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminUser } from '../../../../shared/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

export const adminUsersQueryKey = ['/api/admin/users'] as const;

export const getAdminUsers = (signal?: AbortSignal) => getJson(z.array(ZAdminUser), '/api/admin/users', signal);

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
export const getAdminUsersQueryOptions = () => queryOptions({ queryKey: adminUsersQueryKey, queryFn: ({ signal }) => getAdminUsers(signal), staleTime: 0 });

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}

// GET /api/admin/admins: the admin accounts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminAccount } from '../../../../shared/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

export const adminsQueryKey = ['/api/admin/admins'] as const;

export const getAdmins = (signal?: AbortSignal) => getJson(z.array(ZAdminAccount), '/api/admin/admins', signal);

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
export const getAdminsQueryOptions = () => queryOptions({ queryKey: adminsQueryKey, queryFn: ({ signal }) => getAdmins(signal), staleTime: 0 });

export function useAdmins() {
  return useQuery(getAdminsQueryOptions());
}

// GET /api/admin/check-admin-status (ZAdminStatus): false on 401 or any error (SPEC.md section 6).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminStatus } from '../../shared/admin.ts';
import { useUser } from './get-user.ts';

export const ADMIN_STATUS_URL = '/api/admin/check-admin-status';
/** Prefix of the per-user status keys: invalidating it re-checks whoever is signed in. */
export const adminStatusQueryKey = [ADMIN_STATUS_URL] as const;

export async function getIsAdmin(signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(ADMIN_STATUS_URL, { credentials: 'include', signal });
    if (!res.ok) return false;
    const parsed = ZAdminStatus.safeParse(await res.json());
    return parsed.success && parsed.data.isAdmin;
  } catch {
    return false;
  }
}

export const getIsAdminQueryOptions = (userId: number | null) =>
  queryOptions({ queryKey: [...adminStatusQueryKey, userId] as const, queryFn: ({ signal }) => getIsAdmin(signal), staleTime: 0 });

export function useIsAdmin(enabled = true) {
  const { user } = useUser();
  return useQuery({ ...getIsAdminQueryOptions(user?.id ?? null), enabled: enabled && Boolean(user) });
}

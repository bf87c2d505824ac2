// GET /api/admin/settings: the free daily limits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSettings } from '../../../../shared/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

export const adminSettingsQueryKey = ['/api/admin/settings'] as const;

export const getAdminSettings = (signal?: AbortSignal) => getJson(ZAdminSettings, '/api/admin/settings', signal);

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
export const getAdminSettingsQueryOptions = () => queryOptions({ queryKey: adminSettingsQueryKey, queryFn: ({ signal }) => getAdminSettings(signal), staleTime: 0 });

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}

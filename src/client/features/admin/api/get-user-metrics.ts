// GET /api/admin/metrics/users: account totals and sign-ups per day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserMetrics } from '../../../../shared/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

export const userMetricsQueryKey = ['/api/admin/metrics/users'] as const;

export const getUserMetrics = (signal?: AbortSignal) => getJson(ZUserMetrics, '/api/admin/metrics/users', signal);

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
export const getUserMetricsQueryOptions = () => queryOptions({ queryKey: userMetricsQueryKey, queryFn: ({ signal }) => getUserMetrics(signal), staleTime: 0 });

export function useUserMetrics() {
  return useQuery(getUserMetricsQueryOptions());
}

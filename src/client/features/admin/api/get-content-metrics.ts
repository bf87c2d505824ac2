// GET /api/admin/metrics/content: document totals and letters per day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContentMetrics } from '../../../../shared/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

export const contentMetricsQueryKey = ['/api/admin/metrics/content'] as const;

export const getContentMetrics = (signal?: AbortSignal) => getJson(ZContentMetrics, '/api/admin/metrics/content', signal);

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
export const getContentMetricsQueryOptions = () => queryOptions({ queryKey: contentMetricsQueryKey, queryFn: ({ signal }) => getContentMetrics(signal), staleTime: 0 });

export function useContentMetrics() {
  return useQuery(getContentMetricsQueryOptions());
}

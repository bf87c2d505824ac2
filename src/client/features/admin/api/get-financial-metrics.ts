// GET /api/admin/metrics/financial: revenue, MRR, ARR, LTV and conversion.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFinancialMetrics } from '../../../../shared/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

export const financialMetricsQueryKey = ['/api/admin/metrics/financial'] as const;

export const getFinancialMetrics = (signal?: AbortSignal) => getJson(ZFinancialMetrics, '/api/admin/metrics/financial', signal);

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
export const getFinancialMetricsQueryOptions = () => queryOptions({ queryKey: financialMetricsQueryKey, queryFn: ({ signal }) => getFinancialMetrics(signal), staleTime: 0 });

export function useFinancialMetrics() {
  return useQuery(getFinancialMetricsQueryOptions());
}

// GET /api/subscription/status (ZSubscriptionStatus), and the refresh of everything that shows the plan.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZSubscriptionStatus } from '../../../../shared/billing.ts';
import { usageLimitQueryKey } from '../../../api/get-usage-limit.ts';
import { userQueryKey } from '../../../api/get-user.ts';
import { getJson } from '../../../lib/api-client.ts';

export const subscriptionStatusQueryKey = ['/api/subscription/status'] as const;

export const getSubscriptionStatus = (signal?: AbortSignal) => getJson(ZSubscriptionStatus, '/api/subscription/status', signal);

export const getSubscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: subscriptionStatusQueryKey, queryFn: ({ signal }) => getSubscriptionStatus(signal), staleTime: 0 });

export function useSubscriptionStatus(enabled = true) {
  return useQuery({ ...getSubscriptionStatusQueryOptions(), enabled });
}

/** The plan changed: re-read everything that shows it. */
export function refreshPlanQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
    queryClient.invalidateQueries({ queryKey: usageLimitQueryKey }),
  ]);
}

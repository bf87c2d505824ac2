// GET /api/subscription/usage-limit: today's cover-letter usage of the signed-in account (null when signed out).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUsageLimit, type TUsageLimit } from '../../shared/usage.ts';
import { throwIfResNotOk } from '../lib/api-client.ts';

export const usageLimitQueryKey = ['/api/subscription/usage-limit'] as const;

export async function getUsageLimit(signal?: AbortSignal): Promise<TUsageLimit | null> {
  const res = await fetch('/api/subscription/usage-limit', { credentials: 'include', signal });
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return ZUsageLimit.parse(await res.json());
}

export const getUsageLimitQueryOptions = () =>
  queryOptions({ queryKey: usageLimitQueryKey, queryFn: ({ signal }) => getUsageLimit(signal), staleTime: 0 });

export function useUsageLimit(enabled: boolean) {
  return useQuery({ ...getUsageLimitQueryOptions(), enabled });
}

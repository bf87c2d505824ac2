import { useQuery } from '@tanstack/react-query';
import type { TUsageLimit } from '../../shared/usage.ts';
import { getQueryFn } from './http.ts';

export const USAGE_LIMIT_KEY = ['/api/subscription/usage-limit'] as const;

/** Today's cover-letter usage of the signed-in account (GET /api/subscription/usage-limit). */
export function useUsageLimit(enabled: boolean) {
  return useQuery<TUsageLimit | null>({
    queryKey: USAGE_LIMIT_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    enabled,
    staleTime: 0,
  });
}

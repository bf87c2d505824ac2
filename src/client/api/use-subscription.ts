// Subscription calls (SPEC.md section 7) as TanStack Query hooks. Types come from src/shared.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TCheckoutRedirect,
  TManualActivationResponse,
  TPortalResponse,
  TPriceIds,
  TSubscriptionActionResponse,
  TSubscriptionStatus,
} from '../../shared/billing.ts';
import { apiRequest, getQueryFn } from './http.ts';
import { USAGE_LIMIT_KEY } from './use-usage-limit.ts';
import { USER_KEY } from './use-user.ts';

export const SUBSCRIPTION_STATUS_KEY = ['/api/subscription/status'] as const;
export const PRICE_IDS_KEY = ['/api/subscription/price-ids'] as const;

export function useSubscriptionStatus(enabled = true) {
  return useQuery<TSubscriptionStatus>({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: getQueryFn({ on401: 'throw' }),
    enabled,
    staleTime: 0,
  });
}

export function usePriceIds(enabled = true) {
  return useQuery<TPriceIds>({ queryKey: PRICE_IDS_KEY, enabled });
}

/** The plan changed: re-read everything that shows it. */
export function refreshPlanQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY }),
    queryClient.invalidateQueries({ queryKey: USER_KEY }),
    queryClient.invalidateQueries({ queryKey: USAGE_LIMIT_KEY }),
  ]);
}

async function postJson<T>(url: string, body?: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body);
  return (await res.json()) as T;
}

export function useCreateSubscription() {
  return useMutation({
    mutationFn: (priceId: string) => postJson<Partial<TCheckoutRedirect>>('/api/subscription/create', { priceId }),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<TSubscriptionActionResponse>('/api/subscription/cancel'),
    onSuccess: (data) => {
      queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, data.status);
      return refreshPlanQueries(queryClient);
    },
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<TSubscriptionActionResponse>('/api/subscription/resume'),
    onSuccess: (data) => {
      queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, data.status);
      return refreshPlanQueries(queryClient);
    },
  });
}

export function useManualActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => postJson<TManualActivationResponse>('/api/subscription/manual-activation', { sessionId }),
    onSettled: () => refreshPlanQueries(queryClient),
  });
}

export function useBillingPortal() {
  return useMutation({ mutationFn: () => postJson<TPortalResponse>('/api/subscription/portal') });
}

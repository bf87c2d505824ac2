// POST /api/subscription/cancel (ZSubscriptionActionResponse): the new status is shown at once, then the plan re-read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSubscriptionActionResponse } from '../../../../shared/billing.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { refreshPlanQueries, subscriptionStatusQueryKey } from './get-subscription-status.ts';

export const cancelSubscription = () => requestJson(ZSubscriptionActionResponse, 'POST', '/api/subscription/cancel');

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionStatusQueryKey, data.status);
      return refreshPlanQueries(queryClient);
    },
  });
}

// POST /api/subscription/resume (ZSubscriptionActionResponse): the new status is shown at once, then the plan re-read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSubscriptionActionResponse } from '../../../../shared/billing.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { refreshPlanQueries, subscriptionStatusQueryKey } from './get-subscription-status.ts';

export const resumeSubscription = () => requestJson(ZSubscriptionActionResponse, 'POST', '/api/subscription/resume');

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionStatusQueryKey, data.status);
      return refreshPlanQueries(queryClient);
    },
  });
}

// POST /api/subscription/manual-activation (ZManualActivationRequest): activates a returned checkout session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZManualActivationResponse, type TManualActivationRequest } from '../../../../shared/billing.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { refreshPlanQueries } from './get-subscription-status.ts';

export function activateSubscription(sessionId: string) {
  const body: TManualActivationRequest = { sessionId };
  return requestJson(ZManualActivationResponse, 'POST', '/api/subscription/manual-activation', body);
}

export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateSubscription, onSettled: () => refreshPlanQueries(queryClient) });
}

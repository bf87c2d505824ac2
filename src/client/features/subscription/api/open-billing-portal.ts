// POST /api/subscription/portal (ZPortalResponse): the provider's page to update the payment method.
import { useMutation } from '@tanstack/react-query';
import { ZPortalResponse } from '../../../../shared/billing.ts';
import { requestJson } from '../../../lib/api-client.ts';

export const openBillingPortal = () => requestJson(ZPortalResponse, 'POST', '/api/subscription/portal');

export function useBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}

// POST /api/subscription/create (ZCreateSubscriptionRequest): the checkout address to go to.
import { useMutation } from '@tanstack/react-query';
import { ZCheckoutRedirect, type TCreateSubscriptionRequest } from '../../../../shared/billing.ts';
import { requestJson } from '../../../lib/api-client.ts';

// Partial: an answer without a url is the page's "Could not redirect to checkout page", not a failed request.
const ZCreateSubscriptionResponse = ZCheckoutRedirect.partial();

export function createSubscription(priceId: string) {
  const body: TCreateSubscriptionRequest = { priceId };
  return requestJson(ZCreateSubscriptionResponse, 'POST', '/api/subscription/create', body);
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}

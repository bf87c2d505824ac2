// Subscription API contracts (SPEC.md sections 3 and 7), shared by the server and the client.
import { z } from 'zod';
import { PLANS, type PlanKey } from './constants.ts';

export const PLAN_KEYS = ['monthly', 'yearly'] as const satisfies readonly PlanKey[];
export const ZPlanKey = z.enum(PLAN_KEYS);
/** Where a premium plan comes from: a card payment (Stripe or the local provider) or an admin grant. */
export const PREMIUM_SOURCES = ['stripe', 'local', 'admin'] as const;

/** GET /api/subscription/price-ids: provider price ids keyed by plan. */
export const ZPriceIds = z.object({ monthly: z.string(), yearly: z.string() });
export type TPriceIds = z.infer<typeof ZPriceIds>;

/** POST /api/subscription/create. The server maps the price id to a plan; a client price is never trusted. */
export const ZCreateSubscriptionRequest = z.object({
  priceId: z.string({ error: 'Choose a plan' }).trim().min(1, 'Choose a plan').max(200),
});
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

export const ZCheckoutRedirect = z.object({ url: z.string() });
export type TCheckoutRedirect = z.infer<typeof ZCheckoutRedirect>;

/** POST /api/subscription/manual-activation. */
export const ZManualActivationRequest = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).trim().min(1, 'sessionId is required').max(300),
});
export type TManualActivationRequest = z.infer<typeof ZManualActivationRequest>;

export const ZManualActivationResponse = z.object({ success: z.boolean(), message: z.string() });
export type TManualActivationResponse = z.infer<typeof ZManualActivationResponse>;

export const ZBillingProviderName = z.enum(['stripe', 'local']);
export type TBillingProviderName = z.infer<typeof ZBillingProviderName>;

/** GET /api/subscription/status. premiumSource: the card provider ('stripe' | 'local') or 'admin'. */
export const ZSubscriptionStatus = z.object({
  isPremium: z.boolean(),
  /** 'active', 'trialing', 'past_due', 'canceled', 'expired', 'incomplete'… or 'inactive' with no subscription. */
  status: z.string(),
  /** ISO date: the next billing date, or the end date when set to end or admin-granted. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  subscriptionTier: ZPlanKey.nullable(),
  premiumSource: z.enum(['stripe', 'local', 'admin']).nullable(),
  /** The configured card payment provider. */
  provider: ZBillingProviderName,
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** POST /api/subscription/cancel and /resume. */
export const ZSubscriptionActionResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  status: ZSubscriptionStatus,
});
export type TSubscriptionActionResponse = z.infer<typeof ZSubscriptionActionResponse>;

export const ZPortalResponse = z.object({ url: z.string() });
export type TPortalResponse = z.infer<typeof ZPortalResponse>;

/** A plan option as the subscription page shows it (SPEC.md section 3). */
export interface TPlanOption {
  key: PlanKey;
  name: string;
  price: number;
  interval: 'month' | 'year';
  description: string;
  id: string;
}

export function planOptions(priceIds: TPriceIds | undefined): TPlanOption[] {
  return PLAN_KEYS.map((key) => ({
    key,
    name: PLANS[key].name,
    price: PLANS[key].price,
    interval: PLANS[key].interval,
    description: PLANS[key].description,
    id: priceIds?.[key] ?? '',
  }));
}

/** '$4.99' — money always with 2 decimals. */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

// The card payment provider as the rest of billing sees it. Two implementations: Stripe (official SDK)
// and the built-in local provider (default without Stripe keys; same records, works offline).
import type { TBillingProviderName, TPriceIds } from '../../shared/billing.ts';
import type { PlanKey } from '../../shared/constants.ts';
import type { UserRow } from '../auth/users.ts';
import type { SubscriptionRow } from './plan-service.ts';

export interface ActivationResult {
  success: boolean;
  message: string;
}

export interface BillingProvider {
  readonly name: TBillingProviderName;
  priceIds(): TPriceIds;
  /** The plan a provider price id stands for; null for anything else. */
  planForPrice(priceId: string): PlanKey | null;
  /** Starts a checkout for this account and plan; answers where to send the browser. */
  createCheckout(user: UserRow, plan: PlanKey): Promise<{ url: string }>;
  /** Verifies a finished checkout with the provider and activates it (idempotent). */
  activateCheckout(user: UserRow, sessionId: string): Promise<ActivationResult>;
  /** Sets the subscription to end at the period end; access continues until then. */
  cancelAtPeriodEnd(user: UserRow, sub: SubscriptionRow): Promise<void>;
  /** Clears a pending cancellation. */
  resume(user: UserRow, sub: SubscriptionRow): Promise<void>;
  /** Where the subscriber updates the payment method. */
  portalUrl(user: UserRow): Promise<string>;
}

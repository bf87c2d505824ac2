// Display rules of the subscription pages (SPEC.md 'Subscription management' and section 6).
import type { TSubscriptionStatus } from '../../../shared/billing.ts';

/** Only card-provider subscriptions can be resumed or have the payment method updated. */
export function isCardSubscription(s: Pick<TSubscriptionStatus, 'premiumSource'>): boolean {
  return s.premiumSource === 'stripe' || s.premiumSource === 'local';
}

export function planName(s: Pick<TSubscriptionStatus, 'subscriptionTier'>): string {
  return s.subscriptionTier === 'yearly' ? 'Annual Premium' : 'Monthly Premium';
}

export function originLabel(s: Pick<TSubscriptionStatus, 'premiumSource' | 'subscriptionTier'>): string {
  if (s.premiumSource === 'admin') return 'Admin granted';
  if (s.subscriptionTier === 'monthly') return 'Monthly subscription';
  if (s.subscriptionTier === 'yearly') return 'Annual subscription';
  return 'Premium subscription';
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  canceled: 'Canceled',
  expired: 'Expired',
  incomplete: 'Incomplete',
  unpaid: 'Unpaid',
  inactive: 'Inactive',
};

export function statusLabel(s: Pick<TSubscriptionStatus, 'status' | 'cancelAtPeriodEnd'>): string {
  if (s.cancelAtPeriodEnd && (s.status === 'active' || s.status === 'trialing')) return 'Active (cancels at period end)';
  return STATUS_LABELS[s.status] ?? s.status;
}

/** A renewal date for a card subscription that will renew; otherwise the end date. */
export function renews(s: Pick<TSubscriptionStatus, 'premiumSource' | 'cancelAtPeriodEnd'>): boolean {
  return isCardSubscription(s) && !s.cancelAtPeriodEnd;
}

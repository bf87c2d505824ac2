// Stripe through the official SDK. Every state change is re-read from Stripe (never taken from a
// browser or a webhook body) and applied with plan-service.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TPriceIds } from '../../shared/billing.ts';
import type { PlanKey } from '../../shared/constants.ts';
import type { AppContext } from '../app-context.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import { publicUrl } from '../config.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { applySubscriptionState, type DbOrTx, type SubscriptionRow, type SubscriptionState } from './plan-service.ts';
import type { ActivationResult, BillingProvider } from './provider.ts';

/**
 * The SDK (some 200 modules) is loaded when a Stripe provider is made, not with the server: without
 * Stripe keys it would be memory the server holds for nothing.
 */
function loadStripe(): typeof Stripe {
  return createRequire(import.meta.url)('stripe') as typeof Stripe;
}

export function createStripeClient(ctx: AppContext): Stripe {
  const c = ctx.config;
  const StripeSdk = loadStripe();
  return new StripeSdk(c.STRIPE_SECRET_KEY!, {
    ...(c.STRIPE_API_HOST ? { host: c.STRIPE_API_HOST } : {}),
    ...(c.STRIPE_API_PORT ? { port: c.STRIPE_API_PORT } : {}),
    ...(c.STRIPE_API_PROTOCOL ? { protocol: c.STRIPE_API_PROTOCOL } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'ApplyKit' },
  });
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;
  private readonly ctx: AppContext;
  constructor(ctx: AppContext) {
    this.ctx = ctx;
    this.stripe = createStripeClient(ctx);
  }

  priceIds(): TPriceIds {
    return { monthly: this.ctx.config.STRIPE_PRICE_MONTHLY!, yearly: this.ctx.config.STRIPE_PRICE_YEARLY! };
  }

  planForPrice(priceId: string): PlanKey | null {
    const ids = this.priceIds();
    if (priceId === ids.monthly) return 'monthly';
    if (priceId === ids.yearly) return 'yearly';
    return null;
  }

  /** The account's Stripe customer, created once and bound to the account. */
  async ensureCustomer(user: UserRow): Promise<string> {
    if (user.billingCustomerId) return user.billingCustomerId;
    const customer = await this.stripe.customers.create(
      { metadata: { userId: String(user.id), username: user.username }, ...(user.email ? { email: user.email } : {}) },
      // Keyed by account: two clicks at once get the same customer back.
      { idempotencyKey: `applykit-customer-${user.id}` },
    );
    await this.ctx.db
      .update(users)
      .set({ billingCustomerId: customer.id })
      .where(and(eq(users.id, user.id), isNull(users.billingCustomerId)));
    const fresh = await findUserById(this.ctx.db, user.id);
    return fresh?.billingCustomerId ?? customer.id;
  }

  async createCheckout(user: UserRow, plan: PlanKey): Promise<{ url: string }> {
    const customer = await this.ensureCustomer(user);
    const base = publicUrl(this.ctx.config);
    const meta = { userId: String(user.id), plan };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: String(user.id),
        line_items: [{ price: this.priceIds()[plan], quantity: 1 }],
        success_url: `${base}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${base}/subscription?canceled=true`,
        metadata: meta,
        subscription_data: { metadata: meta },
      },
      { idempotencyKey: `applykit-checkout-${randomUUID()}` },
    );
    if (!session.url) throw new AppError('BAD_GATEWAY', 'Could not redirect to checkout page');
    return { url: session.url };
  }

  /** The subscription as Stripe has it now. */
  async fetchSubscriptionState(subscriptionId: string): Promise<{ state: SubscriptionState; userIdMeta: number | null }> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    return { state: this.toState(sub), userIdMeta: parseUserId(sub.metadata?.userId) };
  }

  toState(sub: Stripe.Subscription): SubscriptionState {
    const item = sub.items?.data?.[0];
    const priceId = item?.price?.id ?? '';
    const metaPlan = sub.metadata?.plan;
    const tier: PlanKey =
      this.planForPrice(priceId) ??
      (metaPlan === 'yearly' || metaPlan === 'monthly' ? metaPlan : item?.price?.recurring?.interval === 'year' ? 'yearly' : 'monthly');
    // Since API 2025-03-31 the period lives on the item; older payloads had it on the subscription.
    const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
    const periodEnd = item?.current_period_end ?? legacy ?? null;
    return {
      provider: 'stripe',
      providerSubscriptionId: sub.id,
      providerCustomerId: idOf(sub.customer),
      tier,
      status: sub.status,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end) || sub.cancel_at != null,
    };
  }

  /**
   * Applies a re-read subscription to the account that owns its customer. Returns false (and changes
   * nothing) when no account owns the customer or the subscription's metadata names another account.
   */
  async applyToOwner(tx: DbOrTx, state: SubscriptionState, userIdMeta: number | null): Promise<boolean> {
    if (!state.providerCustomerId) return false;
    const [owner] = await tx.select().from(users).where(eq(users.billingCustomerId, state.providerCustomerId)).limit(1);
    if (!owner) {
      this.ctx.logger.warn({ customer: state.providerCustomerId }, 'stripe subscription for an unknown customer ignored');
      return false;
    }
    if (userIdMeta !== null && userIdMeta !== owner.id) {
      this.ctx.logger.warn({ customer: state.providerCustomerId, owner: owner.id, userIdMeta }, 'stripe subscription metadata names another account; ignored');
      return false;
    }
    await applySubscriptionState(tx, owner.id, state, this.ctx.now());
    return true;
  }

  async activateCheckout(user: UserRow, sessionId: string): Promise<ActivationResult> {
    if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId)) throw new AppError('NOT_FOUND', 'Checkout session not found');
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (err) {
      if (err instanceof loadStripe().errors.StripeInvalidRequestError && err.statusCode === 404) {
        throw new AppError('NOT_FOUND', 'Checkout session not found');
      }
      throw err;
    }
    const customer = idOf(session.customer);
    if (!customer || !user.billingCustomerId || customer !== user.billingCustomerId) {
      throw new AppError('NOT_FOUND', 'Checkout session not found');
    }
    const subId = idOf(session.subscription);
    if (session.status !== 'complete' || !subId) return { success: false, message: 'The checkout has not been completed yet' };
    const { state, userIdMeta } = await this.fetchSubscriptionState(subId);
    const applied = await this.ctx.db.transaction((tx) => this.applyToOwner(tx, state, userIdMeta));
    if (!applied) throw new AppError('NOT_FOUND', 'Checkout session not found');
    return { success: true, message: 'Subscription activated' };
  }

  async cancelAtPeriodEnd(_user: UserRow, sub: SubscriptionRow): Promise<void> {
    await this.updateCancelFlag(sub, true);
  }

  async resume(_user: UserRow, sub: SubscriptionRow): Promise<void> {
    await this.updateCancelFlag(sub, false);
  }

  private async updateCancelFlag(sub: SubscriptionRow, cancel: boolean): Promise<void> {
    let params: Stripe.SubscriptionUpdateParams = { cancel_at_period_end: cancel };
    if (!cancel) {
      // A cancellation made in the Billing Portal may be a cancel_at date rather than the flag.
      const current = await this.stripe.subscriptions.retrieve(sub.providerSubscriptionId);
      if (current.cancel_at != null && !current.cancel_at_period_end) params = { cancel_at: '' };
    }
    const updated = await this.stripe.subscriptions.update(sub.providerSubscriptionId, params, {
      idempotencyKey: `applykit-${cancel ? 'cancel' : 'resume'}-${randomUUID()}`,
    });
    const state = this.toState(updated);
    await this.ctx.db.transaction((tx) => applySubscriptionState(tx, sub.userId, state, this.ctx.now()));
  }

  async portalUrl(user: UserRow): Promise<string> {
    if (!user.billingCustomerId) throw new AppError('BAD_REQUEST', 'No payment method on file for this account');
    const session = await this.stripe.billingPortal.sessions.create(
      { customer: user.billingCustomerId, return_url: `${publicUrl(this.ctx.config)}/subscription/manage` },
      { idempotencyKey: `applykit-portal-${randomUUID()}` },
    );
    return session.url;
  }
}

function parseUserId(v: string | undefined): number | null {
  if (!v || !/^\d{1,9}$/.test(v)) return null;
  return Number(v);
}

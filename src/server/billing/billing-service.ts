// The subscription actions behind the routes, one verb each. Routes stay thin; these decide.
import type { TCheckoutRedirect, TManualActivationResponse, TSubscriptionActionResponse, TSubscriptionStatus } from '../../shared/billing.ts';
import type { AppContext } from '../app-context.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import { AppError } from '../errors.ts';
import { isPremiumAt } from '../plans/premium.ts';
import { LocalProvider } from './local-provider.ts';
import { endAdminPremium, findCurrentSubscription, getSubscriptionStatus } from './plan-service.ts';
import type { BillingProvider } from './provider.ts';
import { StripeProvider } from './stripe-provider.ts';

declare module '../app-context.ts' {
  interface AppOverrides {
    /** Replace the card payment provider (tests). */
    billingProvider?: BillingProvider;
  }
}

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in local provider. */
export function selectBillingProvider(ctx: AppContext): BillingProvider {
  if (ctx.overrides.billingProvider) return ctx.overrides.billingProvider;
  return ctx.config.STRIPE_SECRET_KEY ? new StripeProvider(ctx) : new LocalProvider(ctx);
}

async function loadUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return user;
}

export function readSubscriptionStatus(ctx: AppContext, provider: BillingProvider, userId: number): Promise<TSubscriptionStatus> {
  return getSubscriptionStatus(ctx.db, userId, provider.name, ctx.now());
}

export async function startCheckout(ctx: AppContext, provider: BillingProvider, userId: number, priceId: string): Promise<TCheckoutRedirect> {
  const plan = provider.planForPrice(priceId);
  if (!plan) throw new AppError('VALIDATION', 'Unknown plan. Please choose the monthly or yearly plan.');
  const user = await loadUser(ctx, userId);
  if (isPremiumAt(user, ctx.now())) throw new AppError('CONFLICT', 'You already have premium access');
  return provider.createCheckout(user, plan);
}

export async function activateCheckout(ctx: AppContext, provider: BillingProvider, userId: number, sessionId: string): Promise<TManualActivationResponse> {
  const user = await loadUser(ctx, userId);
  return provider.activateCheckout(user, sessionId);
}

/**
 * Card subscriptions end at the period end (access continues); admin-granted premium ends now and
 * cannot be resumed.
 */
export async function cancelSubscription(ctx: AppContext, provider: BillingProvider, userId: number): Promise<TSubscriptionActionResponse> {
  const user = await loadUser(ctx, userId);
  const now = ctx.now();
  if (!isPremiumAt(user, now)) throw new AppError('BAD_REQUEST', 'You have no active subscription to cancel');
  if (user.premiumSource === 'admin') {
    await endAdminPremium(ctx.db, userId, now);
    return { success: true, message: 'Your premium access has ended', status: await readSubscriptionStatus(ctx, provider, userId) };
  }
  const sub = await findCurrentSubscription(ctx.db, userId, provider.name);
  if (!sub || user.premiumSource !== provider.name) throw new AppError('BAD_REQUEST', 'You have no active subscription to cancel');
  if (!sub.cancelAtPeriodEnd) await provider.cancelAtPeriodEnd(user, sub);
  const status = await readSubscriptionStatus(ctx, provider, userId);
  return { success: true, message: 'Your subscription will end at the end of the current billing period', status };
}

export async function resumeSubscription(ctx: AppContext, provider: BillingProvider, userId: number): Promise<TSubscriptionActionResponse> {
  const user = await loadUser(ctx, userId);
  const now = ctx.now();
  if (!isPremiumAt(user, now) || user.premiumSource !== provider.name) {
    throw new AppError('BAD_REQUEST', 'Only an active card subscription set to end can be resumed');
  }
  const sub = await findCurrentSubscription(ctx.db, userId, provider.name);
  if (!sub) throw new AppError('BAD_REQUEST', 'Only an active card subscription set to end can be resumed');
  if (sub.cancelAtPeriodEnd) await provider.resume(user, sub);
  const status = await readSubscriptionStatus(ctx, provider, userId);
  return { success: true, message: 'Your subscription will renew as usual', status };
}

export async function openBillingPortal(ctx: AppContext, provider: BillingProvider, userId: number): Promise<{ url: string }> {
  const user = await loadUser(ctx, userId);
  if (!isPremiumAt(user, ctx.now()) || user.premiumSource !== provider.name) {
    throw new AppError('BAD_REQUEST', 'Only card subscriptions have a payment method to update');
  }
  return { url: await provider.portalUrl(user) };
}

// Plan semantics: what a subscription's state means for the account's premium fields.
// Premium itself is a fact about time (users.premium_until in the future), checked when read.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PlanKey } from '../../shared/constants.ts';
import { PLANS } from '../../shared/constants.ts';
import type { TBillingProviderName, TSubscriptionStatus } from '../../shared/billing.ts';
import type { Db } from '../db/open-database.ts';
import { payments, subscriptions, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isPremiumAt } from '../plans/premium.ts';

/** A transaction or the database itself. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The provider's truth about one subscription, as re-read from the provider. */
export interface SubscriptionState {
  provider: TBillingProviderName;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  tier: PlanKey;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Statuses under which the subscriber keeps premium up to the period end (past_due: the provider is retrying). */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function grantsPremium(state: Pick<SubscriptionState, 'status' | 'currentPeriodEnd'>, now: Date): boolean {
  return PREMIUM_STATUSES.has(state.status) && state.currentPeriodEnd !== null && state.currentPeriodEnd > now;
}

/**
 * Stores the subscription's state and brings the account's plan fields in line with it. Idempotent:
 * applying the same state twice changes nothing more. Locks the account row so two updates for one
 * account never interleave.
 */
export async function applySubscriptionState(tx: DbOrTx, userId: number, state: SubscriptionState, now: Date): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
  await tx
    .insert(subscriptions)
    .values({
      userId,
      provider: state.provider,
      providerSubscriptionId: state.providerSubscriptionId,
      providerCustomerId: state.providerCustomerId,
      tier: state.tier,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        tier: state.tier,
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        updatedAt: now,
      },
      // A subscription never moves to another account.
      setWhere: eq(subscriptions.userId, userId),
    });

  if (grantsPremium(state, now)) {
    await tx
      .update(users)
      .set({ premiumUntil: state.currentPeriodEnd, subscriptionTier: state.tier, premiumSource: state.provider })
      .where(eq(users.id, userId));
  } else {
    // Ends premium only when it came from this provider (an admin grant is left alone).
    await tx
      .update(users)
      .set({
        premiumUntil: sql`least(${users.premiumUntil}, ${now.toISOString()}::timestamptz)`,
        subscriptionTier: null,
        premiumSource: null,
      })
      .where(and(eq(users.id, userId), eq(users.premiumSource, state.provider)));
  }
}

/** Records a payment once (unique by provider and payment id). */
export async function recordPayment(
  tx: DbOrTx,
  p: { userId: number | null; provider: TBillingProviderName; providerPaymentId: string; amountCents: number; currency: string; tier: PlanKey | null; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(payments)
    .values({
      userId: p.userId,
      provider: p.provider,
      providerPaymentId: p.providerPaymentId,
      amountCents: p.amountCents,
      currency: p.currency,
      tier: p.tier,
      createdAt: p.at,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The account's latest subscription with this provider (the one the pages manage). */
export async function findCurrentSubscription(db: DbOrTx, userId: number, provider?: TBillingProviderName): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(provider ? and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider)) : eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

async function loadUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return row;
}

export async function getSubscriptionStatus(db: DbOrTx, userId: number, provider: TBillingProviderName, now: Date): Promise<TSubscriptionStatus> {
  const user = await loadUser(db, userId);
  const premium = isPremiumAt(user, now);
  const source = premium ? (user.premiumSource ?? null) : null;
  const sub = await findCurrentSubscription(db, userId);
  if (premium && source === 'admin') {
    return {
      isPremium: true,
      status: 'active',
      currentPeriodEnd: user.premiumUntil!.toISOString(),
      cancelAtPeriodEnd: false,
      subscriptionTier: user.subscriptionTier ?? null,
      premiumSource: 'admin',
      provider,
    };
  }
  if (premium) {
    const cardSub = sub && sub.provider === source ? sub : undefined;
    return {
      isPremium: true,
      status: cardSub?.status ?? 'active',
      currentPeriodEnd: (cardSub?.currentPeriodEnd ?? user.premiumUntil)!.toISOString(),
      cancelAtPeriodEnd: cardSub?.cancelAtPeriodEnd ?? false,
      subscriptionTier: user.subscriptionTier ?? cardSub?.tier ?? null,
      premiumSource: source,
      provider,
    };
  }
  let status = 'inactive';
  if (sub) status = PREMIUM_STATUSES.has(sub.status) ? 'expired' : sub.status;
  return {
    isPremium: false,
    status,
    currentPeriodEnd: sub?.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: false,
    subscriptionTier: null,
    premiumSource: null,
    provider,
  };
}

/** Ends admin-granted premium now. It cannot be undone (only a new grant or a subscription brings it back). */
export async function endAdminPremium(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ premiumUntil: now, subscriptionTier: null, premiumSource: null })
    .where(and(eq(users.id, userId), eq(users.premiumSource, 'admin')));
}

/** Adds calendar months in UTC, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsUtc(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export function periodEndFor(tier: PlanKey, from: Date): Date {
  return addMonthsUtc(from, PLANS[tier].interval === 'year' ? 12 : 1);
}

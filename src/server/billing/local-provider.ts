// The built-in local payment provider: a test checkout page that takes a test card and produces the
// same records as Stripe (subscription, payment, plan fields), so every flow works offline.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TPriceIds } from '../../shared/billing.ts';
import { PLANS, type PlanKey } from '../../shared/constants.ts';
import type { AppContext } from '../app-context.ts';
import type { UserRow } from '../auth/users.ts';
import { localCheckoutSessions, subscriptions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { CheckoutFieldErrors } from './local-checkout-page.ts';
import { applySubscriptionState, periodEndFor, recordPayment, type SubscriptionRow } from './plan-service.ts';
import type { ActivationResult, BillingProvider } from './provider.ts';

const PRICE_IDS: TPriceIds = { monthly: 'local_monthly', yearly: 'local_yearly' };
export const LOCAL_SUCCESS_CARD = '4242424242424242';
export const LOCAL_DECLINED_CARD = '4000000000000002';

export type LocalCheckoutSession = typeof localCheckoutSessions.$inferSelect;

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true }
  | { ok: false; declined: boolean; message: string; fieldErrors: CheckoutFieldErrors };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a test card the way a card form would, then applies the test-card outcomes. */
export function checkTestCard(input: CardInput, now: Date): CardCheck {
  const fieldErrors: CheckoutFieldErrors = {};
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) fieldErrors.cardNumber = 'Enter a valid card number.';
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!exp) {
    fieldErrors.expiry = 'Enter the expiry as MM/YY.';
  } else {
    const month = Number(exp[1]);
    const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
    if (month < 1 || month > 12) fieldErrors.expiry = 'Enter the expiry as MM/YY.';
    else if (Date.UTC(year, month, 1) <= now.getTime()) fieldErrors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) fieldErrors.cvc = 'Enter the 3 or 4 digit security code.';
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, declined: false, message: 'Please correct the highlighted fields.', fieldErrors };
  }
  if (number === LOCAL_DECLINED_CARD) {
    return { ok: false, declined: true, message: 'Your card was declined. No payment was taken; try another card.', fieldErrors: {} };
  }
  if (number !== LOCAL_SUCCESS_CARD) {
    return {
      ok: false,
      declined: true,
      message: 'This test checkout accepts only the test cards listed below. No real card can be charged here.',
      fieldErrors: { cardNumber: 'Use a test card number.' },
    };
  }
  return { ok: true };
}

export class LocalProvider implements BillingProvider {
  readonly name = 'local' as const;
  private readonly ctx: AppContext;
  constructor(ctx: AppContext) {
    this.ctx = ctx;
  }

  priceIds(): TPriceIds {
    return PRICE_IDS;
  }

  planForPrice(priceId: string): PlanKey | null {
    if (priceId === PRICE_IDS.monthly) return 'monthly';
    if (priceId === PRICE_IDS.yearly) return 'yearly';
    return null;
  }

  async createCheckout(user: UserRow, plan: PlanKey): Promise<{ url: string }> {
    const id = `lcs_${randomBytes(18).toString('base64url')}`;
    await this.ctx.db.insert(localCheckoutSessions).values({ id, userId: user.id, tier: plan, createdAt: this.ctx.now() });
    return { url: `/api/checkout/local/${id}` };
  }

  /** The session, only for its own account (anyone else gets a 404). */
  async findSession(userId: number, sessionId: string): Promise<LocalCheckoutSession> {
    const [row] = await this.ctx.db
      .select()
      .from(localCheckoutSessions)
      .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.userId, userId)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Checkout session not found');
    return row;
  }

  /**
   * Pays an open session once: records the payment, creates the subscription and sets the plan
   * fields in one transaction. A second submit of a completed session changes nothing.
   */
  async completeCheckout(userId: number, sessionId: string): Promise<void> {
    const now = this.ctx.now();
    await this.ctx.db.transaction(async (tx) => {
      const [session] = await tx
        .update(localCheckoutSessions)
        .set({ status: 'complete', completedAt: now })
        .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.userId, userId), eq(localCheckoutSessions.status, 'open')))
        .returning();
      if (!session) return;
      const tier = session.tier;
      await recordPayment(tx, {
        userId,
        provider: 'local',
        providerPaymentId: `lpay_${session.id}`,
        amountCents: PLANS[tier].priceCents,
        currency: 'usd',
        tier,
        at: now,
      });
      await applySubscriptionState(
        tx,
        userId,
        {
          provider: 'local',
          providerSubscriptionId: `lsub_${session.id}`,
          providerCustomerId: `lcus_${userId}`,
          tier,
          status: 'active',
          currentPeriodEnd: periodEndFor(tier, now),
          cancelAtPeriodEnd: false,
        },
        now,
      );
    });
  }

  async activateCheckout(user: UserRow, sessionId: string): Promise<ActivationResult> {
    const session = await this.findSession(user.id, sessionId);
    if (session.status === 'complete') return { success: true, message: 'Subscription activated' };
    return { success: false, message: 'The checkout has not been paid yet' };
  }

  async cancelAtPeriodEnd(_user: UserRow, sub: SubscriptionRow): Promise<void> {
    await this.setCancelFlag(sub, true);
  }

  async resume(_user: UserRow, sub: SubscriptionRow): Promise<void> {
    await this.setCancelFlag(sub, false);
  }

  private async setCancelFlag(sub: SubscriptionRow, cancel: boolean): Promise<void> {
    await this.ctx.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel, updatedAt: this.ctx.now() })
      .where(eq(subscriptions.id, sub.id));
  }

  async portalUrl(_user: UserRow): Promise<string> {
    return '/api/checkout/local-portal';
  }
}

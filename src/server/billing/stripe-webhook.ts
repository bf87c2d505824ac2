// Stripe webhooks: the signature is checked on the raw body bytes; the event is trusted only for its
// type and object id; the truth is re-read from Stripe; the event id is recorded in the same
// transaction as its effect, so each event is applied once whatever the delivery order or count.
import type Stripe from 'stripe';
import type { AppContext } from '../app-context.ts';
import { webhookEvents, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { eq } from 'drizzle-orm';
import { recordPayment, type DbOrTx } from './plan-service.ts';
import type { StripeProvider } from './stripe-provider.ts';

/** Stripe's default: a signature older than 5 minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_MAX_BYTES = 1024 * 1024;

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export function verifyStripeEvent(provider: StripeProvider, secret: string, rawBody: Uint8Array, signature: string | undefined): Stripe.Event {
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  try {
    return provider.stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
  }
}

export async function handleStripeEvent(ctx: AppContext, provider: StripeProvider, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, receivedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return 'duplicate';
    await applyEvent(ctx, tx, provider, event);
    return 'applied';
  });
}

async function applyEvent(ctx: AppContext, tx: DbOrTx, provider: StripeProvider, event: Stripe.Event): Promise<void> {
  const objectId = (event.data.object as { id?: string }).id;
  if (!objectId) return;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applySubscription(tx, provider, objectId);
      return;
    case 'checkout.session.completed': {
      const session = await provider.stripe.checkout.sessions.retrieve(objectId);
      const subId = idOf(session.subscription);
      if (session.mode === 'subscription' && subId) await applySubscription(tx, provider, subId);
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = await provider.stripe.invoices.retrieve(objectId);
      const subId = invoiceSubscriptionId(invoice);
      if (event.type === 'invoice.paid' && invoice.status === 'paid') await recordInvoicePayment(ctx, tx, provider, invoice);
      if (subId) await applySubscription(tx, provider, subId);
      return;
    }
  }
}

async function applySubscription(tx: DbOrTx, provider: StripeProvider, subscriptionId: string): Promise<void> {
  const { state, userIdMeta } = await provider.fetchSubscriptionState(subscriptionId);
  await provider.applyToOwner(tx, state, userIdMeta);
}

async function recordInvoicePayment(ctx: AppContext, tx: DbOrTx, provider: StripeProvider, invoice: Stripe.Invoice): Promise<void> {
  const customer = idOf(invoice.customer);
  if (!customer || !invoice.id) return;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.billingCustomerId, customer)).limit(1);
  const priceId = invoiceLinePriceId(invoice);
  await recordPayment(tx, {
    userId: owner?.id ?? null,
    provider: 'stripe',
    providerPaymentId: invoice.id,
    amountCents: invoice.amount_paid ?? 0,
    currency: invoice.currency ?? 'usd',
    tier: priceId ? provider.planForPrice(priceId) : null,
    at: invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : ctx.now(),
  });
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = (invoice as unknown as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return idOf(parent?.subscription_details?.subscription ?? legacy ?? null);
}

function invoiceLinePriceId(invoice: Stripe.Invoice): string | null {
  const line = invoice.lines?.data?.[0] as unknown as
    | { pricing?: { price_details?: { price?: string | { id: string } } }; price?: { id: string } }
    | undefined;
  return idOf(line?.pricing?.price_details?.price ?? line?.price ?? null);
}

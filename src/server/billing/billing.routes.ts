// Subscription API, the Stripe webhook and the local provider's checkout pages. Thin: parse, call a
// billing-service verb, answer.
import { Hono, type Context } from 'hono';
import { ZCreateSubscriptionRequest, ZManualActivationRequest } from '../../shared/billing.ts';
import type { AppContext, AppEnv } from '../app-context.ts';
import { requireUser, currentUser } from '../auth/require-user.ts';
import { AppError } from '../errors.ts';
import { readJson } from '../http/validate.ts';
import {
  activateCheckout,
  cancelSubscription,
  openBillingPortal,
  readSubscriptionStatus,
  resumeSubscription,
  selectBillingProvider,
  startCheckout,
} from './billing-service.ts';
import { renderCheckoutPage, renderMessagePage } from './local-checkout-page.ts';
import { LocalProvider, checkTestCard } from './local-provider.ts';
import { StripeProvider } from './stripe-provider.ts';
import { readBoundedBody } from '../http/read-bounded-body.ts';
import { WEBHOOK_MAX_BYTES, handleStripeEvent, verifyStripeEvent } from './stripe-webhook.ts';

export function createBillingRoutes(ctx: AppContext) {
  const provider = selectBillingProvider(ctx);
  const r = new Hono<AppEnv>();

  r.get('/subscription/price-ids', (c) => c.json(provider.priceIds()));

  r.get('/subscription/status', requireUser, async (c) => c.json(await readSubscriptionStatus(ctx, provider, currentUser(c).id)));

  r.post('/subscription/create', requireUser, async (c) => {
    const { priceId } = await readJson(c, ZCreateSubscriptionRequest);
    return c.json(await startCheckout(ctx, provider, currentUser(c).id, priceId));
  });

  r.post('/subscription/cancel', requireUser, async (c) => c.json(await cancelSubscription(ctx, provider, currentUser(c).id)));

  r.post('/subscription/resume', requireUser, async (c) => c.json(await resumeSubscription(ctx, provider, currentUser(c).id)));

  r.post('/subscription/manual-activation', requireUser, async (c) => {
    const { sessionId } = await readJson(c, ZManualActivationRequest);
    return c.json(await activateCheckout(ctx, provider, currentUser(c).id, sessionId));
  });

  r.post('/subscription/portal', requireUser, async (c) => c.json(await openBillingPortal(ctx, provider, currentUser(c).id)));

  r.post('/stripe/webhook', async (c) => {
    const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
    if (!(provider instanceof StripeProvider) || !secret) throw new AppError('NOT_FOUND', 'Stripe webhooks are not configured');
    const raw = await readBoundedBody(c, WEBHOOK_MAX_BYTES);
    const event = verifyStripeEvent(provider, secret, raw, c.req.header('stripe-signature'));
    const outcome = await handleStripeEvent(ctx, provider, event);
    c.get('logger').info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return c.json({ received: true, outcome });
  });

  if (provider instanceof LocalProvider) mountLocalCheckout(r, ctx, provider);
  return r;
}

function htmlPage(c: Context<AppEnv>, html: string, status: 200 | 400 | 401 | 402 | 404 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

function signInPage(c: Context<AppEnv>) {
  return htmlPage(c, renderMessagePage('Sign In Required', 'Please sign in to continue to checkout.', { href: '/auth', label: 'Sign in' }), 401);
}

function notFoundPage(c: Context<AppEnv>) {
  return htmlPage(
    c,
    renderMessagePage('Checkout not found', 'This checkout link does not exist or belongs to another account.', { href: '/subscription', label: 'Back to plans' }),
    404,
  );
}

/** The local provider's test checkout (GET shows it, a same-origin form POST pays it). */
function mountLocalCheckout(r: Hono<AppEnv>, ctx: AppContext, provider: LocalProvider) {
  const load = async (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (!user) return { user: null, session: null };
    try {
      return { user, session: await provider.findSession(user.id, c.req.param('id') ?? '') };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return { user, session: null };
      throw err;
    }
  };
  const paid = (c: Context<AppEnv>, id: string) => c.redirect(`/subscription-success?session_id=${encodeURIComponent(id)}`, 303);

  r.get('/checkout/local-portal', requireUser, (c) =>
    htmlPage(
      c,
      renderMessagePage(
        'Payment method',
        'The built-in test checkout keeps no card on file, so there is nothing to update. With Stripe configured this opens the Stripe billing portal.',
        { href: '/subscription/manage', label: 'Back to subscription' },
      ),
    ),
  );

  r.get('/checkout/local/:id', async (c) => {
    const { user, session } = await load(c);
    if (!user) return signInPage(c);
    if (!session) return notFoundPage(c);
    if (session.status === 'complete') return paid(c, session.id);
    return htmlPage(c, renderCheckoutPage({ sessionId: session.id, tier: session.tier }));
  });

  r.post('/checkout/local/:id', async (c) => {
    const { user, session } = await load(c);
    if (!user) return signInPage(c);
    if (!session) return notFoundPage(c);
    if (session.status === 'complete') return paid(c, session.id);
    const form = await c.req.parseBody();
    const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).slice(0, 100) : '');
    const input = { cardNumber: str('cardNumber'), expiry: str('expiry'), cvc: str('cvc') };
    const check = checkTestCard(input, ctx.now());
    const tier = session.tier;
    if (!check.ok) {
      return htmlPage(
        c,
        renderCheckoutPage({
          sessionId: session.id,
          tier,
          values: { cardNumber: input.cardNumber, expiry: input.expiry, name: str('name') },
          error: check.message,
          fieldErrors: check.fieldErrors,
        }),
        check.declined ? 402 : 400,
      );
    }
    await provider.completeCheckout(user.id, session.id);
    return paid(c, session.id);
  });
}

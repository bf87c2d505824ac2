// Stripe, offline: a node:http server stands in for the Stripe API (the SDK is pointed at it by
// STRIPE_API_HOST/PORT/PROTOCOL) and webhooks are signed with the SDK's test header helper.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, subscriptions, users, webhookEvents } from '../../src/server/db/schema.ts';
import { ZUser } from '../../src/shared/auth.ts';
import { ZCheckoutRedirect, ZManualActivationResponse, ZPortalResponse, ZPriceIds, ZSubscriptionActionResponse, ZSubscriptionStatus } from '../../src/shared/billing.ts';
import { errorMessage, ZWebhookAck } from '../helpers/api-schemas.ts';
import { type TestClient, signedInClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const SECRET = 'whsec_test_applykit';
const PRICE = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };
const nowSec = () => Math.floor(Date.now() / 1000);

// ---- The stand-in ---------------------------------------------------------------------------
interface Req { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined }
// Stripe's objects as the loose JSON its API sends; the tests read and change fields by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberate, see above
type StripeObject = any;
class FakeStripe {
  requests: Req[] = [];
  customers = new Map<string, StripeObject>();
  sessions = new Map<string, StripeObject>();
  subs = new Map<string, StripeObject>();
  invoices = new Map<string, StripeObject>();
  seq = 0;
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const r: Req = { method: req.method!, path: url.pathname, params, idempotencyKey: req.headers['idempotency-key'] as string | undefined };
      this.requests.push(r);
      const [status, json] = this.route(r);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.seq}` });
      res.end(JSON.stringify(json));
    });
  });
  id(prefix: string) {
    return `${prefix}_${(++this.seq).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  }
  subscription(opts: { customer: string; price?: string; status?: string; userId?: number; periodEnd?: number }) {
    const price = opts.price ?? PRICE.monthly;
    const sub = {
      id: this.id('sub'),
      object: 'subscription',
      customer: opts.customer,
      status: opts.status ?? 'active',
      cancel_at_period_end: false,
      cancel_at: null as number | null,
      metadata: opts.userId ? { userId: String(opts.userId) } : {},
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price', recurring: { interval: price === PRICE.yearly ? 'year' : 'month' }, unit_amount: price === PRICE.yearly ? 4999 : 499 },
            current_period_start: nowSec(),
            current_period_end: opts.periodEnd ?? nowSec() + 30 * 86400,
          },
        ],
      },
    };
    this.subs.set(sub.id, sub);
    return sub;
  }
  route(r: Req): [number, unknown] {
    const m = (re: RegExp) => re.exec(r.path);
    let x: RegExpExecArray | null;
    const notFound: [number, unknown] = [404, { error: { type: 'invalid_request_error', message: 'No such object', code: 'resource_missing' } }];
    if (r.method === 'POST' && r.path === '/v1/customers') {
      const c = { id: this.id('cus'), object: 'customer', metadata: { userId: r.params.get('metadata[userId]') } };
      this.customers.set(c.id, c);
      return [200, c];
    }
    if (r.method === 'POST' && r.path === '/v1/checkout/sessions') {
      const s = {
        id: this.id('cs_test'),
        object: 'checkout.session',
        mode: r.params.get('mode'),
        customer: r.params.get('customer'),
        client_reference_id: r.params.get('client_reference_id'),
        status: 'open',
        subscription: null as string | null,
        url: 'https://checkout.stripe.test/pay/xyz',
        success_url: r.params.get('success_url'),
        cancel_url: r.params.get('cancel_url'),
        price: r.params.get('line_items[0][price]'),
        metadata: { userId: r.params.get('metadata[userId]') },
      };
      this.sessions.set(s.id, s);
      return [200, s];
    }
    if (r.method === 'GET' && (x = m(/^\/v1\/checkout\/sessions\/([\w]+)$/))) return this.sessions.has(x[1]!) ? [200, this.sessions.get(x[1]!)] : notFound;
    if (r.method === 'GET' && (x = m(/^\/v1\/subscriptions\/([\w]+)$/))) return this.subs.has(x[1]!) ? [200, this.subs.get(x[1]!)] : notFound;
    if (r.method === 'POST' && (x = m(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const sub = this.subs.get(x[1]!);
      if (!sub) return notFound;
      if (r.params.has('cancel_at_period_end')) sub.cancel_at_period_end = r.params.get('cancel_at_period_end') === 'true';
      if (r.params.has('cancel_at')) sub.cancel_at = r.params.get('cancel_at') === '' ? null : Number(r.params.get('cancel_at'));
      return [200, sub];
    }
    if (r.method === 'GET' && (x = m(/^\/v1\/invoices\/([\w]+)$/))) return this.invoices.has(x[1]!) ? [200, this.invoices.get(x[1]!)] : notFound;
    if (r.method === 'POST' && r.path === '/v1/billing_portal/sessions') {
      return [200, { id: this.id('bps'), object: 'billing_portal.session', customer: r.params.get('customer'), url: 'https://billing.stripe.test/session/abc', return_url: r.params.get('return_url') }];
    }
    return notFound;
  }
  /** Stripe's side of a paid checkout: the session completes and a subscription exists. */
  completeCheckout(sessionId: string, price = PRICE.monthly) {
    const s = this.sessions.get(sessionId)!;
    const sub = this.subscription({ customer: s.customer, price, userId: Number(s.metadata.userId) });
    s.status = 'complete';
    s.subscription = sub.id;
    return sub;
  }
  count(method: string, path: string) {
    return this.requests.filter((r) => r.method === method && r.path === path).length;
  }
}

// ---- Harness --------------------------------------------------------------------------------
const fake = new FakeStripe();
let app: TestApp;
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  app = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_applykit',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_MONTHLY: PRICE.monthly,
      STRIPE_PRICE_YEARLY: PRICE.yearly,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
      PUBLIC_URL: 'https://applykit.test',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});
beforeEach(() => {
  fake.requests = [];
});

let evSeq = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${Date.now().toString(36)}_${++evSeq}`) {
  return { id, object: 'event', api_version: Stripe.API_VERSION, created: nowSec(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

async function deliver(payload: string, header: string | null | undefined = undefined) {
  const sig = header === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }) : header;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sig !== null) headers['stripe-signature'] = sig;
  const res = await fetch(`${app.url}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json()) as unknown };
}
const send = (ev: object) => deliver(JSON.stringify(ev));

async function userRow(id: number) {
  const [row] = await app.ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}
async function eventCount() {
  const [row] = await app.ctx.db.select({ n: count() }).from(webhookEvents);
  return row!.n;
}

/** A signed-in account with a Stripe customer bound to it (made through /subscription/create). */
async function customerAccount(plan: 'monthly' | 'yearly' = 'monthly') {
  const { client, user } = await signedInClient(app.url);
  const res = await client.post('/api/subscription/create', { priceId: PRICE[plan] });
  expect(res.status).toBe(200);
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(user.id))!;
  const row = await userRow(user.id);
  return { client, user, customer: row.billingCustomerId!, session };
}

async function premiumAccount(plan: 'monthly' | 'yearly' = 'monthly') {
  const acc = await customerAccount(plan);
  const sub = fake.completeCheckout(acc.session.id, PRICE[plan]);
  expect((await send(event('checkout.session.completed', { id: acc.session.id, object: 'checkout.session' }))).status).toBe(200);
  return { ...acc, sub };
}

// ---- Tests ----------------------------------------------------------------------------------
describe('Stripe provider (offline stand-in)', () => {
  it('answers the configured price ids', async () => {
    const { client } = await signedInClient(app.url);
    expect(ZPriceIds.parse((await client.get('/api/subscription/price-ids')).body)).toEqual(PRICE);
  });

  it('refuses a price that is not configured', async () => {
    const { client } = await signedInClient(app.url);
    expect((await client.post('/api/subscription/create', { priceId: 'price_made_up' })).status).toBe(400);
  });

  it('creates a subscription-mode Checkout Session for a server-side customer, with idempotency keys', async () => {
    const { client } = await signedInClient(app.url);
    const res = await client.post('/api/subscription/create', { priceId: PRICE.yearly });
    expect(res.status).toBe(200);
    expect(ZCheckoutRedirect.parse(res.body)).toEqual({ url: 'https://checkout.stripe.test/pay/xyz' });
    const create = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(create.params.get('mode')).toBe('subscription');
    expect(create.params.get('line_items[0][price]')).toBe(PRICE.yearly);
    expect(create.params.get('success_url')).toBe('https://applykit.test/subscription-success?session_id={CHECKOUT_SESSION_ID}');
    expect(create.params.get('cancel_url')).toBe('https://applykit.test/subscription?canceled=true');
    expect(create.idempotencyKey).toBeTruthy();
    const customer = fake.requests.find((r) => r.path === '/v1/customers')!;
    expect(customer.idempotencyKey).toMatch(/^applykit-customer-\d+$/);
    expect(create.params.get('customer')).toMatch(/^cus_/);
  });

  it('creates the Stripe customer once per account', async () => {
    const { client } = await signedInClient(app.url);
    expect((await client.post('/api/subscription/create', { priceId: PRICE.yearly })).status).toBe(200);
    await client.post('/api/subscription/create', { priceId: PRICE.monthly });
    expect(fake.count('POST', '/v1/customers')).toBe(1);
  });

  it('a valid checkout.session.completed webhook activates premium (re-read from Stripe)', async () => {
    const { user, session, client } = await customerAccount('yearly');
    const sub = fake.completeCheckout(session.id, PRICE.yearly);
    // The body says nothing useful; the state comes from the API.
    const res = await send(event('checkout.session.completed', { id: session.id, object: 'checkout.session' }));
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const row = await userRow(user.id);
    expect(row.premiumSource).toBe('stripe');
    expect(row.subscriptionTier).toBe('yearly');
    expect(row.premiumUntil!.getTime()).toBe(sub.items.data[0]!.current_period_end * 1000);
    expect(ZSubscriptionStatus.parse((await client.get('/api/subscription/status')).body)).toMatchObject({ isPremium: true, status: 'active', premiumSource: 'stripe', provider: 'stripe' });
  });

  describe('refuses a badly signed delivery with 400, recording and fetching nothing', () => {
    async function unsignedSetup() {
      const { user, session } = await customerAccount();
      fake.completeCheckout(session.id);
      const payload = JSON.stringify(event('checkout.session.completed', { id: session.id, object: 'checkout.session' }));
      return { user, payload, before: await eventCount() };
    }
    async function expectNoChange(userId: number, before: number) {
      expect(await eventCount()).toBe(before);
      expect((await userRow(userId)).premiumUntil).toBeNull();
      expect(fake.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
    }

    it('signed with another secret', async () => {
      const { user, payload, before } = await unsignedSetup();
      const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
      expect((await deliver(payload, wrongSecret)).status).toBe(400);
      await expectNoChange(user.id, before);
    });

    it('one byte changed after signing', async () => {
      const { user, payload, before } = await unsignedSetup();
      const good = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const i = payload.indexOf('checkout.session.completed');
      const tampered = payload.slice(0, i) + 'C' + payload.slice(i + 1);
      expect((await deliver(tampered, good)).status).toBe(400);
      await expectNoChange(user.id, before);
    });

    it('no signature header', async () => {
      const { user, payload, before } = await unsignedSetup();
      expect((await deliver(payload, null)).status).toBe(400);
      await expectNoChange(user.id, before);
    });

    it('a signature older than five minutes, with the message', async () => {
      const { user, payload, before } = await unsignedSetup();
      const stale = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: nowSec() - 301 });
      const staleRes = await deliver(payload, stale);
      expect(staleRes.status).toBe(400);
      expect(errorMessage(staleRes.body)).toBe('Invalid webhook signature');
      await expectNoChange(user.id, before);
    });

    it('after all of them, the same payload correctly signed still applies', async () => {
      const { user, payload } = await unsignedSetup();
      const good = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const i = payload.indexOf('checkout.session.completed');
      expect((await deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }))).status).toBe(400);
      expect((await deliver(payload.slice(0, i) + 'C' + payload.slice(i + 1), good)).status).toBe(400);
      expect((await deliver(payload, null)).status).toBe(400);
      expect((await deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: nowSec() - 301 }))).status).toBe(400);
      expect((await deliver(payload, good)).status).toBe(200);
      expect((await userRow(user.id)).premiumSource).toBe('stripe');
    });
  });

  it('a pretty-printed body still verifies', async () => {
    const { user, session } = await customerAccount();
    fake.completeCheckout(session.id);
    const pretty = JSON.stringify(event('checkout.session.completed', { id: session.id, object: 'checkout.session' }), null, 2);
    expect((await deliver(pretty)).status).toBe(200);
    expect((await userRow(user.id)).premiumSource).toBe('stripe');
  });

  it('the same event delivered 5 times at once is applied once', async () => {
    const { user, customer, sub } = await premiumAccount();
    const invoice = {
      id: fake.id('in'),
      object: 'invoice',
      customer,
      status: 'paid',
      amount_paid: 499,
      currency: 'usd',
      status_transitions: { paid_at: nowSec() },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', pricing: { type: 'price_details', price_details: { price: PRICE.monthly } } }] },
    };
    fake.invoices.set(invoice.id, invoice);
    const ev = event('invoice.paid', { id: invoice.id, object: 'invoice' });
    const results = await Promise.all(Array.from({ length: 5 }, () => send(ev)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = results.map((r) => ZWebhookAck.parse(r.body).outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    expect(fake.count('GET', `/v1/invoices/${invoice.id}`)).toBe(1);
    const paid = await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountCents: 499, provider: 'stripe', tier: 'monthly', providerPaymentId: invoice.id });
  });

  it('updated(active) then a late created(incomplete) leaves the account active', async () => {
    const { user, customer } = await customerAccount();
    const sub = fake.subscription({ customer, userId: user.id, status: 'active' });
    const incomplete = { ...sub, status: 'incomplete' };
    expect((await send(event('customer.subscription.updated', sub))).status).toBe(200);
    expect((await send(event('customer.subscription.created', incomplete))).status).toBe(200);
    const row = await userRow(user.id);
    expect(row.premiumSource).toBe('stripe');
    expect(row.premiumUntil!.getTime()).toBeGreaterThan(Date.now());
    const [s] = await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id));
    expect(s!.status).toBe('active');
  });

  it("an event for account A's customer never changes account B", async () => {
    const a = await customerAccount();
    const b = await customerAccount();
    // A's customer, with metadata claiming B: ignored entirely.
    const forged = fake.subscription({ customer: a.customer, userId: b.user.id });
    expect((await send(event('customer.subscription.updated', { ...forged, customer: b.customer }))).status).toBe(200);
    expect((await userRow(b.user.id)).premiumUntil).toBeNull();
    expect((await userRow(a.user.id)).premiumUntil).toBeNull();
    // A's own subscription changes A only, whatever customer the payload claims.
    const real = fake.subscription({ customer: a.customer, userId: a.user.id });
    expect((await send(event('customer.subscription.created', { ...real, customer: b.customer }))).status).toBe(200);
    expect((await userRow(a.user.id)).premiumSource).toBe('stripe');
    expect((await userRow(b.user.id)).premiumUntil).toBeNull();
    // A customer no account owns changes nobody.
    const stray = fake.subscription({ customer: 'cus_nobody' });
    expect((await send(event('customer.subscription.updated', stray))).status).toBe(200);
  });

  it('cancel goes through Stripe with an idempotency key and keeps premium to the period end', async () => {
    const { client, sub } = await premiumAccount();
    const cancel = await client.post('/api/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(ZSubscriptionActionResponse.parse(cancel.body).status).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    const upd = fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)!;
    expect(upd.params.get('cancel_at_period_end')).toBe('true');
    expect(upd.idempotencyKey).toBeTruthy();
  });

  it('resume after cancel clears cancel_at_period_end at Stripe', async () => {
    const { client, sub } = await premiumAccount();
    expect((await client.post('/api/subscription/cancel')).status).toBe(200);
    const resume = await client.post('/api/subscription/resume');
    expect(ZSubscriptionActionResponse.parse(resume.body).status).toMatchObject({ isPremium: true, cancelAtPeriodEnd: false });
    expect(fake.subs.get(sub.id).cancel_at_period_end).toBe(false);
  });

  it('a cancellation made in the Billing Portal (a cancel_at date) shows as set to end, and resume clears it', async () => {
    const { client, sub } = await premiumAccount();
    sub.cancel_at = sub.items.data[0]!.current_period_end;
    expect((await send(event('customer.subscription.updated', { id: sub.id, object: 'subscription' }))).status).toBe(200);
    expect(ZSubscriptionStatus.parse((await client.get('/api/subscription/status')).body).cancelAtPeriodEnd).toBe(true);
    expect(ZSubscriptionActionResponse.parse((await client.post('/api/subscription/resume')).body).status.cancelAtPeriodEnd).toBe(false);
    expect(fake.subs.get(sub.id).cancel_at).toBeNull();
  });

  it('answers the Billing Portal url for a subscriber', async () => {
    const { client } = await premiumAccount();
    const portal = await client.post('/api/subscription/portal');
    expect(ZPortalResponse.parse(portal.body)).toEqual({ url: 'https://billing.stripe.test/session/abc' });
  });

  it('customer.subscription.deleted ends premium', async () => {
    const { client, user, sub } = await premiumAccount();
    sub.status = 'canceled';
    expect((await send(event('customer.subscription.deleted', { id: sub.id, object: 'subscription' }))).status).toBe(200);
    expect(ZUser.parse((await client.get('/api/user')).body).isPremium).toBe(false);
    expect((await userRow(user.id)).premiumSource).toBeNull();
    expect(ZSubscriptionStatus.parse((await client.get('/api/subscription/status')).body)).toMatchObject({ isPremium: false, status: 'canceled' });
  });

  describe('manual activation', () => {
    const activate = async (client: TestClient, sessionId: string) => client.post('/api/subscription/manual-activation', { sessionId });

    it('says so while the checkout is not completed', async () => {
      const a = await customerAccount();
      expect(ZManualActivationResponse.parse((await activate(a.client, a.session.id)).body)).toEqual({
        success: false,
        message: 'The checkout has not been completed yet',
      });
    });

    it('answers 404 to another account and changes nothing for it', async () => {
      const a = await customerAccount();
      const b = await customerAccount();
      fake.completeCheckout(a.session.id);
      expect((await activate(b.client, a.session.id)).status).toBe(404);
      expect((await userRow(b.user.id)).premiumUntil).toBeNull();
    });

    it('verifies a completed session with Stripe and activates premium, idempotently', async () => {
      const a = await customerAccount();
      fake.completeCheckout(a.session.id);
      for (let i = 0; i < 2; i++) {
        const res = await activate(a.client, a.session.id);
        expect(ZManualActivationResponse.parse(res.body)).toEqual({ success: true, message: 'Subscription activated' });
      }
      expect(ZUser.parse((await a.client.get('/api/user')).body).isPremium).toBe(true);
    });

    it('answers 404 for a session Stripe does not know', async () => {
      const a = await customerAccount();
      expect((await activate(a.client, 'cs_test_missing')).status).toBe(404);
    });
  });

  it('unknown events answer 200 and change nothing', async () => {
    const before = await eventCount();
    const res = await send(event('customer.tax_id.created', { id: 'txi_1', object: 'tax_id' }));
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await eventCount()).toBe(before);
  });
});


// Plans and payments with the built-in local provider, end to end over HTTP (PGlite or PostgreSQL).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, users } from '../../src/server/db/schema.ts';
import { grantPremiumDays } from '../../src/server/plans/grant-premium.ts';
import { ZUser } from '../../src/shared/auth.ts';
import { ZCheckoutRedirect, ZManualActivationResponse, ZPortalResponse, ZPriceIds, ZSubscriptionActionResponse, ZSubscriptionStatus } from '../../src/shared/billing.ts';
import { ZUsageLimit } from '../../src/shared/usage.ts';
import { TestClient, signedInClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY = 86_400_000;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function form(fields: Record<string, string>) {
  return { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

async function startCheckout(client: TestClient, plan: 'monthly' | 'yearly') {
  const ids = await client.get('/api/subscription/price-ids');
  expect(ids.status).toBe(200);
  const res = await client.post('/api/subscription/create', { priceId: ZPriceIds.parse(ids.body)[plan] });
  expect(res.status).toBe(200);
  const { url } = ZCheckoutRedirect.parse(res.body);
  expect(url).toMatch(/^\/api\/checkout\/local\/lcs_[\w-]+$/);
  return url;
}

async function subscribe(client: TestClient, plan: 'monthly' | 'yearly') {
  const url = await startCheckout(client, plan);
  const page = await client.get(url);
  expect(page.status).toBe(200);
  const paid = await client.request('POST', url, form(GOOD_CARD));
  expect(paid.status).toBe(303);
  const sessionId = url.split('/').pop()!;
  expect(paid.headers.get('location')).toBe(`/subscription-success?session_id=${sessionId}`);
  return sessionId;
}

const userOf = async (client: TestClient) => ZUser.parse((await client.get('/api/user')).body);
const statusOf = async (client: TestClient) => ZSubscriptionStatus.parse((await client.get('/api/subscription/status')).body);

describe('local provider', () => {
  it('answers the local price ids to anyone', async () => {
    const anon = new TestClient(app.url);
    expect(ZPriceIds.parse((await anon.get('/api/subscription/price-ids')).body)).toEqual({ monthly: 'local_monthly', yearly: 'local_yearly' });
  });

  it('needs sign-in for the status and for starting a checkout', async () => {
    const anon = new TestClient(app.url);
    expect((await anon.get('/api/subscription/status')).status).toBe(401);
    expect((await anon.post('/api/subscription/create', { priceId: 'local_monthly' })).status).toBe(401);
  });

  it('refuses an unknown price', async () => {
    const { client } = await signedInClient(app.url);
    const bad = await client.post('/api/subscription/create', { priceId: 'price_free_lunch' });
    expect(bad.status).toBe(400);
  });

  it('reports a new account as inactive on the local provider', async () => {
    const { client } = await signedInClient(app.url);
    expect(await statusOf(client)).toMatchObject({ isPremium: false, status: 'inactive', provider: 'local', premiumSource: null });
  });

  it('the checkout page shows the monthly plan, without scripts, with a way back', async () => {
    const { client } = await signedInClient(app.url);
    const url = await startCheckout(client, 'monthly');
    const page = await client.get(url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('$4.99');
    expect(page.text).toContain('Unlimited cover letters, billed monthly');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('href="/subscription?canceled=true"');
  });

  describe('paying monthly with a good card', () => {
    async function payMonthly() {
      const { client, user } = await signedInClient(app.url);
      const url = await startCheckout(client, 'monthly');
      const before = Date.now();
      const paid = await client.request('POST', url, form(GOOD_CARD));
      expect(paid.status).toBe(303);
      return { client, user, url, before };
    }

    it('makes the account premium for about a month', async () => {
      const { client, before } = await payMonthly();
      const me = await userOf(client);
      expect(me).toMatchObject({ isPremium: true, subscriptionTier: 'monthly', premiumSource: 'local' });
      const until = new Date(me.premiumUntil!).getTime();
      expect(until - before).toBeGreaterThan(27 * DAY);
      expect(until - before).toBeLessThan(32 * DAY);
    });

    it('shows an active subscription, and usage becomes unlimited', async () => {
      const { client } = await payMonthly();
      expect(await statusOf(client)).toMatchObject({ isPremium: true, status: 'active', cancelAtPeriodEnd: false, subscriptionTier: 'monthly', premiumSource: 'local' });
      const usage = await client.get('/api/subscription/usage-limit');
      if (usage.status !== 404) expect(ZUsageLimit.parse(usage.body).isPremium).toBe(true);
    });

    it('records one payment of $4.99', async () => {
      const { user } = await payMonthly();
      const pay = await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(pay).toHaveLength(1);
      expect(pay[0]).toMatchObject({ amountCents: 499, provider: 'local', tier: 'monthly' });
    });

    it('a second submit and a manual activation are idempotent', async () => {
      const { client, user, url } = await payMonthly();
      expect((await client.request('POST', url, form(GOOD_CARD))).status).toBe(303);
      const sessionId = url.split('/').pop()!;
      const act = await client.post('/api/subscription/manual-activation', { sessionId });
      expect(ZManualActivationResponse.parse(act.body)).toEqual({ success: true, message: 'Subscription activated' });
      expect(await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
      expect(await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
    });

    it('refuses a second checkout once premium (409)', async () => {
      const { client } = await payMonthly();
      expect((await client.post('/api/subscription/create', { priceId: 'local_yearly' })).status).toBe(409);
    });
  });

  it('a declined card answers 402 with an alert and changes nothing', async () => {
    const { client, user } = await signedInClient(app.url);
    const url = await startCheckout(client, 'yearly');
    const declined = await client.request('POST', url, form({ ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' }));
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined');
    expect(declined.text).toContain('role="alert"');
    expect((await userOf(client)).isPremium).toBe(false);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('an invalid card answers 400 marking the fields and changes nothing', async () => {
    const { client, user } = await signedInClient(app.url);
    const url = await startCheckout(client, 'yearly');
    const invalid = await client.request('POST', url, form({ cardNumber: '1234', expiry: '13/20', cvc: 'x' }));
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('aria-invalid="true"');
    expect((await userOf(client)).isPremium).toBe(false);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('subscribes yearly after a declined card: premium for a year, $49.99', async () => {
    const { client, user } = await signedInClient(app.url);
    const url = await startCheckout(client, 'yearly');
    expect((await client.request('POST', url, form({ ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' }))).status).toBe(402);
    const ok = await client.request('POST', url, form(GOOD_CARD));
    expect(ok.status).toBe(303);
    const me = await userOf(client);
    expect(me).toMatchObject({ isPremium: true, subscriptionTier: 'yearly' });
    expect(new Date(me.premiumUntil!).getTime() - Date.now()).toBeGreaterThan(364 * DAY);
    const [pay] = await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(pay!.amountCents).toBe(4999);
  });

  it('keeps a checkout session to its own account', async () => {
    const a = await signedInClient(app.url);
    const b = await signedInClient(app.url);
    const url = await startCheckout(a.client, 'monthly');
    expect((await b.client.get(url)).status).toBe(404);
    expect((await b.client.request('POST', url, form(GOOD_CARD))).status).toBe(404);
    expect((await new TestClient(app.url).get(url)).status).toBe(401);
    const sessionId = url.split('/').pop()!;
    expect((await b.client.post('/api/subscription/manual-activation', { sessionId })).status).toBe(404);
    expect((await userOf(b.client)).isPremium).toBe(false);
    expect((await userOf(a.client)).isPremium).toBe(false);
  });

  it('refuses a cross-site form post to the checkout page', async () => {
    const a = await signedInClient(app.url);
    const url = await startCheckout(a.client, 'monthly');
    const evil = new TestClient(app.url, 'https://evil.example');
    evil.cookies.set('applykit_session', a.client.cookies.get('applykit_session')!);
    expect((await evil.request('POST', url, form(GOOD_CARD))).status).toBe(403);
  });

  it('cancel keeps access until the period end', async () => {
    const { client } = await signedInClient(app.url);
    await subscribe(client, 'monthly');
    const cancel = await client.post('/api/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(ZSubscriptionActionResponse.parse(cancel.body).status).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    expect((await userOf(client)).isPremium).toBe(true);
    app.setClockOffset(20 * DAY);
    try {
      expect((await userOf(client)).isPremium).toBe(true);
    } finally {
      app.setClockOffset(0);
    }
  });

  it('resume after cancel makes the subscription active again', async () => {
    const { client } = await signedInClient(app.url);
    await subscribe(client, 'monthly');
    expect((await client.post('/api/subscription/cancel')).status).toBe(200);
    const resume = await client.post('/api/subscription/resume');
    expect(resume.status).toBe(200);
    expect(ZSubscriptionActionResponse.parse(resume.body).status).toMatchObject({ isPremium: true, cancelAtPeriodEnd: false, status: 'active' });
  });

  it('a cancelled subscription expires after its period: premium ends and it cannot be resumed', async () => {
    const { client } = await signedInClient(app.url);
    await subscribe(client, 'monthly');
    await client.post('/api/subscription/cancel');
    try {
      // A visit on day 20 (still premium) also renews the session, which would otherwise lapse before day 33.
      app.setClockOffset(20 * DAY);
      expect((await userOf(client)).isPremium).toBe(true);
      app.setClockOffset(33 * DAY);
      expect((await userOf(client)).isPremium).toBe(false);
      expect(await statusOf(client)).toMatchObject({ isPremium: false, status: 'expired', premiumSource: null });
      const usage = await client.get('/api/subscription/usage-limit');
      if (usage.status !== 404) expect(ZUsageLimit.parse(usage.body).isPremium).toBe(false);
      expect((await client.post('/api/subscription/resume')).status).toBe(400);
    } finally {
      app.setClockOffset(0);
    }
  });

  describe('admin-granted premium', () => {
    async function granted() {
      const { client, user } = await signedInClient(app.url);
      await grantPremiumDays(app.ctx.db, user.id, 30, app.ctx.now());
      return { client, user };
    }

    it('shows as premium from the admin, not ending at period end', async () => {
      const { client } = await granted();
      expect(await statusOf(client)).toMatchObject({ isPremium: true, premiumSource: 'admin', cancelAtPeriodEnd: false });
    });

    it('has no billing portal', async () => {
      const { client } = await granted();
      expect((await client.post('/api/subscription/portal')).status).toBe(400);
    });

    it('cancel ends it at once and it cannot be resumed', async () => {
      const { client, user } = await granted();
      const cancel = await client.post('/api/subscription/cancel');
      expect(cancel.status).toBe(200);
      expect(ZSubscriptionActionResponse.parse(cancel.body).status.isPremium).toBe(false);
      expect((await userOf(client)).isPremium).toBe(false);
      expect((await client.post('/api/subscription/resume')).status).toBe(400);
      const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.premiumSource).toBeNull();
    });
  });

  it('the local portal is refused without a card subscription', async () => {
    const { client } = await signedInClient(app.url);
    expect((await client.post('/api/subscription/portal')).status).toBe(400);
  });

  it('the local portal answers a page for a card subscriber', async () => {
    const { client } = await signedInClient(app.url);
    await subscribe(client, 'monthly');
    const portal = await client.post('/api/subscription/portal');
    const { url } = ZPortalResponse.parse(portal.body);
    expect(url).toBe('/api/checkout/local-portal');
    expect((await client.get(url)).status).toBe(200);
  });
});

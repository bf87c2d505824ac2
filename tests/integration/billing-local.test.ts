// Plans and payments with the built-in local provider, end to end over HTTP (PGlite or PostgreSQL).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, users } from '../../src/server/db/schema.ts';
import { grantPremiumDays } from '../../src/server/plans/grant-premium.ts';
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
  const res = await client.post('/api/subscription/create', { priceId: ids.body[plan] });
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(/^\/api\/checkout\/local\/lcs_[\w-]+$/);
  return res.body.url as string;
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

describe('local provider', () => {
  it('answers local price ids and refuses unknown prices and signed-out calls', async () => {
    const anon = new TestClient(app.url);
    expect((await anon.get('/api/subscription/price-ids')).body).toEqual({ monthly: 'local_monthly', yearly: 'local_yearly' });
    expect((await anon.get('/api/subscription/status')).status).toBe(401);
    expect((await anon.post('/api/subscription/create', { priceId: 'local_monthly' })).status).toBe(401);
    const { client } = await signedInClient(app.url);
    const bad = await client.post('/api/subscription/create', { priceId: 'price_free_lunch' });
    expect(bad.status).toBe(400);
    const status = await client.get('/api/subscription/status');
    expect(status.body).toMatchObject({ isPremium: false, status: 'inactive', provider: 'local', premiumSource: null });
  });

  it('subscribes monthly through the checkout page; premium becomes unlimited', async () => {
    const { client, user } = await signedInClient(app.url);
    const url = await startCheckout(client, 'monthly');
    const page = await client.get(url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('$4.99');
    expect(page.text).toContain('Unlimited cover letters, billed monthly');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('href="/subscription?canceled=true"');

    const before = Date.now();
    const paid = await client.request('POST', url, form(GOOD_CARD));
    expect(paid.status).toBe(303);
    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({ isPremium: true, subscriptionTier: 'monthly', premiumSource: 'local' });
    const until = new Date(me.body.premiumUntil).getTime();
    expect(until - before).toBeGreaterThan(27 * DAY);
    expect(until - before).toBeLessThan(32 * DAY);

    const status = await client.get('/api/subscription/status');
    expect(status.body).toMatchObject({ isPremium: true, status: 'active', cancelAtPeriodEnd: false, subscriptionTier: 'monthly', premiumSource: 'local' });
    const usage = await client.get('/api/subscription/usage-limit');
    if (usage.status !== 404) expect(usage.body.isPremium).toBe(true);

    const pay = await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({ amountCents: 499, provider: 'local', tier: 'monthly' });

    // A second submit and manual activation are idempotent.
    expect((await client.request('POST', url, form(GOOD_CARD))).status).toBe(303);
    const sessionId = url.split('/').pop()!;
    const act = await client.post('/api/subscription/manual-activation', { sessionId });
    expect(act.body).toEqual({ success: true, message: 'Subscription activated' });
    expect(await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    expect(await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);

    // Already premium: no second checkout.
    expect((await client.post('/api/subscription/create', { priceId: 'local_yearly' })).status).toBe(409);
  });

  it('subscribes yearly; a declined or invalid card changes nothing', async () => {
    const { client, user } = await signedInClient(app.url);
    const url = await startCheckout(client, 'yearly');
    const declined = await client.request('POST', url, form({ ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' }));
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined');
    expect(declined.text).toContain('role="alert"');
    const invalid = await client.request('POST', url, form({ cardNumber: '1234', expiry: '13/20', cvc: 'x' }));
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('aria-invalid="true"');
    expect((await client.get('/api/user')).body.isPremium).toBe(false);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);

    const ok = await client.request('POST', url, form(GOOD_CARD));
    expect(ok.status).toBe(303);
    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({ isPremium: true, subscriptionTier: 'yearly' });
    expect(new Date(me.body.premiumUntil).getTime() - Date.now()).toBeGreaterThan(364 * DAY);
    const [pay] = await app.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(pay!.amountCents).toBe(4999);
  });

  it("keeps a checkout session to its own account", async () => {
    const a = await signedInClient(app.url);
    const b = await signedInClient(app.url);
    const url = await startCheckout(a.client, 'monthly');
    expect((await b.client.get(url)).status).toBe(404);
    expect((await b.client.request('POST', url, form(GOOD_CARD))).status).toBe(404);
    expect((await new TestClient(app.url).get(url)).status).toBe(401);
    const sessionId = url.split('/').pop()!;
    expect((await b.client.post('/api/subscription/manual-activation', { sessionId })).status).toBe(404);
    expect((await b.client.get('/api/user')).body.isPremium).toBe(false);
    expect((await a.client.get('/api/user')).body.isPremium).toBe(false);
    // A cross-site form post is refused before it reaches the page.
    const evil = new TestClient(app.url, 'https://evil.example');
    evil.cookies.set('applykit_session', a.client.cookies.get('applykit_session')!);
    expect((await evil.request('POST', url, form(GOOD_CARD))).status).toBe(403);
  });

  it('cancel keeps access until the period end, resume clears it, expiry ends premium', async () => {
    const { client } = await signedInClient(app.url);
    await subscribe(client, 'monthly');
    const cancel = await client.post('/api/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    expect((await client.get('/api/user')).body.isPremium).toBe(true);

    const resume = await client.post('/api/subscription/resume');
    expect(resume.status).toBe(200);
    expect(resume.body.status).toMatchObject({ isPremium: true, cancelAtPeriodEnd: false, status: 'active' });

    await client.post('/api/subscription/cancel');
    app.setClockOffset(20 * DAY);
    expect((await client.get('/api/user')).body.isPremium).toBe(true);
    app.setClockOffset(33 * DAY);
    try {
      expect((await client.get('/api/user')).body.isPremium).toBe(false);
      const status = await client.get('/api/subscription/status');
      expect(status.body).toMatchObject({ isPremium: false, status: 'expired', premiumSource: null });
      const usage = await client.get('/api/subscription/usage-limit');
      if (usage.status !== 404) expect(usage.body.isPremium).toBe(false);
      expect((await client.post('/api/subscription/resume')).status).toBe(400);
    } finally {
      app.setClockOffset(0);
    }
  });

  it('admin-granted premium: cancel is immediate and cannot be resumed', async () => {
    const { client, user } = await signedInClient(app.url);
    await grantPremiumDays(app.ctx.db, user.id, 30, app.ctx.now());
    const status = await client.get('/api/subscription/status');
    expect(status.body).toMatchObject({ isPremium: true, premiumSource: 'admin', cancelAtPeriodEnd: false });
    expect((await client.post('/api/subscription/portal')).status).toBe(400);
    const cancel = await client.post('/api/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body.status.isPremium).toBe(false);
    expect((await client.get('/api/user')).body.isPremium).toBe(false);
    expect((await client.post('/api/subscription/resume')).status).toBe(400);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.premiumSource).toBeNull();
  });

  it('the local portal answers a page for a card subscriber', async () => {
    const { client } = await signedInClient(app.url);
    expect((await client.post('/api/subscription/portal')).status).toBe(400);
    await subscribe(client, 'monthly');
    const portal = await client.post('/api/subscription/portal');
    expect(portal.body.url).toBe('/api/checkout/local-portal');
    expect((await client.get(portal.body.url)).status).toBe(200);
  });
});

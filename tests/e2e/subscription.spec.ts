// Browser tests of the subscription pages with the local provider: subscribe yearly through the checkout page,
// confetti and countdown to the dashboard, manage (cancel with confirmation, resume), a canceled
// checkout's toast and clean URL, axe on the three pages and the checkout page, screenshots.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grantPremiumDays } from '../../src/server/plans/grant-premium.ts';
import { MOBILE, expectAccessible, screenshot } from '../helpers/browser.ts';
import { setupE2E } from '../helpers/e2e.ts';
import { ZUser } from '../../src/shared/auth.ts';
import { ZSubscriptionStatus } from '../../src/shared/billing.ts';


const e2e = setupE2E();

async function payYearly(page: Page) {
  await page.goto('/subscription');
  await page.getByRole('heading', { name: 'Upgrade Your Experience' }).waitFor();
  await page.getByRole('radio', { name: /Yearly/ }).click();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL(/\/api\/checkout\/local\/lcs_/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $49.99' }).click();
  await page.waitForURL(/\/subscription-success\?session_id=lcs_/);
}

const statusOf = async (context: BrowserContext) => ZSubscriptionStatus.parse(await (await context.request.get('/api/subscription/status')).json());
const userOf = async (context: BrowserContext) => ZUser.parse(await (await context.request.get('/api/user')).json());

/** On the local checkout page for the yearly plan. */
async function startYearlyCheckout(page: Page) {
  await page.goto('/subscription');
  await page.getByRole('radio', { name: /Yearly/ }).click();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL(/\/api\/checkout\/local\/lcs_/);
  await page.getByText('Unlimited cover letters, billed annually (save 16%)').waitFor();
}

describe('subscription pages (local provider)', () => {
  it('shows a free user the free plan, today’s allowance and the plans, accessibly', async () => {
    const { context, page, errors } = await e2e.signedIn();
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Your Current Plan' }).waitFor();
    expect(await page.getByText('Free Plan', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Limited to 3 cover letters per day').isVisible()).toBe(true);
    // Today's allowance comes from its own request, which a loaded machine answers after the heading renders.
    await page.getByText('Cover letters remaining today:').waitFor();
    expect(await page.getByText('Cover letters remaining today:').isVisible()).toBe(true);
    expect(await page.getByTestId('remaining-count').textContent()).toBe('3 / 3');
    expect(await page.getByText(/^Resets in/).isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: /Monthly/ }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText('Unlimited cover letters, billed annually (save 16%)').isVisible()).toBe(true);
    expect(await page.getByText('BEST VALUE').isVisible()).toBe(true);
    expect(await page.getByText('Secure payment processing. Cancel anytime.').isVisible()).toBe(true);
    await expectAccessible(page, '/subscription free');
    await screenshot(page, 'subscription-free-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the checkout page says so when the card is declined, accessibly, and takes nothing', async () => {
    const { context, page, errors } = await e2e.signedIn();
    await startYearlyCheckout(page);
    await expectAccessible(page, 'local checkout');
    await screenshot(page, 'checkout-local');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $49.99' }).click();
    await page.getByRole('alert').getByText(/Your card was declined/).waitFor();
    await expectAccessible(page, 'local checkout declined');
    await screenshot(page, 'checkout-local-declined');
    expect((await userOf(context)).isPremium).toBe(false);
    // The declined card's page is answered 402, which the browser logs; nothing else may be.
    expect(errors.filter((e) => !e.includes('status of 402'))).toEqual([]);
    await context.close();
  });

  it('paying yearly shows confetti and the countdown, then lands on the dashboard as premium', async () => {
    const { context, page, errors } = await e2e.signedIn();
    await payYearly(page);
    await page.getByRole('heading', { name: 'Subscription Activated!' }).waitFor();
    expect(await page.getByTestId('confetti').count()).toBe(1);
    await page.getByText(/Redirecting in [1-5] seconds?\.\.\./).waitFor();
    expect(await page.getByRole('button', { name: 'Go to Dashboard' }).isVisible()).toBe(true);
    await expectAccessible(page, '/subscription-success');
    await screenshot(page, 'subscription-success');
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
    await page.getByText('Premium Plan').waitFor();
    expect(await userOf(context)).toMatchObject({ isPremium: true, subscriptionTier: 'yearly', premiumSource: 'local' });
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('the manage page of a yearly subscriber', () => {
    async function subscriber() {
      const signed = await e2e.signedIn();
      await payYearly(signed.page);
      await signed.page.goto('/subscription/manage');
      await signed.page.getByText('Annual Premium').waitFor();
      return signed;
    }
    async function cancel(page: Page) {
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByTestId('toast').getByText('Subscription Cancelled').waitFor();
    }

    it('shows the plan, the next billing and the way back, accessibly', async () => {
      const { context, page, errors } = await subscriber();
      expect(await page.getByText('Annual subscription').isVisible()).toBe(true);
      expect(await page.getByText('Next billing').isVisible()).toBe(true);
      expect(await page.getByText('Save unlimited templates and generated cover letters').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to Dashboard' }).isVisible()).toBe(true);
      await expectAccessible(page, '/subscription/manage premium');
      await screenshot(page, 'subscription-manage-premium');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('asks before cancelling, and backing out changes nothing', async () => {
      const { context, page, errors } = await subscriber();
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Cancel your subscription?').waitFor();
      await expectAccessible(page, 'cancel confirmation');
      await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
      expect((await statusOf(context)).cancelAtPeriodEnd).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('cancelling keeps premium to the end date and offers Resume', async () => {
      const { context, page, errors } = await subscriber();
      await cancel(page);
      await page.getByText('Expires on').waitFor();
      await page.getByRole('button', { name: 'Resume Subscription' }).waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
      expect(await statusOf(context)).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
      await screenshot(page, 'subscription-manage-canceled');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('resuming brings the next billing back', async () => {
      const { context, page, errors } = await subscriber();
      await cancel(page);
      await page.getByRole('button', { name: 'Resume Subscription' }).click();
      await page.getByTestId('toast').getByText('Subscription Resumed').waitFor();
      await page.getByText('Next billing').waitFor();
      expect((await statusOf(context)).cancelAtPeriodEnd).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('/subscription shows the premium details, no upgrade card', async () => {
      const { context, page, errors } = await subscriber();
      await page.goto('/subscription');
      await page.getByText('Premium Subscription').waitFor();
      expect(await page.getByText('Next billing date').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Upgrade to Premium' }).count()).toBe(0);
      await expectAccessible(page, '/subscription premium');
      await screenshot(page, 'subscription-premium');
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('a canceled checkout shows its toast and cleans the URL', async () => {
    const { context, page, errors } = await e2e.signedIn(MOBILE);
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await page.waitForURL(/\/api\/checkout\/local\//);
    await screenshot(page, 'checkout-local-mobile');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByTestId('toast').getByText('The subscription process was canceled.').waitFor();
    expect(await page.getByTestId('toast').getByText('Subscription Canceled').isVisible()).toBe(true);
    await page.waitForFunction(() => window.location.search === '');
    expect(new URL(page.url()).pathname).toBe('/subscription');
    await screenshot(page, 'subscription-canceled-toast-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the manage page without a subscription links to the plans', async () => {
    const { context, page, errors } = await e2e.signedIn();
    await page.goto('/subscription/manage');
    await page.getByText('No Active Subscription').waitFor();
    await expectAccessible(page, '/subscription/manage free');
    await screenshot(page, 'subscription-manage-free');
    await page.getByRole('link', { name: 'View Premium Plans' }).click();
    await page.waitForURL(/\/subscription$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('admin-granted premium on the manage page: no payment method, and Cancel ends it at once', async () => {
    const { context, page, errors, userId } = await e2e.signedIn();
    await grantPremiumDays(e2e.app.ctx.db, userId, 30, e2e.app.ctx.now());
    await page.goto('/subscription/manage');
    await page.getByText('Admin granted').waitFor();
    expect(await page.getByText('Monthly Premium').isVisible()).toBe(true);
    expect(await page.getByText('Expires on').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Update payment method/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText(/ends it immediately and cannot be undone/).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('No Active Subscription').waitFor();
    expect((await userOf(context)).isPremium).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('the success page with a session that does not exist', () => {
    async function openFailed() {
      const signed = await e2e.signedIn();
      await signed.page.emulateMedia({ reducedMotion: 'reduce' });
      await signed.page.goto('/subscription-success?session_id=lcs_not_a_real_session');
      await signed.page.getByRole('heading', { name: 'Subscription Activated!' }).waitFor();
      return signed;
    }
    // The failure is only logged (and the 404 of the lookup); nothing else may go wrong.
    const unexpected = (errors: string[]) => errors.filter((e) => !/Subscription activation failed|status of 404/.test(e));

    it('reports the failed activation', async () => {
      const { context, page, errors } = await openFailed();
      await page.getByTestId('toast').getByText('Activation Error').waitFor();
      expect(await page.getByText('There was an issue activating your subscription. Please contact support.').first().isVisible()).toBe(true);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });

    it('skips the confetti under reduced motion', async () => {
      const { context, page, errors } = await openFailed();
      await page.getByTestId('toast').getByText('Activation Error').waitFor();
      expect(await page.getByTestId('confetti').count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  });
});

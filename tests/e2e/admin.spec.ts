// Browser tests of /admin: guard, users search/edit/grant, every tab accessible, screenshots.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, payments, subscriptions } from '../../src/server/db/schema.ts';
import { DESKTOP, MOBILE, expectAccessible, screenshot } from '../helpers/browser.ts';
import { signedInClient, uniqueName } from '../helpers/http-client.ts';
import { setupE2E } from '../helpers/e2e.ts';
import { DEFAULT_STYLE } from '../../src/shared/style.ts';

const PASSWORD = 'correct-horse-42';
const adminName = uniqueName('boss');
const e2e = setupE2E({ env: { ADMIN_USERNAMES: adminName } });

beforeAll(async () => {
  const { user } = await signedInClient(e2e.app.url, adminName);
  await seedActivity(user.id);
});

/** Some letters, a subscription and payments so the charts and figures show real shapes. */
async function seedActivity(userId: number) {
  const db = e2e.app.ctx.db;
  const day = 86_400_000;
  const now = Date.now();
  for (const [ago, n] of [[0, 2], [1, 1], [3, 4], [6, 2], [10, 1], [17, 3], [25, 1]] as const) {
    for (let i = 0; i < n; i++) {
      await db.insert(coverLetters).values({ userId, content: 'Dear team', jobDescription: 'Job', settings: DEFAULT_STYLE, createdAt: new Date(now - ago * day) });
    }
  }
  await db.insert(subscriptions).values({ userId, provider: 'local', providerSubscriptionId: 'e2e_sub', tier: 'yearly', status: 'active', currentPeriodEnd: new Date(now + 200 * day) });
  await db.insert(payments).values({ userId, provider: 'local', providerPaymentId: 'e2e_pay', amountCents: 4999, createdAt: new Date(now - 3 * day) });
}


async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

const toast = (page: Page) => page.getByTestId('toast');

describe('admin dashboard', () => {
  it('an admin searches, edits a user, grants 30 days and sees the user become Premium', async () => {
    const { username: target } = await signedInClient(e2e.app.url, uniqueName('zed'));
    await signedInClient(e2e.app.url, uniqueName('other'));
    await e2e.withPage(async (page) => {
      await signIn(page, adminName);
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await page.getByRole('tab', { name: 'Users' }).click();

      const search = page.getByRole('searchbox', { name: 'Search users' });
      await search.fill(target.toUpperCase());
      const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain(target);
      expect(await rows.first().getByText('Free', { exact: true }).isVisible()).toBe(true);

      await search.fill('no-such-user-anywhere');
      await page.getByRole('cell', { name: 'No users found' }).waitFor();
      await search.fill(target);

      // Edit: profile fields, then the user is found by the new email.
      await rows.first().getByRole('button', { name: `Edit User ${target}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit User' });
      await edit.getByRole('tab', { name: 'Subscription' }).click();
      expect(await edit.getByText('use Grant Premium', { exact: false }).isVisible()).toBe(true);
      await expectAccessible(page, 'edit user dialog');
      await screenshot(page, 'admin-edit-user-subscription');
      await edit.getByRole('tab', { name: 'Profile' }).click();
      await edit.getByLabel('Email').fill('zed@example.com');
      await edit.getByLabel('Full name').fill('Zed Example');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('User updated');
      await edit.waitFor({ state: 'detached' });
      await search.fill('ZED@EXAMPLE');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('zed@example.com');

      // Grant: default 30 days.
      await rows.first().getByRole('button', { name: `Grant Premium to ${target}` }).click();
      const grant = page.getByRole('dialog', { name: 'Grant Premium' });
      expect(await grant.getByLabel('Number of days').inputValue()).toBe('30');
      await expectAccessible(page, 'grant premium dialog');
      await screenshot(page, 'admin-grant-dialog');
      await grant.getByRole('button', { name: 'Grant Premium' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Premium granted');
      await grant.waitFor({ state: 'detached' });
      await rows.first().getByText('Premium', { exact: true }).waitFor();
      await screenshot(page, 'admin-users-after-grant');
    });
  });

  it('shows the update failure toast for a duplicate username', async () => {
    const { username: a } = await signedInClient(e2e.app.url, uniqueName('dupa'));
    const { username: b } = await signedInClient(e2e.app.url, uniqueName('dupb'));
    await e2e.withPage(async (page) => {
      await signIn(page, adminName);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('searchbox', { name: 'Search users' }).fill(a);
      await page.getByRole('button', { name: `Edit User ${a}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit User' });
      await edit.getByLabel('Username').fill(b);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Update failed: Username already exists');
    });
  });

  it('signed-out visitors to /admin are sent to /auth', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/admin');
      await page.waitForURL('**/auth');
    });
  });

  it('signed-in non-admins are sent from /admin to /dashboard', async () => {
    const { username } = await signedInClient(e2e.app.url, uniqueName('plain'));
    await e2e.withPage(async (page) => {
      await signIn(page, username);
      await page.goto('/admin');
      await page.waitForURL('**/dashboard');
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    });
  });

  it('every tab is axe-clean, works, and is screenshotted (desktop)', () => checkEveryTab(DESKTOP, 'desktop'));
  it('every tab is axe-clean and is screenshotted (mobile)', () => checkEveryTab(MOBILE, 'mobile'));
});

async function checkEveryTab(viewport: { width: number; height: number }, suffix: 'desktop' | 'mobile') {
  await e2e.withPage(async (page) => {
    await signIn(page, adminName);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    // Overview: four cards and the lazily loaded charts with their text alternative.
    await page.getByRole('heading', { name: 'Sign-ups per day' }).waitFor();
    for (const title of ['Total Users', 'Cover Letters Created', 'Total Revenue', 'Conversion Rate']) {
      expect(await page.getByRole('heading', { name: title }).isVisible(), title).toBe(true);
    }
    await page.locator('.recharts-surface').first().waitFor();
    await expectAccessible(page, `admin overview (${suffix})`);
    await screenshot(page, `admin-overview-${suffix}`);

    await page.getByRole('tab', { name: 'Users' }).click();
    if (suffix === 'desktop') await page.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor();
    else await page.getByRole('list', { name: 'Users' }).getByRole('listitem').first().waitFor();
    await expectAccessible(page, `admin users (${suffix})`);
    await screenshot(page, `admin-users-${suffix}`);

    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByRole('heading', { name: 'Avg. Letters/Resume' }).waitFor();
    await expectAccessible(page, `admin content (${suffix})`);
    await screenshot(page, `admin-content-${suffix}`);

    await page.getByRole('tab', { name: 'Finance' }).click();
    await page.getByRole('heading', { name: 'Lifetime Value' }).waitFor();
    await expectAccessible(page, `admin finance (${suffix})`);
    await screenshot(page, `admin-finance-${suffix}`);
    if (suffix === 'desktop') {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export Data' }).click();
      expect((await download).suggestedFilename()).toMatch(/^applykit-export-\d{4}-\d{2}-\d{2}\.csv$/);
    }

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Manage Admins' }).waitFor();
    await expectAccessible(page, `admin settings (${suffix})`);
    await screenshot(page, `admin-settings-${suffix}`);

    if (suffix === 'desktop') {
      // Manage Admins: the only admin cannot be removed.
      await page.getByRole('button', { name: 'Manage Admins' }).click();
      const admins = page.getByRole('dialog', { name: 'Manage Admins' });
      const remove = admins.getByRole('button', { name: `Remove admin ${adminName}` });
      await remove.waitFor();
      expect(await remove.isDisabled()).toBe(true);
      expect(await admins.getByText('the last admin cannot be removed').isVisible()).toBe(true);
      await expectAccessible(page, 'manage admins dialog');
      await screenshot(page, 'admin-manage-admins');
      await page.keyboard.press('Escape');
      await admins.waitFor({ state: 'detached' });

      // Manage Settings: change a limit and see it in the audit log.
      await page.getByRole('button', { name: 'Manage Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Manage Settings' });
      const letters = settings.getByLabel('Free cover letters per day');
      await expect.poll(() => letters.inputValue()).toBe('3');
      await letters.fill('4');
      await expectAccessible(page, 'manage settings dialog');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Settings saved');
      await page.getByText('cover letters 3 → 4').waitFor();
      await screenshot(page, 'admin-settings-after-change');
      await page.request.put(`${e2e.app.url}/api/admin/settings`, { data: { coverLetter: 3, tailoredResume: 3 }, headers: { origin: e2e.app.url } });
    }
  }, viewport);
}

// Browser tests of the client shell: accounts, guards, header, 404, mobile menu, accessibility.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, expectAccessible, screenshot } from '../helpers/browser.ts';
import { registerViaUi, setupE2E } from '../helpers/e2e.ts';

let seq = 0;

function uniqueName(): string {
  return `e2e_${process.pid}_${Date.now().toString(36)}_${++seq}`;
}

const e2e = setupE2E();


const toast = (page: Page) => page.getByTestId('toast');

describe('client shell', () => {
  async function registerAndLand(page: Page) {
    await registerViaUi(page, uniqueName());
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Dashboard');
    return page.getByRole('banner');
  }

  it('register lands signed in on /dashboard with the success toast and the signed-in header', async () => {
    await e2e.withPage(async (page) => {
      const header = await registerAndLand(page);
      await expect.poll(() => toast(page).textContent()).toContain('Registration successful');
      expect(await toast(page).textContent()).toContain('Your account has been created!');
      expect(await header.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
    });
  });

  it('logout shows "Logging out..." while pending, then the signed-out header and toast', async () => {
    await e2e.withPage(async (page) => {
      const header = await registerAndLand(page);
      // Hold the logout request so the pending state is observable.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/logout', async (route) => {
        await held;
        await route.continue();
      });
      await header.getByRole('button', { name: 'Logout' }).click();
      const pending = header.getByRole('button', { name: 'Logging out...' });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();

      await header.getByRole('link', { name: 'Login' }).waitFor();
      expect(await header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/generator');
      expect(await header.getByRole('button', { name: /Logout|Logging out/ }).count()).toBe(0);
      await expect.poll(() => toast(page).textContent()).toContain('Logged out');
      expect(await toast(page).textContent()).toContain('You have been logged out successfully');
      await page.unroute('**/api/logout');
    });
  });

  it('after logout the session is gone on the server too', async () => {
    await e2e.withPage(async (page) => {
      const header = await registerAndLand(page);
      await header.getByRole('button', { name: 'Logout' }).click();
      await header.getByRole('link', { name: 'Login' }).waitFor();
      await page.goto('/dashboard');
      await page.waitForURL('**/auth');
    });
  });

  it('login shows the SPEC validation message, the failure toast, then the success toast', async () => {
    const username = uniqueName();
    await e2e.withPage(async (page) => {
      await registerViaUi(page, username, 'right-pass-1');
      await page.waitForURL('**/dashboard');
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    });
    await e2e.withPage(async (page) => {
      await page.goto('/auth');
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => panel.getByRole('alert').textContent()).toBe('Username and password are required');

      await panel.getByLabel('Username').fill(username);
      await panel.getByLabel('Password').fill('wrong-pass-1');
      await panel.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Login failed');
      const failure = toast(page);
      expect(await failure.textContent()).toContain('Invalid username or password');
      expect(await failure.textContent()).not.toContain('401');
      expect(await failure.getAttribute('data-variant')).toBe('destructive');
      expect(await panel.getByRole('alert').textContent()).toBe('Invalid username or password');

      await panel.getByLabel('Password').fill('right-pass-1');
      await panel.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => toast(page).textContent()).toContain('Login successful');
      expect(await toast(page).textContent()).toContain(`Welcome back, ${username}`);
    });
  });

  it('register validates on the client with the SPEC messages', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      const panel = page.getByRole('tabpanel');
      expect(await panel.getByText('Must be at least 6 characters', { exact: true }).isVisible()).toBe(true);
      await panel.getByLabel('Username').fill(uniqueName());
      await panel.getByLabel('Password', { exact: true }).fill('abcdef');
      await panel.getByLabel('Confirm Password').fill('abcdeg');
      await panel.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => panel.getByRole('alert').textContent()).toBe('Passwords do not match');
      await panel.getByLabel('Password', { exact: true }).fill('abc');
      await panel.getByLabel('Confirm Password').fill('abc');
      await panel.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => panel.getByRole('alert').textContent()).toBe('Password must be at least 6 characters long');
    });
  });

  it('the sign-in modal shows the prompt, closes on X and backdrop, and signing up in it continues to /generator', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/');
      const start = page.getByRole('button', { name: /Try it now/ });
      await start.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading', { name: 'Sign in Required' }).isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('Sign in to generate your personalized cover letter');
      expect(await dialog.textContent()).toContain('By signing up, you agree to our Terms of Service and Privacy Policy');
      await expectAccessible(page, 'sign-in modal');

      // X closes it and focus returns to the button that opened it.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Try it now');

      // A click on the backdrop closes it too.
      await start.click();
      await dialog.waitFor();
      await page.mouse.click(8, 400);
      await dialog.waitFor({ state: 'detached' });

      await start.click();
      await dialog.getByRole('tab', { name: 'Create Account' }).click();
      const username = uniqueName();
      await dialog.getByLabel('Username').fill(username);
      await dialog.getByLabel('Password', { exact: true }).fill('secret-pass-1');
      await dialog.getByLabel('Confirm Password').fill('secret-pass-1');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/generator');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('banner').getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    });
  });

  it('guards: /dashboard signed out goes to /auth', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/dashboard');
      await page.waitForURL('**/auth');
      expect(await page.getByRole('tab', { name: 'Login' }).isVisible()).toBe(true);
    });
  });

  it('guards: /auth signed in goes to /dashboard', async () => {
    await e2e.withPage(async (page) => {
      await registerViaUi(page, uniqueName());
      await page.waitForURL('**/dashboard');
      await page.goto('/auth');
      await page.waitForURL('**/dashboard');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Dashboard');
    });
  });

  it('guards: a signed-in non-admin is sent from /admin to /dashboard', async () => {
    await e2e.withPage(async (page) => {
      await registerViaUi(page, uniqueName());
      await page.waitForURL('**/dashboard');
      await page.goto('/admin');
      await page.waitForURL('**/dashboard');
    });
  });

  it('an unknown path shows the 404 texts and is accessible', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
      expect(await page.title()).toContain('ApplyKit');
      await expectAccessible(page, '404');
    });
  });

  it('the first Tab reaches the skip link, which moves focus to the main content', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      await screenshot(page, 'shell-404');
    });
  });

  it('the landing page has its calls to action, sections, three testimonials and footer, and is accessible', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Create Your Cover Letter Now' }).waitFor();
      expect(await page.getByRole('link', { name: 'Create Your Cover Letter Now' }).getAttribute('href')).toBe('/create-cover-letter');
      expect(await page.getByRole('link', { name: 'Discover How It Works' }).getAttribute('href')).toBe('#how-it-works');
      for (const id of ['features', 'how-it-works', 'testimonials']) expect(await page.locator(`#${id}`).count()).toBe(1);
      expect(await page.locator('#testimonials li').count()).toBe(3);
      expect(await page.getByRole('contentinfo').textContent()).toContain(`© ${new Date().getFullYear()} ApplyKit`);
      await expectAccessible(page, '/');
      await screenshot(page, 'shell-landing-desktop');
    });
  });

  it('the footer links to the data sources and credits page, which carries the O*NET and ESCO notices', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources and credits' }).click();
      await page.waitForURL('**/credits');
      await page.getByRole('heading', { level: 1, name: 'Data sources and credits' }).waitFor();
      const text = (await page.getByRole('main').textContent()) ?? '';
      expect(text).toContain('O*NET 29.3 Database');
      expect(text).toContain('USDOL/ETA has not approved, endorsed, or tested these modifications');
      expect(text).toContain('© European Union');
      expect(text).toContain('GLEIF (CC0)');
      await expectAccessible(page, '/credits');
    });
  });

  it('a header section link scrolls to the section', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Create Your Cover Letter Now' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#testimonials');
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('testimonials')!.getBoundingClientRect().top))).toBeLessThan(120);
    });
  });

  it('/auth has its title and is accessible', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      expect(await page.title()).toBe('Sign In or Create an Account · ApplyKit');
      await expectAccessible(page, '/auth');
      // Let the sample letter type for a moment before the screenshot.
      await page.waitForTimeout(1500);
      await screenshot(page, 'shell-auth');
      await page.setViewportSize(MOBILE);
      await screenshot(page, 'shell-auth-mobile');
    });
  });

  it('the mobile menu at 390 px opens and lists the links', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await screenshot(page, 'shell-landing-mobile');
      await page.screenshot({ path: 'screenshots/shell-landing-mobile-top.png' });

      await toggle.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      expect(await close.getAttribute('aria-expanded')).toBe('true');
      const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
      expect(await menu.isVisible()).toBe(true);
      for (const name of ['Features', 'How It Works', 'Testimonials', 'Login / Register', 'Get Started']) {
        expect(await menu.getByRole('link', { name }).isVisible(), name).toBe(true);
      }
      expect(await menu.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/generator');
      await page.screenshot({ path: 'screenshots/shell-mobile-menu.png' });

      // Escape closes it and gives focus back to the toggle.
      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');

      // A section link closes the menu and lands on the section.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'How It Works' }).click();
      expect(await menu.isVisible()).toBe(false);
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#how-it-works');
    }, MOBILE);
  });
});

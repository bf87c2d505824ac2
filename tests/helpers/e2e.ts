// One browser-test fixture: the real app (serving the built client) and Chromium, started once per
// file and stopped after it, plus pages that fail their test on any page error.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DESKTOP, launchBrowser, newContext, watchPageErrors } from './browser.ts';
import { uniqueName } from './http-client.ts';
import { startTestApp, type StartTestAppOptions, type TestApp } from './test-app.ts';

type Viewport = { width: number; height: number };

export interface E2E {
  readonly app: TestApp;
  readonly browser: Browser;
  /** A fresh context and page; the test fails if the page threw or logged an error. */
  withPage<T>(fn: (page: Page, context: BrowserContext) => Promise<T>, viewport?: Viewport): Promise<T>;
  /** A new account registered through the API, signed in in a fresh context. The caller closes the context. */
  signedIn(viewport?: Viewport, prefix?: string): Promise<{ context: BrowserContext; page: Page; errors: string[]; username: string; userId: number }>;
}

export const E2E_PASSWORD = 'secret-pass-1';

export function setupE2E(options: Omit<StartTestAppOptions, 'serveClient'> = {}): E2E {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startTestApp({ ...options, serveClient: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const fixture: E2E = {
    get app() {
      if (!app) throw new Error('e2e app not started');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('e2e browser not started');
      return browser;
    },
    async withPage(fn, viewport = DESKTOP) {
      const context = await newContext(fixture.browser, fixture.app.url, viewport);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      try {
        const result = await fn(page, context);
        expect(errors, 'page errors').toEqual([]);
        return result;
      } finally {
        await context.close();
      }
    },
    async signedIn(viewport = DESKTOP, prefix = 'e2e') {
      const context = await newContext(fixture.browser, fixture.app.url, viewport);
      const username = uniqueName(prefix);
      const res = await context.request.post('/api/register', { data: { username, password: E2E_PASSWORD } });
      expect(res.status()).toBe(201);
      const page = await context.newPage();
      return { context, page, errors: watchPageErrors(page), username, userId: (await res.json()).id };
    },
  };
  return fixture;
}

/** Registers through the /auth page's Register tab. */
export async function registerViaUi(page: Page, username: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
}

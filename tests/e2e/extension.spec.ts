// The browser extension, built (dist/extension-test) and loaded into Debian's Chromium, against job
// pages this test serves on 127.0.0.1.
//
// How the popup is opened: headless Chromium has no toolbar to click, so the test opens
// chrome-extension://<id>/popup.html?tab=<job tab id> in a tab of its own; popup.ts reads the tab id
// from the query instead of asking for the active tab. A tab opened that way never gets the
// toolbar click's activeTab grant, so the test build (and only it) adds host access to
// http://127.0.0.1/*; the shipped manifest has no host permissions (checked below).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_POSTING_MESSAGE } from '../../extension/src/capture.ts';
import { HANDOFF_MAX_DESCRIPTION, HANDOFF_TRUNCATED_NOTICE } from '../../src/shared/extension-handoff.ts';
import { CHROMIUM_PATH, expectAccessible, screenshot, watchPageErrors } from '../helpers/browser.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const EXTENSION_DIR = path.resolve('dist/extension-test');
const SOFTWARE_JOB = fs.readFileSync(path.resolve('tests/fixtures/jobs/software.txt'), 'utf8');
const MAYA_PDF = path.resolve('tests/fixtures/resumes/maya-chen-software.pdf');
const COMPANY = 'Northwind Robotics';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ARTICLE_TEXT = [
  'Harbor Health is hiring a registered nurse for its cardiac step-down unit in Portland.',
  'You will care for six to eight patients per shift, monitor telemetry, give medications and teach patients and families before discharge.',
  'We ask for an active RN license, BLS and ACLS certification, and at least two years of acute-care experience.',
  'The role offers three twelve-hour shifts a week, tuition support and a clinical ladder with mentoring from senior nurses on the unit.',
].join('\n\n');

const PAGES: Record<string, string> = {
  '/jsonld': `<!doctype html><html lang="en"><head><title>Senior Software Engineer - ${COMPANY} - Careers</title>
    <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'JobBoard' })}</script>
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Software Engineer',
      hiringOrganization: { '@type': 'Organization', name: COMPANY },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Seattle', addressRegion: 'WA' } },
      description: paragraphs(SOFTWARE_JOB),
    }).replace(/</g, '\\u003c')}</script></head>
    <body><div id="app"><h1>Senior Software Engineer</h1><button>Apply</button></div></body></html>`,
  '/article': `<!doctype html><html lang="en"><head><title>Registered Nurse, Cardiac Step-Down</title></head><body>
    <nav><a href="/">Jobs</a> <a href="/">Companies</a> <a href="/">Salaries</a></nav>
    <main><article><h1>Registered Nurse, Cardiac Step-Down</h1>${paragraphs(ARTICLE_TEXT)}</article></main>
    <footer>Copyright Jobs Inc.</footer></body></html>`,
  '/selection': `<!doctype html><html lang="en"><head><title>Careers at Contoso</title></head><body>
    <p id="intro">Welcome to our careers site. We have many openings.</p>
    <p id="job">Contoso seeks a bookkeeper to reconcile accounts and prepare monthly reports in QuickBooks.</p></body></html>`,
  '/long': `<!doctype html><html lang="en"><head><title>Long posting</title>
    <script type="application/ld+json">${JSON.stringify({
      '@type': 'JobPosting',
      title: 'Operations Lead',
      hiringOrganization: { name: 'Fabrikam' },
      description: Array.from({ length: 200 }, (_, i) => `<p>Duty ${i + 1}: coordinate suppliers, schedules and budgets across our three warehouses.</p>`).join(''),
    })}</script></head><body><h1>Operations Lead</h1></body></html>`,
  '/login': `<!doctype html><html lang="en"><head><title>Sign in</title></head><body>
    <form><label>Email <input name="email"></label><button>Sign in</button></form></body></html>`,
};

let app: TestApp;
let jobServer: http.Server;
let jobOrigin: string;
let context: BrowserContext;
let extensionId: string;
let worker: Worker;
let userDataDir: string;
const errors: string[] = [];

beforeAll(async () => {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) execFileSync(process.execPath, ['extension/build.ts'], { stdio: 'inherit' });
  app = await startTestApp({ serveClient: true });
  jobServer = http.createServer((req, res) => {
    const body = PAGES[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => jobServer.listen(0, '127.0.0.1', resolve));
  jobOrigin = `http://127.0.0.1:${(jobServer.address() as AddressInfo).port}`;

  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-ext-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: false,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless=new',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  context.setDefaultTimeout(15_000);
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;

});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => jobServer?.close(resolve));
  await app?.close();
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
});

async function openJobTab(route: string): Promise<{ job: Page; tabId: number }> {
  const job = await context.newPage();
  errors.push(...watchPageErrors(job));
  await job.goto(`${jobOrigin}${route}`);
  const helper = await context.newPage();
  await helper.goto(`chrome-extension://${extensionId}/options.html`);
  const tabId = await helper.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    return tab?.id ?? -1;
  }, `${jobOrigin}${route}`);
  await helper.close();
  expect(tabId).toBeGreaterThan(0);
  return { job, tabId };
}

async function openPopup(tabId: number): Promise<Page> {
  const popup = await context.newPage();
  errors.push(...watchPageErrors(popup));
  await popup.setViewportSize({ width: 380, height: 560 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
  await expect.poll(() => popup.locator('#status').textContent()).not.toBe('Reading the page…');
  return popup;
}

/** Clicks "Open in ApplyKit" and returns the generator tab it opens. */
async function openInApplyKit(popup: Page): Promise<Page> {
  const [generator] = await Promise.all([context.waitForEvent('page'), popup.getByRole('button', { name: 'Open in ApplyKit' }).click()]);
  errors.push(...watchPageErrors(generator));
  await generator.waitForLoadState();
  await generator.getByTestId('generator-form').waitFor();
  return generator;
}

async function expectHashCleared(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
  expect(new URL(page.url()).pathname).toBe('/generator');
}

const jdField = (page: Page) => page.getByTestId('generator-form').getByLabel('Job Description');
const companyField = (page: Page) => page.getByTestId('generator-form').getByLabel(/Company Name/);

describe('ApplyKit extension', () => {
  it('the options page starts at http://localhost:3000 and points the extension at this test\'s app', async () => {
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await expect.poll(() => options.getByLabel('ApplyKit address').inputValue()).toBe('http://localhost:3000');
    await options.getByLabel('ApplyKit address').fill(`${app.url}/`);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => options.getByRole('status').textContent()).toBe('Saved.');
    expect(await options.getByLabel('ApplyKit address').inputValue()).toBe(app.url);
    await options.close();
  });

  it('ships with no host permissions, a zip and the context-menu permission', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/extension/manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions.sort()).toEqual(['activeTab', 'contextMenus', 'scripting', 'storage']);
    expect(manifest.host_permissions).toBeUndefined();
    // The zip unpacks to the same folder "Load unpacked" takes: files at its root.
    const zipped = Object.keys(unzipSync(fs.readFileSync(path.resolve('dist/extension.zip'))));
    expect(zipped.sort()).toEqual(fs.readdirSync(path.resolve('dist/extension')).sort());
    expect(zipped).toEqual(expect.arrayContaining(['manifest.json', 'popup.html', 'popup.js', 'background.js', 'page-script.js', 'options.html']));
  });

  it('JSON-LD posting: the popup previews it; signed out, Generate asks to sign in, then writes a letter naming the company; the dashboard card links the posting', async () => {
    const { job, tabId } = await openJobTab('/jsonld');
    const popup = await openPopup(tabId);
    expect(await popup.locator('#status').textContent()).toBe('Found a job posting on this page.');
    expect(await popup.locator('#captured-title').textContent()).toBe('Senior Software Engineer');
    expect(await popup.locator('#captured-company').textContent()).toBe(COMPANY);
    expect(await popup.locator('#captured-location').textContent()).toBe('Seattle, WA');
    expect(Number((await popup.locator('#captured-words').textContent())?.replace(/,/g, ''))).toBeGreaterThan(100);
    expect(await popup.locator('#captured-lines').textContent()).toContain(SOFTWARE_JOB.trim().split('\n')[0].trim());
    expect(await popup.locator('#target').textContent()).toBe(app.url);
    await expectAccessible(popup, 'extension popup');
    await screenshot(popup, 'extension-popup');
    // The /extension page's picture; refreshed on request so ordinary runs leave the tree clean.
    const asset = path.resolve('src/client/public/extension-popup.png');
    if (!fs.existsSync(asset) || process.env.UPDATE_EXTENSION_SCREENSHOT === '1') await popup.locator('main').screenshot({ path: asset });

    const generator = await openInApplyKit(popup);
    await expectHashCleared(generator);
    expect((await jdField(generator).inputValue()).replace(/\s+/g, ' ')).toContain(SOFTWARE_JOB.trim().split('\n')[0].trim().replace(/\s+/g, ' '));
    expect(await companyField(generator).inputValue()).toBe(COMPANY);
    expect(await generator.getByTestId('extension-handoff').innerText()).toContain(`${jobOrigin}/jsonld`);
    await screenshot(generator, 'extension-generator-filled');

    const form = generator.getByTestId('generator-form');
    await form.getByTestId('resume-input').setInputFiles(MAYA_PDF);
    await form.getByTestId('resume-selected').waitFor();
    await form.getByRole('button', { name: 'Generate Cover Letter' }).click();
    const modal = generator.getByTestId('sign-in-modal');
    await modal.waitFor();
    await modal.getByRole('tab', { name: 'Create Account' }).click();
    const panel = modal.getByRole('tabpanel');
    await panel.getByLabel('Username').fill(`ext_${process.pid}_${Date.now().toString(36)}`);
    await panel.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await panel.getByLabel('Confirm Password').fill('secret-pass-1');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await generator.getByTestId('results-view').waitFor({ timeout: 60_000 });
    expect(await generator.getByTestId('letter-text').innerText()).toContain(COMPANY);

    await generator.goto(`${app.url}/dashboard`);
    const link = generator.getByTestId('posting-url').first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${jobOrigin}/jsonld`);
    await screenshot(generator, 'extension-dashboard-card');
    await Promise.all([job.close(), generator.close(), popup.close().catch(() => undefined)]);
  });

  it('article page without JSON-LD: Readability reads the main content, not the navigation', async () => {
    const { job, tabId } = await openJobTab('/article');
    const popup = await openPopup(tabId);
    expect(await popup.locator('#captured-title').textContent()).toBe('Registered Nurse, Cardiac Step-Down');
    const generator = await openInApplyKit(popup);
    await expectHashCleared(generator);
    const jd = await jdField(generator).inputValue();
    expect(jd).toContain('Harbor Health is hiring a registered nurse');
    expect(jd).toContain('clinical ladder');
    expect(jd).not.toContain('Salaries');
    await Promise.all([job.close(), generator.close()]);
  });

  it('a selection is taken as it is', async () => {
    const { job, tabId } = await openJobTab('/selection');
    await job.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('job')!);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    const popup = await openPopup(tabId);
    expect(await popup.locator('#status').textContent()).toBe('Captured your selection.');
    const generator = await openInApplyKit(popup);
    expect(await jdField(generator).inputValue()).toBe('Contoso seeks a bookkeeper to reconcile accounts and prepare monthly reports in QuickBooks.');
    expect(await companyField(generator).inputValue()).toBe('');
    await Promise.all([job.close(), generator.close()]);
  });

  it('context menu on a selection: the item exists, and its capture opens the same preview before anything is sent', async () => {
    // Headless Chromium cannot open a context menu; updating the item proves the worker created it.
    await worker.evaluate(() => chrome.contextMenus.update('applykit-capture', { title: 'Write a cover letter with ApplyKit' }));
    const { job, tabId } = await openJobTab('/selection');
    await job.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('job')!);
      window.getSelection()?.addRange(range);
    });
    // What the menu click runs (background.ts), with the tab the click names.
    await worker.evaluate((id) => (globalThis as unknown as { applykitShowPreview(id: number): Promise<void> }).applykitShowPreview(id), tabId);
    const popup = context.pages().find((p) => p.url().includes('popup.html?from=menu')) ?? (await context.waitForEvent('page'));
    await expect.poll(() => popup.locator('#status').textContent()).toBe('Captured your selection.');
    expect(await popup.locator('#captured-lines').textContent()).toContain('Contoso seeks a bookkeeper');
    await Promise.all([job.close(), popup.close()]);
  });

  it('a posting longer than the hand-off limit is shortened, and both the popup and the generator say so', async () => {
    const { job, tabId } = await openJobTab('/long');
    const popup = await openPopup(tabId);
    expect(await popup.locator('#truncated').textContent()).toContain(HANDOFF_TRUNCATED_NOTICE);
    const generator = await openInApplyKit(popup);
    expect((await jdField(generator).inputValue()).length).toBeLessThanOrEqual(HANDOFF_MAX_DESCRIPTION);
    expect(await jdField(generator).inputValue()).toContain('Duty 1: coordinate suppliers');
    expect(await generator.getByTestId('extension-handoff').innerText()).toContain(HANDOFF_TRUNCATED_NOTICE);
    await Promise.all([job.close(), generator.close()]);
  });

  it('a page with no posting: the popup says so and offers nothing to send', async () => {
    const { job, tabId } = await openJobTab('/login');
    const popup = await openPopup(tabId);
    expect(await popup.locator('#status').textContent()).toBe(NO_POSTING_MESSAGE);
    expect(await popup.getByRole('button', { name: 'Open in ApplyKit' }).isVisible()).toBe(false);
    await expectAccessible(popup, 'extension popup, no posting');
    await screenshot(popup, 'extension-popup-no-posting');
    await Promise.all([job.close(), popup.close()]);
  });

  it('/extension is linked from the footer, explains the extension and serves the zip', async () => {
    const page = await context.newPage();
    errors.push(...watchPageErrors(page));
    await page.goto(app.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chrome Extension' }).click();
    await page.waitForURL('**/extension');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The ApplyKit Chrome Extension');
    expect(await page.getByRole('img', { name: /extension popup/ }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const zip = await page.request.get(`${app.url}/applykit-extension.zip`);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
    await expectAccessible(page, '/extension');
    await screenshot(page, 'extension-page');
    await page.close();
    expect(errors).toEqual([]);
  });
});

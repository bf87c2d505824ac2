// Browser tests of the cover-letter flow: form rules, signed-out submission, loader, results
// (edit, placeholders, 400-word warning, downloads, regenerate), the daily limit dialog and guides.
import fs from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, expectAccessible, screenshot } from '../helpers/browser.ts';
import { registerViaUi, setupE2E } from '../helpers/e2e.ts';

const RESUMES = path.resolve('tests/fixtures/resumes');
const JOBS = path.resolve('tests/fixtures/jobs');
const SOFTWARE_JOB = fs.readFileSync(path.join(JOBS, 'software.txt'), 'utf8');
const MAYA_PDF = path.join(RESUMES, 'maya-chen-software.pdf');
const NURSE_DOCX = path.join(RESUMES, 'daniel-okafor-nursing.docx');
const NURSING_JOB = fs.readFileSync(path.join(JOBS, 'nursing.txt'), 'utf8');

let seq = 0;

function uniqueName(): string {
  return `cl_${process.pid}_${Date.now().toString(36)}_${++seq}`;
}

/** SPEC.md's ten tip and resource routes. */
const GUIDE_ROUTES = [
  '/tips/cover-letter-format',
  '/tips/cover-letter-examples',
  '/tips/cover-letter-dos-donts',
  '/tips/tailoring-cover-letters',
  '/tips/addressing-cover-letters',
  '/resources/job-search-strategies',
  '/resources/resume-tips',
  '/resources/interview-preparation',
  '/resources/linkedin-optimization',
  '/resources/networking-tips',
];

const e2e = setupE2E();


/** Accepts every alert() and records its text. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d: Dialog) => {
    alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}

async function registerAndLand(page: Page, username: string): Promise<void> {
  await registerViaUi(page, username);
  await page.waitForURL('**/dashboard');
}

async function fillForm(page: Page, opts: { job: string; resume: string; fullName?: string; companyName?: string }): Promise<void> {
  const form = page.getByTestId('generator-form');
  await form.getByLabel('Job Description').fill(opts.job);
  await form.getByTestId('resume-input').setInputFiles(opts.resume);
  await form.getByTestId('resume-selected').waitFor();
  if (opts.fullName !== undefined) await form.getByLabel(/Full Name/).fill(opts.fullName);
  if (opts.companyName !== undefined) await form.getByLabel(/Company Name/).fill(opts.companyName);
}

const letterText = (page: Page) => page.getByTestId('letter-text').innerText();

async function waitForResults(page: Page): Promise<void> {
  await page.getByTestId('results-view').waitFor({ timeout: 60_000 });
}

async function readPdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('cover letter form', () => {
  it('/generator has its title and headings', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/generator');
      await expect.poll(() => page.title()).toBe('Create a Cover Letter · ApplyKit');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Your Cover Letter');
      const form = page.getByTestId('generator-form');
      expect(await form.getByRole('heading', { name: 'Create Your Perfect Cover Letter' }).isVisible()).toBe(true);
    });
  });

  it('alerts on a blank job description, whitespace only included', async () => {
    await e2e.withPage(async (page) => {
      const alerts = collectAlerts(page);
      await page.goto('/generator');
      const form = page.getByTestId('generator-form');
      const submit = form.getByRole('button', { name: 'Generate Cover Letter' });
      await submit.click();
      await expect.poll(() => alerts).toEqual(['Please enter a job description.']);

      // Whitespace only is still blank.
      await form.getByLabel('Job Description').fill('   \n  ');
      await submit.click();
      await expect.poll(() => alerts.length).toBe(2);
      expect(alerts[1]).toBe('Please enter a job description.');
    });
  });

  it('counts the job description’s words', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/generator');
      const form = page.getByTestId('generator-form');
      const jd = form.getByLabel('Job Description');
      const counter = form.getByTestId('jd-word-count');
      expect(await counter.textContent()).toBe('0 words');
      await jd.fill('engineer');
      expect(await counter.textContent()).toBe('1 word');
      await jd.fill('  Senior   backend\nengineer ');
      expect(await counter.textContent()).toBe('3 words');
    });
  });

  it('alerts on a missing resume once the job description is filled', async () => {
    await e2e.withPage(async (page) => {
      const alerts = collectAlerts(page);
      await page.goto('/generator');
      const form = page.getByTestId('generator-form');
      await form.getByLabel('Job Description').fill('  Senior   backend\nengineer ');
      await form.getByRole('button', { name: 'Generate Cover Letter' }).click();
      await expect.poll(() => alerts).toEqual(['Please upload your resume.']);
    });
  });

  describe('the resume drop zone', () => {
    async function openZone(page: Page) {
      await page.goto('/generator');
      const form = page.getByTestId('generator-form');
      return { form, zone: form.getByTestId('resume-drop-zone'), input: form.getByTestId('resume-input') };
    }
    const fileCount = (input: ReturnType<Page['getByTestId']>) => input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0);

    it('starts with the drag-and-drop hint', async () => {
      await e2e.withPage(async (page) => {
        const { zone } = await openZone(page);
        const zoneText = await zone.innerText();
        expect(zoneText).toContain('Drag and drop your resume here');
        expect(zoneText).toContain('or click to browse files');
        expect(zoneText).toContain('Supports PDF and DOCX (max 5MB)');
      });
    });

    it('refuses a wrong file type with the message and hint, clearing the input', async () => {
      await e2e.withPage(async (page) => {
        const { zone, input } = await openZone(page);
        await input.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text resume') });
        await expect.poll(() => zone.innerText()).toContain('File type not supported. Please upload a PDF or DOCX file.');
        expect(await zone.innerText()).toContain('Please upload a PDF or DOCX file (max 5MB)');
        expect(await fileCount(input)).toBe(0);
        await screenshot(page, 'cover-letter-dropzone-error');
      });
    });

    it('refuses a file over 5 MB with the message and hint, clearing the input', async () => {
      await e2e.withPage(async (page) => {
        const { zone, input } = await openZone(page);
        const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
        big.write('%PDF-1.7\n', 0);
        await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big });
        await expect.poll(() => zone.innerText()).toContain('File size exceeds 5MB limit.');
        expect(await zone.innerText()).toContain('Please upload a PDF or DOCX file (max 5MB)');
        expect(await fileCount(input)).toBe(0);
      });
    });

    it('shows a valid file as selected; Remove returns to the hint with the input cleared', async () => {
      await e2e.withPage(async (page) => {
        const { form, zone, input } = await openZone(page);
        await input.setInputFiles(MAYA_PDF);
        const selected = form.getByTestId('resume-selected');
        await selected.waitFor();
        expect(await selected.innerText()).toContain('maya-chen-software.pdf');
        await selected.getByRole('button', { name: /Remove/ }).click();
        await zone.waitFor();
        expect(await zone.innerText()).toContain('Drag and drop your resume here');
        expect(await fileCount(input)).toBe(0);
      });
    });
  });

  it('auto-fills the filename from name and company, and refills after a manual edit', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/generator');
      const form = page.getByTestId('generator-form');
      const filename = form.getByLabel(/^Filename/);
      expect(await filename.getAttribute('placeholder')).toBe('Auto-generated from name and company');
      expect(await form.innerText()).toContain('The extension (.pdf or .docx) is added automatically and spaces are removed.');
      await form.getByLabel(/Full Name/).fill('Maya Chen');
      expect(await filename.inputValue()).toBe('CoverLetter_MayaChen');
      await form.getByLabel(/Company Name/).fill('Acme Corp');
      expect(await filename.inputValue()).toBe('CoverLetter_MayaChen_AcmeCorp');
      await filename.fill('my letter');
      expect(await filename.inputValue()).toBe('my letter');
      await form.getByLabel(/Company Name/).fill('Acme');
      expect(await filename.inputValue()).toBe('CoverLetter_MayaChen_Acme');
      await form.getByLabel(/Full Name/).fill('');
      expect(await filename.inputValue()).toBe('CoverLetter_Acme');
    });
  });

  describe('Advanced Options', () => {
    async function openPanel(page: Page) {
      await page.goto('/generator');
      const form = page.getByTestId('generator-form');
      await form.getByRole('button', { name: 'Advanced Options', exact: true }).click();
      const panel = form.getByTestId('advanced-options');
      await panel.waitFor();
      return { form, panel };
    }

    it('is closed by default', async () => {
      await e2e.withPage(async (page) => {
        await page.goto('/generator');
        expect(await page.getByTestId('generator-form').getByText('Tone', { exact: true }).count()).toBe(0);
      });
    });

    it('shows the default settings', async () => {
      await e2e.withPage(async (page) => {
        const { panel } = await openPanel(page);
        expect(await panel.getByLabel('Tone').textContent()).toContain('Balanced');
        expect(await panel.getByLabel('Length').textContent()).toContain('Average (200-300 words)');
        expect(await panel.getByLabel(/Focus Areas/).textContent()).toContain('Balanced');
        expect(await panel.getByLabel(/Language Style/).textContent()).toContain('Moderate');
        expect(await panel.getByLabel(/Industry Terminology/).textContent()).toContain('Moderate');
      });
    });

    it('locks the premium settings for a free account, with an upgrade link', async () => {
      await e2e.withPage(async (page) => {
        const { panel } = await openPanel(page);
        expect(await panel.getByLabel(/Focus Areas/).isDisabled()).toBe(true);
        expect(await panel.getByLabel(/Language Style/).isDisabled()).toBe(true);
        expect(await panel.getByLabel(/Industry Terminology/).isDisabled()).toBe(true);
        expect(await panel.getByLabel('Tone').isDisabled()).toBe(false);
        expect(await panel.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription');
      });
    });

    it('offers the three lengths', async () => {
      await e2e.withPage(async (page) => {
        const { panel } = await openPanel(page);
        await panel.getByLabel('Length').click();
        const options = await page.getByRole('option').allTextContents();
        expect(options).toEqual(['Short (100-200 words)', 'Average (200-300 words)', 'Long (300-400 words)']);
        await page.keyboard.press('Escape');
      });
    });

    it('explains itself in a tooltip, and the open form passes axe', async () => {
      await e2e.withPage(async (page) => {
        const { form } = await openPanel(page);
        await form.getByRole('button', { name: 'About advanced options' }).hover();
        await page.getByRole('tooltip').waitFor();
        await screenshot(page, 'cover-letter-form-desktop');
        await expectAccessible(page, '/generator form');
      });
    });
  });

  it('/create-cover-letter has the banner, Related Resources with ten guide links, and passes axe', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/create-cover-letter');
      await page.getByTestId('create-banner').waitFor();
      expect(await page.title()).toBe('Create a Cover Letter · ApplyKit');
      const related = page.getByTestId('related-resources');
      expect(await related.getByRole('heading', { name: 'Related Resources' }).isVisible()).toBe(true);
      const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.sort()).toEqual([...GUIDE_ROUTES].sort());
      await expectAccessible(page, '/create-cover-letter');
      await screenshot(page, 'cover-letter-create-page-desktop');
    });
  });

  it('form at 390 px is usable and accessible', async () => {
    await e2e.withPage(async (page) => {
      await page.goto('/generator');
      await page.getByTestId('generator-form').getByRole('button', { name: 'Advanced Options', exact: true }).click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(MOBILE.width);
      await screenshot(page, 'cover-letter-form-mobile');
      await expectAccessible(page, '/generator mobile');
    }, MOBILE);
  });
});

describe('generation flow', () => {
  it('signed-out submit on the landing page → sign-in modal → register → the letter appears without resubmitting; then edit, placeholders, 400 words, downloads, regenerate', async () => {
    await e2e.withPage(async (page) => {
      const alerts = collectAlerts(page);
      await page.goto('/');
      await fillForm(page, { job: SOFTWARE_JOB, resume: MAYA_PDF, fullName: 'Maya Chen', companyName: 'Acme Corp' });
      await page.getByTestId('generator-form').getByRole('button', { name: 'Generate Cover Letter' }).click();

      const modal = page.getByTestId('sign-in-modal');
      await modal.waitFor();
      expect(await modal.innerText()).toContain('Sign in to generate your personalized cover letter');
      await modal.getByRole('tab', { name: 'Create Account' }).click();
      const panel = modal.getByRole('tabpanel');
      await panel.getByLabel('Username').fill(uniqueName());
      await panel.getByLabel('Password', { exact: true }).fill('secret-pass-1');
      await panel.getByLabel('Confirm Password').fill('secret-pass-1');
      await panel.getByRole('button', { name: 'Create Account' }).click();

      // No second click: the stored submission runs on /generator.
      await page.waitForURL('**/generator');
      const loading = page.getByTestId('loading-view');
      await loading.waitFor();
      const bar = loading.getByRole('progressbar');
      expect(await bar.getAttribute('aria-valuemin')).toBe('0');
      expect(await bar.getAttribute('aria-valuemax')).toBe('100');
      const stage = page.getByTestId('loading-stage');
      expect(await stage.textContent()).toBe('Analyzing Job Requirements');
      // The page records every stage it shows, so what is asserted below does not depend on how fast this
      // machine runs the accessibility check and the screenshot (a slow one used to miss the last stage).
      await page.evaluate(() => {
        const log: { stage: string; value: number; at: number }[] = [];
        (window as unknown as { loaderLog: typeof log }).loaderLog = log;
        const read = (): void => {
          const text = document.querySelector('[data-testid="loading-stage"]')?.textContent ?? '';
          const value = Number(document.querySelector('[data-testid="loading-view"] [role="progressbar"]')?.getAttribute('aria-valuenow') ?? -1);
          const last = log.at(-1);
          if (!last || last.stage !== text || last.value !== value) log.push({ stage: text, value, at: performance.now() });
        };
        read();
        new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 5_000 }).toBeGreaterThan(0);
      await expectAccessible(page, 'loading view');
      await screenshot(page, 'cover-letter-loader-desktop');

      await waitForResults(page);
      // 100% two seconds in, then the results 1.5 s later (docs/decisions/0001-loader-duration.md).
      const log = await page.evaluate(() => (window as unknown as { loaderLog: { stage: string; value: number; at: number }[] }).loaderLog);
      const finalizing = log.find((entry) => entry.stage === 'Finalizing Document' && entry.value === 100);
      expect(finalizing, JSON.stringify(log)).toBeDefined();
      const gone = log.find((entry) => entry.stage === '' && entry.value === -1);
      expect(gone, JSON.stringify(log)).toBeDefined();
      expect(gone!.at - finalizing!.at).toBeGreaterThanOrEqual(1_300);
      expect(alerts).toEqual([]);
      const first = await letterText(page);
      expect(first.length).toBeGreaterThan(200);
      expect(first).toContain('Maya Chen');
      const match = page.getByTestId('match-panel');
      await match.waitFor();
      expect(Number(await match.getByTestId('match-score').locator('span').first().textContent())).toBeGreaterThanOrEqual(0);
      expect(await page.getByTestId('letter-word-count').textContent()).toMatch(/^\d+ words/);

      // Edit mode: put placeholders and a salutation in.
      const results = page.getByTestId('results-view');
      await results.getByRole('button', { name: 'Edit' }).click();
      const editor = page.getByTestId('letter-editor');
      const base = (await editor.inputValue()).trim();
      await editor.fill(`Dear [Hiring Manager],\n\nI am applying to [Company Name] today.\n\n${base}`);
      await results.getByRole('button', { name: 'Save' }).click();
      const notice = page.getByTestId('placeholder-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Please fill in all placeholders');
      expect(await page.getByTestId('placeholder').count()).toBeGreaterThanOrEqual(2);
      await results.getByRole('button', { name: 'Download DOCX' }).hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('You have unfilled placeholders in your cover letter');
      await page.mouse.move(0, 0);
      await expectAccessible(page, 'results view');
      await screenshot(page, 'cover-letter-results-desktop');
      await page.setViewportSize(MOBILE);
      await screenshot(page, 'cover-letter-results-mobile');
      await page.setViewportSize(DESKTOP);

      // Fill [Hiring Manager]: prefilled without brackets; blank disables Save; Cancel closes; Enter saves.
      await page.getByTestId('placeholder').filter({ hasText: '[Hiring Manager]' }).first().click();
      const pop = page.getByTestId('placeholder-editor');
      const value = pop.getByLabel('Replace placeholder');
      expect(await value.inputValue()).toBe('Hiring Manager');
      await value.fill('   ');
      expect(await pop.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await pop.getByRole('button', { name: 'Cancel' }).click();
      await pop.waitFor({ state: 'detached' });
      expect(await letterText(page)).toContain('Dear [Hiring Manager],');
      await page.getByTestId('placeholder').filter({ hasText: '[Hiring Manager]' }).first().click();
      await pop.getByLabel('Replace placeholder').fill('Ms. Rivera');
      await pop.getByLabel('Replace placeholder').press('Enter');
      await expect.poll(() => letterText(page)).toContain('Dear Ms. Rivera,');
      // Save button path for the second one.
      await page.getByTestId('placeholder').filter({ hasText: '[Company Name]' }).first().click();
      expect(await pop.getByLabel('Replace placeholder').inputValue()).toBe('Company Name');
      await pop.getByLabel('Replace placeholder').fill('Acme Corp');
      await pop.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => letterText(page)).toContain('I am applying to Acme Corp today.');
      const remaining = await page.getByTestId('placeholder').count();
      if (remaining === 0) expect(await notice.count()).toBe(0);
      const edited = await letterText(page);

      // 400-word warning: red count and the two variants of the message.
      await results.getByRole('button', { name: 'Edit' }).click();
      const filler = Array.from({ length: 420 }, (_, i) => `word${i}`).join(' ');
      await editor.fill(`${edited}\n\n${filler}`);
      const count = page.getByTestId('letter-word-count');
      await expect.poll(() => count.textContent()).toContain('(exceeds recommended 400 word limit)');
      expect(await count.getAttribute('class')).toContain('text-red-700');
      expect(await page.getByTestId('length-warning').textContent()).toBe(
        'Your cover letter exceeds the recommended 400-word limit. Consider making it more concise.',
      );
      await results.getByRole('button', { name: 'Save' }).click();
      expect(await page.getByTestId('length-warning').textContent()).toBe(
        'Your cover letter exceeds the recommended 400-word limit. Consider editing to make it more concise.',
      );
      await results.getByRole('button', { name: 'Edit' }).click();
      await editor.fill(edited);
      await results.getByRole('button', { name: 'Save' }).click();
      expect(await page.getByTestId('length-warning').count()).toBe(0);

      // Downloads carry the CURRENT edited text under the custom filename.
      const [docx] = await Promise.all([page.waitForEvent('download'), results.getByRole('button', { name: 'Download DOCX' }).click()]);
      expect(docx.suggestedFilename()).toBe('CoverLetter_MayaChen_AcmeCorp.docx');
      const docxPath = await docx.path();
      const docxText = (await mammoth.extractRawText({ path: docxPath })).value;
      expect(docxText).toContain('Dear Ms. Rivera,');
      expect(docxText).toContain('I am applying to Acme Corp today.');
      const [pdf] = await Promise.all([page.waitForEvent('download'), results.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(pdf.suggestedFilename()).toBe('CoverLetter_MayaChen_AcmeCorp.pdf');
      const pdfText = await readPdfText(new Uint8Array(fs.readFileSync(await pdf.path())));
      expect(pdfText).toContain('Dear Ms. Rivera,');
      expect(pdfText).toContain('Acme Corp today.');
      expect(alerts).toEqual([]);

      // Regenerate: loader again, then a different letter; the edits are reset.
      await results.getByRole('button', { name: 'Regenerate' }).click();
      await page.getByTestId('loading-view').waitFor();
      await waitForResults(page);
      const second = await letterText(page);
      expect(second).not.toBe(first);
      expect(second).not.toContain('Dear Ms. Rivera,');
      expect(alerts).toEqual([]);
    });
  });

  it('failures alert with the SPEC texts: generation on both routes, regeneration on /create-cover-letter (back to results), downloads', async () => {
    await e2e.withPage(async (page) => {
      const alerts = collectAlerts(page);
      await registerAndLand(page, uniqueName());
      // 400 keeps the browser console quiet (the helper ignores 4xx resource errors); any non-limit failure counts.
      const fail = { status: 400, contentType: 'application/json', body: '{"message":"Could not read the resume"}' };
      await page.route('**/api/generate', (route) => route.fulfill(fail));
      await page.goto('/generator');
      await fillForm(page, { job: NURSING_JOB, resume: NURSE_DOCX });
      await page.getByTestId('generator-form').getByRole('button', { name: 'Generate Cover Letter' }).click();
      await expect.poll(() => alerts).toEqual(['An error occurred while generating your cover letter. Please try again.']);
      await page.getByTestId('generator-form').waitFor();
      // The inputs are kept.
      expect(await page.getByTestId('generator-form').getByLabel('Job Description').inputValue()).toBe(NURSING_JOB);

      // A 403 whose details can't be parsed still opens the limit dialog, with the defaults.
      await page.unroute('**/api/generate');
      await page.route('**/api/generate', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Daily limit reached"}' }));
      await page.getByTestId('generator-form').getByRole('button', { name: 'Generate Cover Letter' }).click();
      const limitDialog = page.getByTestId('daily-limit-dialog');
      await limitDialog.waitFor();
      expect(await limitDialog.innerText()).toContain(
        "You've used all 3 of your free cover letter generations for today. Your limit will reset in 24 hours.",
      );
      await limitDialog.getByRole('button', { name: 'Maybe Later' }).click();
      await limitDialog.waitFor({ state: 'detached' });
      expect(alerts).toHaveLength(1);
      await page.unroute('**/api/generate');
      await page.route('**/api/generate', (route) => route.fulfill(fail));

      await page.goto('/create-cover-letter');
      await fillForm(page, { job: NURSING_JOB, resume: NURSE_DOCX });
      await page.getByTestId('generator-form').getByRole('button', { name: 'Generate Cover Letter' }).click();
      await expect.poll(() => alerts.length).toBe(2);
      expect(alerts[1]).toBe('Error generating cover letter. Please try again.');

      // A real letter, then a failing regeneration returns to it.
      await page.unroute('**/api/generate');
      await page.getByTestId('generator-form').getByRole('button', { name: 'Generate Cover Letter' }).click();
      await waitForResults(page);
      const letter = await letterText(page);
      await page.route('**/api/regenerate', (route) => route.fulfill(fail));
      await page.getByTestId('results-view').getByRole('button', { name: 'Regenerate' }).click();
      await expect.poll(() => alerts.length, { timeout: 20_000 }).toBe(3);
      expect(alerts[2]).toBe('Error regenerating cover letter. Please try again.');
      await waitForResults(page);
      expect(await letterText(page)).toBe(letter);

      await page.route('**/api/download/*', (route) => route.fulfill(fail));
      await page.getByTestId('results-view').getByRole('button', { name: 'Download DOCX' }).click();
      await expect.poll(() => alerts.length).toBe(4);
      expect(alerts[3]).toBe('Failed to download as DOCX. Please try again.');
      await page.getByTestId('results-view').getByRole('button', { name: 'Download PDF' }).click();
      await expect.poll(() => alerts.length).toBe(5);
      expect(alerts[4]).toBe('Failed to download as PDF. Please try again.');
      // No custom filename given: the default name is used.
      await page.unroute('**/api/download/*');
      const [docx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('results-view').getByRole('button', { name: 'Download DOCX' }).click()]);
      expect(docx.suggestedFilename()).toBe('Cover_Letter.docx');
    });
  });

  it('the 4th generation of a free account opens the Daily Limit Reached dialog', async () => {
    await e2e.withPage(async (page) => {
      const alerts = collectAlerts(page);
      await registerAndLand(page, uniqueName());
      // Use up three units through the real API from the page (same origin, same session).
      const bytes = [...fs.readFileSync(NURSE_DOCX)];
      const statuses = await page.evaluate(
        async ({ bytes, job }) => {
          const out: number[] = [];
          for (let i = 0; i < 3; i++) {
            const fd = new FormData();
            fd.append('jobDescription', job);
            fd.append('resume', new File([new Uint8Array(bytes)], 'resume.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
            const res = await fetch('/api/generate', { method: 'POST', body: fd, credentials: 'include' });
            out.push(res.status);
          }
          return out;
        },
        { bytes, job: NURSING_JOB },
      );
      expect(statuses).toEqual([200, 200, 200]);

      await page.goto('/generator');
      await page.getByTestId('usage-line').waitFor();
      expect(await page.getByTestId('usage-line').textContent()).toContain('0 of 3');
      await fillForm(page, { job: NURSING_JOB, resume: NURSE_DOCX });
      await page.getByTestId('generator-form').getByRole('button', { name: 'Generate Cover Letter' }).click();
      const dialog = page.getByTestId('daily-limit-dialog');
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain('Daily Limit Reached');
      expect(text).toMatch(/You've used all 3 of your free cover letter generations for today\. Your limit will reset in .+\./);
      expect(text).toContain('Unlimited cover letter generations');
      expect(text).toContain('Premium templates and formatting');
      expect(text).toContain('Advanced customization options');
      expect(await dialog.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/subscription');
      expect(alerts).toEqual([]);
      await expectAccessible(page, 'daily limit dialog');
      await screenshot(page, 'cover-letter-limit-dialog-desktop');
      await page.setViewportSize(MOBILE);
      await screenshot(page, 'cover-letter-limit-dialog-mobile');
      await dialog.getByRole('button', { name: 'Maybe Later' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('generator-form').waitFor();
    });
  });
});

describe('guides', () => {
  it('every tip and resource route renders its guide with a link back to create a letter; an unknown slug is the 404 screen', async () => {
    await e2e.withPage(async (page) => {
      const routes = GUIDE_ROUTES;
      for (const route of routes) {
        await page.goto(route);
        const guide = page.getByTestId('guide');
        await guide.waitFor();
        const title = await page.getByRole('heading', { level: 1 }).textContent();
        expect(title, route).toBeTruthy();
        await expect.poll(() => page.title()).toBe(`${title} · ApplyKit`);
        const words = (await guide.innerText()).split(/\s+/).length;
        expect(words, route).toBeGreaterThan(300);
        expect(await page.getByRole('link', { name: 'Create your cover letter' }).getAttribute('href')).toBe('/create-cover-letter');
      }
      await expectAccessible(page, 'guide page');
      await page.goto('/tips/addressing-cover-letters');
      await page.getByTestId('guide').waitFor();
      await screenshot(page, 'cover-letter-guide-desktop');
      await page.goto('/tips/no-such-guide');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    });
  });
});

// Browser tests of the dashboard: tailor a resume from the dashboard, the dashboard tabs with data and
// empty, delete with confirmation, refresh, the timeout path, and the limit dialog after a 403.
import fs from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, expectAccessible, screenshot } from '../helpers/browser.ts';
import { setupE2E } from '../helpers/e2e.ts';

const FIXTURES = path.resolve('tests/fixtures');
const RESUME = path.join(FIXTURES, 'resumes/maya-chen-software.pdf');
const JOB = fs.readFileSync(path.join(FIXTURES, 'jobs/software.txt'), 'utf8');


const e2e = setupE2E();

async function tailorViaApi(context: BrowserContext) {
  return context.request.post('/api/generate-tailored-resume', {
    multipart: {
      resume: { name: 'maya.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(RESUME) },
      jobDescription: JOB,
      roleType: 'technical',
      preferredLength: 'short',
    },
  });
}

async function pdfText(file: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
  }
  await doc.destroy();
  return text;
}

describe('dashboard and tailored resumes', () => {
  it('shows empty states on every tab for a new account, and is accessible', async () => {
    const { context, page, errors } = await e2e.signedIn();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.getByText('No Cover Letters Yet').waitFor();
    expect(await page.getByText('Free Plan').isVisible()).toBe(true);
    expect(await page.getByText('Limited to 3 cover letters per day').isVisible()).toBe(true);
    // The usage card is hidden for a free user who has used nothing today.
    expect(await page.getByText("Today's Usage").count()).toBe(0);
    await expectAccessible(page, '/dashboard empty');
    await page.getByRole('tab', { name: 'Tailored Resumes' }).click();
    await page.getByText('No Tailored Resumes Yet').waitFor();
    await page.getByRole('tab', { name: 'Original Resumes' }).click();
    await page.getByText('No Resumes Yet').waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Your dashboard data has been refreshed.').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tailors a resume from the dashboard, previews it, downloads both formats, and deletes it', async () => {
    const { context, page, errors } = await e2e.signedIn();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Tailor Resume' }).click();
    await page.waitForURL('**/create-tailored-resume');
    await expectAccessible(page, '/create-tailored-resume');

    // Validation messages before anything is sent.
    await page.getByRole('button', { name: 'Generate Tailored Resume' }).click();
    await page.getByText('Job description must be at least 30 characters').waitFor();

    await page.locator('input[type=file]').setInputFiles(RESUME);
    await page.getByLabel('Job description').fill(JOB);
    await page.getByRole('button', { name: 'Generate Tailored Resume' }).click();
    await page.getByText('Your Tailored Resume is Ready!').waitFor({ timeout: 30_000 });
    const preview = page.getByRole('article', { name: 'Tailored resume preview' });
    expect(await preview.getByRole('heading', { level: 3 }).innerText()).toMatch(/Maya Chen/i);
    expect(await preview.getByText('EXPERIENCE', { exact: true }).isVisible()).toBe(true);
    // The writer note, as under a cover letter.
    expect(await page.getByTestId('writer-note').innerText()).toBe('Written by the built-in writer, from the facts in your resume.');
    await screenshot(page, 'tailored-result-desktop');

    const [docx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as DOCX' }).click()]);
    expect(docx.suggestedFilename()).toBe('Tailored_Resume.docx');
    const docxText = (await mammoth.extractRawText({ path: (await docx.path())! })).value;
    expect(docxText).toMatch(/Maya Chen/i);
    expect(docxText).toContain('EXPERIENCE');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('Tailored_Resume.pdf');
    expect(await pdfText((await pdf.path())!)).toMatch(/Maya Chen/i);

    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.getByRole('tab', { name: 'Tailored Resumes' }).click();
    const list = page.getByRole('list', { name: 'Tailored resumes' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.getByText('technical').isVisible()).toBe(true);
    await expectAccessible(page, '/dashboard tailored tab');
    await page.getByRole('tab', { name: 'Original Resumes' }).click();
    expect(await page.getByRole('list', { name: 'Original resumes' }).getByRole('listitem').count()).toBe(1);

    await page.getByRole('tab', { name: 'Tailored Resumes' }).click();
    await list.getByRole('button', { name: /Delete tailored resume/ }).click();
    await page.getByText('This action cannot be undone. This will permanently delete your tailored resume.').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Tailored Resume Deleted').first().waitFor();
    await page.getByText('No Tailored Resumes Yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists cover letters with company badge, views one and downloads it under the dated name', async () => {
    const { context, page } = await e2e.signedIn();
    const gen = await context.request.post('/api/generate', {
      multipart: {
        resume: { name: 'maya.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(RESUME) },
        jobDescription: JOB,
        companyName: 'Northwind Labs',
      },
    });
    expect(gen.status()).toBe(200);
    await page.goto('/dashboard');
    const list = page.getByRole('list', { name: 'Cover letters' });
    await list.waitFor();
    expect(await list.getByRole('heading', { name: 'Northwind Labs' }).isVisible()).toBe(true);
    expect(await list.getByText('DB', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Today's Usage").isVisible()).toBe(true);
    await list.getByRole('button', { name: 'View' }).click();
    await page.getByRole('dialog').getByText(/Dear/).first().waitFor();
    await page.keyboard.press('Escape');
    const [file] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: /as DOCX/ }).click()]);
    expect(file.suggestedFilename()).toMatch(/^Cover_Letter_\d{4}-\d{2}-\d{2}\.docx$/);
    await page.getByText('Download Started').first().waitFor();
    await expectAccessible(page, '/dashboard letters tab');
    await screenshot(page, 'dashboard-letters-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'dashboard-letters-mobile');

    await list.getByRole('button', { name: /Delete .* cover letter/ }).click();
    await page.getByText('This action cannot be undone. This will permanently delete your cover letter.').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Cover Letter Deleted').first().waitFor();
    await page.getByText('No Cover Letters Yet').waitFor();
    await context.close();
  });

  it('aborts after 60 seconds with the timeout message and toast', async () => {
    const { context, page } = await e2e.signedIn();
    await page.clock.install();
    await page.goto('/create-tailored-resume');
    // The request never answers; the page's own 60-second abort must fire.
    await page.route('**/api/generate-tailored-resume', () => {});
    await page.locator('input[type=file]').setInputFiles(RESUME);
    await page.getByLabel('Job description').fill(JOB);
    await page.getByRole('button', { name: 'Generate Tailored Resume' }).click();
    await page.getByText('Tailoring Your Resume').waitFor();
    await page.clock.fastForward('01:01');
    await page.getByText('Request timed out after 60 seconds. Please try again.').first().waitFor();
    await page.getByText('The request took too long to complete. Please try again.').first().waitFor();
    await context.close();
  });

  it('opens the limit dialog on the dashboard after the daily tailored limit is used up', async () => {
    const { context, page } = await e2e.signedIn();
    for (let i = 0; i < 3; i++) expect((await tailorViaApi(context)).status()).toBe(200);
    await page.goto('/create-tailored-resume');
    await page.locator('input[type=file]').setInputFiles(RESUME);
    await page.getByLabel('Job description').fill(JOB);
    await page.getByRole('button', { name: 'Generate Tailored Resume' }).click();
    await page.waitForURL('**/dashboard');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Daily Limit Reached').waitFor();
    expect(await dialog.innerText()).toMatch(/You've used all 3 of your free cover letter generations for today\. Your limit will reset in \d+ (?:hours?|minutes?)/);
    await screenshot(page, 'dashboard-limit-dialog');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await context.close();
  });

  describe('the account’s own data', () => {
    /** A signed-in account with one tailored resume, on the Original Resumes tab. */
    async function withOriginal() {
      const signed = await e2e.signedIn();
      expect((await tailorViaApi(signed.context)).status()).toBe(200);
      await signed.page.goto('/dashboard');
      await signed.page.getByRole('tab', { name: 'Original Resumes' }).click();
      const list = signed.page.getByRole('list', { name: 'Original resumes' });
      await list.waitFor();
      return { ...signed, list };
    }

    it("views an original resume (its profile, its text) and downloads the original file", async () => {
      const { context, page, list } = await withOriginal();
      await list.getByRole('link', { name: /^View/ }).click();
      await page.waitForURL(/\/resumes\/\d+$/);
      await page.getByTestId('profile-editor').waitFor();
      await page.getByText('Text we extracted from your resume').click();
      await page.getByText(/Maya Chen/).first().waitFor();
      const [original] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download original' }).click()]);
      expect(fs.readFileSync((await original.path())!).subarray(0, 5).toString()).toBe('%PDF-');
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await context.close();
    });

    it('exports the account data without the password hash', async () => {
      const { context, page, username } = await withOriginal();
      const [data] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      const exported = fs.readFileSync((await data.path())!, 'utf8');
      expect(() => JSON.parse(exported)).not.toThrow();
      expect(exported).toContain(username);
      expect(exported).not.toContain('argon2');
      await context.close();
    });

    it('deletes an original resume after the confirmation', async () => {
      const { context, page, list } = await withOriginal();
      await list.getByRole('button', { name: /Delete resume/ }).click();
      await page.getByText('This action cannot be undone. This will permanently delete your resume.').waitFor();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('No Resumes Yet').waitFor();
      await context.close();
    });

    it('deletes the account once the username is typed: signed out, and the login no longer works', async () => {
      const { context, page, username } = await withOriginal();
      await page.getByRole('button', { name: 'Delete account' }).click();
      const confirm = page.getByRole('dialog');
      const remove = confirm.getByRole('button', { name: 'Delete account' });
      expect(await remove.isDisabled()).toBe(true);
      await confirm.getByLabel('Username').fill(username);
      await remove.click();
      await page.waitForURL((url) => url.pathname === '/');
      expect((await context.request.get('/api/user')).status()).toBe(401);
      const login = await context.request.post('/api/login', { data: { username, password: 'secret-pass-1' } });
      expect(login.status()).toBe(401);
      await context.close();
    });
  });
});

// Browser tests of "see and correct what ApplyKit read from your resume": the "What we read" panel
// under a letter, "Correct and regenerate", the profile editor opened by the dashboard's View, and a
// next letter from the saved resume that starts from the correction.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resumes } from '../../src/server/db/schema.ts';
import { MOBILE, expectAccessible, screenshot } from '../helpers/browser.ts';
import { setupE2E } from '../helpers/e2e.ts';

const MAYA_PDF = path.resolve('tests/fixtures/resumes/maya-chen-software.pdf');
const SOFTWARE_JOB = fs.readFileSync(path.resolve('tests/fixtures/jobs/software.txt'), 'utf8');

const e2e = setupE2E();

async function generateViaForm(page: Page, opts: { file?: string; savedResume?: string } = { file: MAYA_PDF }): Promise<void> {
  await page.goto('/generator');
  const form = page.getByTestId('generator-form');
  await form.getByLabel('Job Description').fill(SOFTWARE_JOB);
  if (opts.file) {
    await form.getByTestId('resume-input').setInputFiles(opts.file);
    await form.getByTestId('resume-selected').waitFor();
  }
  if (opts.savedResume) await form.getByLabel('Or use a saved resume').selectOption({ label: opts.savedResume });
  await form.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await page.getByTestId('results-view').waitFor({ timeout: 60_000 });
}

async function generateViaApi(context: BrowserContext): Promise<number> {
  const res = await context.request.post('/api/generate', {
    multipart: { resume: { name: 'maya-chen-software.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(MAYA_PDF) }, jobDescription: SOFTWARE_JOB },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).resumeId as number;
}

describe('What we read, under the letter', () => {
  it('shows the jobs as read, and "Correct and regenerate" writes a letter stating the corrected employer and title', async () => {
    const { context, page, errors } = await e2e.signedIn();
    try {
      await generateViaForm(page);
      expect(await page.getByTestId('letter-text').innerText()).not.toContain('Quillmark Robotics');
      const panel = page.getByTestId('what-we-read');
      await panel.getByRole('heading', { name: 'What we read' }).waitFor();
      const jobs = panel.getByTestId('read-job');
      expect(await jobs.count()).toBeGreaterThan(1);
      expect(await jobs.first().innerText()).toContain('Northwind Labs');
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, 'what-we-read-panel');
      await expectAccessible(page, 'results with What we read');

      const open = panel.getByRole('button', { name: 'Correct and regenerate' });
      await open.click();
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      const editor = panel.getByTestId('profile-editor');
      const job1 = editor.getByRole('group', { name: 'Job 1' });
      await job1.getByLabel('Employer').fill('Quillmark Robotics');
      await job1.getByLabel('Job title').fill('Staff Platform Engineer');
      await screenshot(page, 'what-we-read-editor');
      await expectAccessible(page, 'results with the profile editor open');

      await editor.getByRole('button', { name: 'Save and regenerate' }).click();
      // The old letter stays on screen until the regenerated one replaces it: wait for the new one.
      await page.getByTestId('letter-text').filter({ hasText: 'Quillmark Robotics' }).waitFor({ timeout: 60_000 });
      await page.getByText('Written from your corrections', { exact: false }).waitFor();
      const letter = await page.getByTestId('letter-text').innerText();
      expect(letter).toContain('Quillmark Robotics');
      expect(letter).toContain('Staff Platform Engineer');
      expect(await page.getByTestId('what-we-read').getByTestId('read-job').first().innerText()).toContain('Quillmark Robotics');
      // One generation and one regeneration taken from the free allowance, as any regeneration.
      const usage = await (await context.request.get('/api/subscription/usage-limit')).json();
      expect(usage.used).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('What we read, under a tailored resume', () => {
  it('tailors a saved resume (no upload), and "Correct and regenerate" tailors it again from the correction', async () => {
    const { context, page, errors } = await e2e.signedIn();
    try {
      await generateViaApi(context);
      await page.goto('/create-tailored-resume');
      const label = await page.getByLabel('Or use a saved resume').locator('option').nth(1).innerText();
      await page.getByLabel('Or use a saved resume').selectOption({ label: label.trim() });
      await page.getByLabel('Job description').fill(SOFTWARE_JOB);
      await page.getByRole('button', { name: 'Generate Tailored Resume' }).click();
      await page.getByText('Your Tailored Resume is Ready!').waitFor({ timeout: 60_000 });
      const panel = page.getByTestId('what-we-read');
      await panel.getByRole('heading', { name: 'What we read' }).waitFor();
      expect(await page.getByText('Quillmark Robotics').count()).toBe(0);
      await expectAccessible(page, 'tailored result with What we read');

      await panel.getByRole('button', { name: 'Correct and regenerate' }).click();
      await panel.getByRole('group', { name: 'Job 1' }).getByLabel('Employer').fill('Quillmark Robotics');
      await panel.getByRole('button', { name: 'Save and regenerate' }).click();
      // The earlier result stays under the loader until the new one replaces it: wait for the new one.
      const preview = page.getByRole('article', { name: 'Tailored resume preview' });
      await preview.filter({ hasText: 'Quillmark Robotics' }).waitFor({ timeout: 60_000 });
      await page.getByText('Written from your corrections', { exact: false }).waitFor();
      expect(await page.getByText('Your Tailored Resume is Ready!').isVisible()).toBe(true);
      const usage = await (await context.request.get('/api/subscription/usage-limit')).json();
      expect(usage.tailoredResume.used).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the profile editor (dashboard View)', () => {
  it('edits, reorders, validates and saves; a reload shows it; the next letter from the saved resume uses it', async () => {
    const { context, page, errors } = await e2e.signedIn();
    try {
      await generateViaApi(context);
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Original Resumes' }).click();
      await page.getByRole('list', { name: 'Original resumes' }).getByRole('link', { name: /^View/ }).click();
      const editor = page.getByTestId('profile-editor');
      await editor.waitFor();
      expect(await page.getByTestId('profile-status').innerText()).toBe('As we read it: not corrected yet.');
      await expectAccessible(page, 'profile editor');

      const job1 = editor.getByRole('group', { name: 'Job 1' });
      await job1.getByLabel('Employer').fill('Lumen Harbor Systems');

      // Reorder by keyboard: the move button keeps the focus, so Enter twice moves a skill up twice.
      const skill3 = await editor.getByLabel('Skill 3', { exact: true }).inputValue();
      await editor.getByRole('button', { name: 'Move skill 3 up' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      expect(await editor.getByLabel('Skill 1', { exact: true }).inputValue()).toBe(skill3);

      await editor.getByRole('button', { name: 'Add a skill' }).click();
      await page.keyboard.type('Rust');
      const certifications = editor.getByRole('region', { name: 'Certifications' });
      const certCount = await certifications.getByRole('textbox').count();
      await editor.getByRole('button', { name: 'Remove certification 1' }).click();
      expect(await certifications.getByRole('textbox').count()).toBe(certCount - 1);

      // The shared rules, on the form: a job needs a title or an employer.
      await editor.getByRole('button', { name: 'Add a job' }).click();
      await editor.getByRole('button', { name: 'Save corrections' }).click();
      const problems = page.getByTestId('profile-errors');
      const jobCount = await editor.getByRole('group', { name: /^Job \d+$/ }).count();
      expect(await problems.innerText()).toContain(`Job ${jobCount}: Each job needs a job title or an employer`);
      await screenshot(page, 'profile-editor-invalid');
      await expectAccessible(page, 'profile editor with errors');
      await editor.getByRole('button', { name: `Remove job ${jobCount}` }).click();

      await editor.getByRole('button', { name: 'Save corrections' }).click();
      await page.getByText('Resume profile saved').first().waitFor();

      await page.reload();
      await page.getByTestId('profile-editor').waitFor();
      const reloaded = page.getByTestId('profile-editor');
      expect(await reloaded.getByRole('group', { name: 'Job 1' }).getByLabel('Employer').inputValue()).toBe('Lumen Harbor Systems');
      expect(await reloaded.getByLabel('Skill 1', { exact: true }).inputValue()).toBe(skill3);
      expect(await page.getByTestId('profile-status').innerText()).toMatch(/^Your corrections, saved /);
      await screenshot(page, 'profile-editor');

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByRole('tab', { name: 'Original Resumes' }).click();
      await page.getByRole('list', { name: 'Original resumes' }).getByText('Corrected by you').waitFor();
      const label = await savedResumeLabel(page);
      expect(label).toMatch(/^maya-chen-software\.pdf \(.+\), with your corrections$/);
      await generateViaForm(page, { savedResume: label });
      expect(await page.getByTestId('letter-text').innerText()).toContain('Lumen Harbor Systems');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("marks the fields the parser was unsure of, and the mark goes once the user edits the field", async () => {
    const { context, page, errors } = await e2e.signedIn();
    try {
      const resumeId = await generateViaApi(context);
      // Set the reading's confidence so that exactly one field is unsure, whatever the learned parser gave.
      const [row] = await e2e.app.ctx.db.select({ profile: resumes.profile }).from(resumes).where(eq(resumes.id, resumeId));
      const profile = row!.profile;
      for (const entry of profile.experience) entry.confidence = { title: 0.93, company: 0.93, dates: 0.9 };
      for (const entry of profile.education) entry.confidence = { degree: 0.93, institution: 0.93 };
      for (const entry of profile.otherPositions ?? []) entry.confidence = { title: 0.93, company: 0.93, dates: 0.9 };
      profile.experience[0]!.confidence = { title: 0.93, company: 0.42, dates: 0.9 };
      await e2e.app.ctx.db.update(resumes).set({ profile }).where(eq(resumes.id, resumeId));

      await page.goto(`/resumes/${resumeId}`);
      const job1 = page.getByTestId('profile-editor').getByRole('group', { name: 'Job 1' });
      await job1.waitFor();
      expect(await page.getByTestId('unsure-mark').count()).toBe(1);
      const employer = job1.getByLabel('Employer');
      const describedBy = (await employer.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toMatch(/^Unsure/);
      expect(await job1.getByLabel('Job title').getAttribute('aria-describedby')).toBeNull();
      await expectAccessible(page, 'profile editor with an unsure field');
      await employer.fill('Northwind Laboratories');
      expect(await page.getByTestId('unsure-mark').count()).toBe(0);

      // Not saved: the reading keeps its mark, and the panel under the next letter shows it.
      await page.getByRole('link', { name: 'Write a cover letter from it' }).click();
      await page.waitForURL((url) => url.pathname === '/generator' && url.search === `?resume=${resumeId}`);
      const form = page.getByTestId('generator-form');
      expect(await form.getByLabel('Or use a saved resume').inputValue()).toBe(String(resumeId));
      await form.getByLabel('Job Description').fill(SOFTWARE_JOB);
      await form.getByRole('button', { name: 'Generate Cover Letter' }).click();
      await page.getByTestId('results-view').waitFor({ timeout: 60_000 });
      const panel = page.getByTestId('what-we-read');
      expect(await panel.getByTestId('unsure-count').innerText()).toBe('We were unsure of 1 field, marked below.');
      const first = panel.getByTestId('read-job').first();
      expect(await first.getByTestId('unsure-mark').count()).toBe(1);
      expect(await first.innerText()).toMatch(/Northwind Labs\s*Unsure/);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, 'what-we-read-unsure');
      await expectAccessible(page, 'What we read with an unsure field');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the profile editor on a phone', () => {
  it('is usable and accessible at 390 px', async () => {
    const { context, page, errors } = await e2e.signedIn(MOBILE);
    try {
      const resumeId = await generateViaApi(context);
      await page.goto(`/resumes/${resumeId}`);
      const editor = page.getByTestId('profile-editor');
      await editor.waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await editor.getByRole('button', { name: 'Move job 2 up' }).click();
      expect(await editor.getByRole('group', { name: 'Job 1' }).getByLabel('Employer').inputValue()).toBe('Brightpath Analytics');
      await screenshot(page, 'profile-editor-mobile');
      await expectAccessible(page, 'profile editor at 390 px');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The saved resume's option text in the form's picker (its filename and date). */
async function savedResumeLabel(page: Page): Promise<string> {
  await page.goto('/generator');
  const picker = page.getByLabel('Or use a saved resume');
  await picker.waitFor();
  return (await picker.locator('option').nth(1).innerText()).trim();
}

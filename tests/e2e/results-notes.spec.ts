// Browser tests of what the results view says about a letter: which writer wrote it, and that the
// resume could not fill the chosen length (a shorter letter rather than filler).
import path from 'node:path';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot } from '../helpers/browser.ts';
import { setupE2E } from '../helpers/e2e.ts';

const RESUMES = path.resolve('tests/fixtures/resumes');
const SOFTWARE_JOB = fs.readFileSync(path.resolve('tests/fixtures/jobs/software.txt'), 'utf8');

const e2e = setupE2E();

async function generate(page: Page, resume: string, length?: string): Promise<void> {
  await page.goto('/generator');
  const form = page.getByTestId('generator-form');
  await form.getByLabel('Job Description').fill(SOFTWARE_JOB);
  await form.getByTestId('resume-input').setInputFiles(path.join(RESUMES, resume));
  await form.getByTestId('resume-selected').waitFor();
  if (length) {
    await form.getByRole('button', { name: 'Advanced Options', exact: true }).click();
    await form.getByTestId('advanced-options').getByLabel('Length').click();
    await page.getByRole('option', { name: length }).click();
  }
  await form.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await page.getByTestId('results-view').waitFor({ timeout: 60_000 });
}

describe('results view notes', () => {
  it('says the letter was written by the built-in writer', async () => {
    const { context, page, errors } = await e2e.signedIn();
    try {
      await generate(page, 'maya-chen-software.pdf');
      const note = page.getByTestId('writer-note');
      expect(await note.innerText()).toBe('Written by the built-in writer, from the facts in your resume.');
      expect(await page.getByTestId('length-notice').count()).toBe(0);
      await expectAccessible(page, 'results view with the writer note');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the notice when the resume cannot fill the chosen length', async () => {
    const { context, page, errors } = await e2e.signedIn();
    try {
      await generate(page, 'aisha-khan-pharmacy.pdf', 'Long (300-400 words)');
      const notice = page.getByTestId('length-notice');
      expect(await notice.innerText()).toMatch(/^Your resume supports about \d+ words for this job, short of the Long length \(300–400 words\)\./);
      await screenshot(page, 'cover-letter-results-notice-desktop');
      await expectAccessible(page, 'results view with the length notice');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

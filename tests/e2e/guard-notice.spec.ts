// Browser test of the guard's notice: with a configured model (a local OpenAI-compatible stand-in) whose letter
// invents an employer, the results view shows the model's letter without that sentence and says so, quoting the claim.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, screenshot } from '../helpers/browser.ts';
import { setupE2E } from '../helpers/e2e.ts';
import { startModelTestServer, type ModelTestServer } from '../helpers/model-test-server.ts';
import { INVENTED_EMPLOYER_SENTENCE, MAYA_LETTER_WITH_INVENTED_EMPLOYER } from '../helpers/model-letters.ts';

const RESUME = path.resolve('tests/fixtures/resumes/maya-chen-software.pdf');
const SOFTWARE_JOB = fs.readFileSync(path.resolve('tests/fixtures/jobs/software.txt'), 'utf8');

// The app's environment is read when setupE2E's own beforeAll starts it, after this one has started the model.
const options: { env: Record<string, string> } = { env: {} };
let model: ModelTestServer;
beforeAll(async () => {
  model = await startModelTestServer();
  Object.assign(options.env, {
    WRITER: 'openai',
    OPENAI_BASE_URL: model.baseURL,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'test-model',
    WRITER_TIMEOUT_MS: '10000',
  });
});
afterAll(async () => {
  await model?.close();
});
const e2e = setupE2E(options);

describe('the guard’s notice in the results view', () => {
  it('says a sentence of the model’s letter was taken out, quoting the invented employer', async () => {
    const { context, page, errors } = await e2e.signedIn();
    try {
      model.script({ kind: 'text', text: MAYA_LETTER_WITH_INVENTED_EMPLOYER });
      await page.goto('/generator');
      const form = page.getByTestId('generator-form');
      await form.getByLabel('Job Description').fill(SOFTWARE_JOB);
      await form.getByTestId('resume-input').setInputFiles(RESUME);
      await form.getByTestId('resume-selected').waitFor();
      await form.getByRole('button', { name: 'Generate Cover Letter' }).click();
      await page.getByTestId('results-view').waitFor({ timeout: 60_000 });

      const note = page.getByTestId('guard-note');
      await note.waitFor();
      const text = await note.innerText();
      expect(text).toContain("We took a sentence out of your model's letter because it claims what your resume does not support:");
      expect(text).toContain('the employer “Stripe”');
      expect(text).toContain(INVENTED_EMPLOYER_SENTENCE);
      expect(await page.getByTestId('writer-note').innerText()).toBe('Written by your model (openai:test-model) and checked against your resume.');
      // Soft skills the letter names ('strong communication skills') are never listed.
      expect(text).not.toMatch(/communication/i);
      await screenshot(page, 'cover-letter-results-guard-notice-desktop');
      await expectAccessible(page, 'results view with the guard notice');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

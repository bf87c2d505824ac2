// Toolbar popup: captures the job tab, shows what was found, and hands it to ApplyKit on click.
// Tests open popup.html?tab=<id> in a tab of their own; a real click opens it on the active tab.
import { encodeJobHandoff, HANDOFF_TRUNCATED_NOTICE, HANDOFF_MAX_DESCRIPTION } from '../../src/shared/extension-handoff.ts';
import type { CaptureResult, CapturedPosting } from './capture.ts';
import { captureTab, CANNOT_READ_MESSAGE } from './run-capture.ts';
import { readApplyKitUrl } from './settings.ts';
import { countWords, previewLines } from './text.ts';

const byId = (id: string) => document.getElementById(id) as HTMLElement;

async function findTabId(): Promise<number | undefined> {
  const fromQuery = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

async function readCapture(): Promise<CaptureResult> {
  if (new URLSearchParams(location.search).get('from') === 'menu') {
    const stored = (await chrome.storage.session.get(['pendingCapture'])).pendingCapture as CaptureResult | undefined;
    if (stored) return stored;
  }
  const tabId = await findTabId();
  return tabId === undefined ? { ok: false, reason: CANNOT_READ_MESSAGE } : captureTab(tabId);
}

function showProblem(reason: string): void {
  const status = byId('status');
  status.textContent = reason;
  status.classList.add('problem');
}

function showPosting(posting: CapturedPosting, target: string): void {
  byId('status').textContent = posting.source === 'selection' ? 'Captured your selection.' : 'Found a job posting on this page.';
  byId('captured-title').textContent = posting.title || 'Untitled posting';
  byId('captured-company').textContent = posting.company || 'Not found (you can type it in ApplyKit)';
  byId('captured-location').textContent = posting.location || '—';
  byId('captured-words').textContent = countWords(posting.description).toLocaleString('en-US');
  byId('captured-lines').textContent = previewLines(posting.description).join('\n');
  byId('target').textContent = target;
  if (posting.description.length > HANDOFF_MAX_DESCRIPTION) {
    const note = byId('truncated');
    note.textContent = `${HANDOFF_TRUNCATED_NOTICE} (first ${HANDOFF_MAX_DESCRIPTION.toLocaleString('en-US')} characters)`;
    note.hidden = false;
  }
  byId('preview').hidden = false;
  byId('open').addEventListener('click', () => {
    const fragment = encodeJobHandoff({ jobDescription: posting.description, companyName: posting.company, postingUrl: posting.url });
    void chrome.tabs.create({ url: `${target}/generator#${fragment}` }).then(() => window.close());
  });
}

async function start(): Promise<void> {
  byId('options').addEventListener('click', (e) => {
    e.preventDefault();
    void chrome.runtime.openOptionsPage();
  });
  const [result, target] = await Promise.all([readCapture(), readApplyKitUrl()]);
  if (result.ok) showPosting(result.posting, target);
  else showProblem(result.reason);
}

void start();

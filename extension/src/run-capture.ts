// Runs the capture in a tab: the bundled page script first, then one call to it.
import type { CaptureResult } from './capture.ts';

export const CANNOT_READ_MESSAGE = 'ApplyKit cannot read this page (browser pages and the Web Store are off limits). Open a job posting and try again.';

export async function captureTab(tabId: number): Promise<CaptureResult> {
  try {
    await chrome.scripting.executeScript({ target: { tabId }, files: ['page-script.js'] });
    const [first] = await chrome.scripting.executeScript({ target: { tabId }, func: () => globalThis.applykitCapture?.() ?? null });
    return first?.result ?? { ok: false, reason: CANNOT_READ_MESSAGE };
  } catch {
    return { ok: false, reason: CANNOT_READ_MESSAGE };
  }
}

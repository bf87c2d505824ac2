// The ApplyKit address the hand-off opens, kept in chrome.storage.sync (options page).
export const DEFAULT_APPLYKIT_URL = 'http://localhost:3000';
const KEY = 'applykitUrl';

export async function readApplyKitUrl(): Promise<string> {
  const stored = (await chrome.storage.sync.get([KEY]))[KEY];
  return typeof stored === 'string' && stored !== '' ? stored : DEFAULT_APPLYKIT_URL;
}

/** Accepts an http(s) origin with an optional path; returns it without a trailing slash, or null. */
export function normalizeApplyKitUrl(input: string): string | null {
  try {
    const u = new URL(input.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export async function saveApplyKitUrl(url: string): Promise<void> {
  await chrome.storage.sync.set({ [KEY]: url });
}

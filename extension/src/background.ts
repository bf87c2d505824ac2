// Context-menu entry on a selection: captures it, then shows the same preview as the toolbar popup
// in a small window, so nothing leaves the browser before the user clicks "Open in ApplyKit".
import { captureTab } from './run-capture.ts';

const MENU_ID = 'applykit-capture';
export const MENU_TITLE = 'Write a cover letter with ApplyKit';

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({ id: MENU_ID, title: MENU_TITLE, contexts: ['selection'] });
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId !== MENU_ID || tab?.id === undefined) return;
  void showPreview(tab.id);
});

// Reachable from the service worker's console (and the e2e test, which cannot right-click in headless mode).
Object.assign(globalThis, { applykitShowPreview: showPreview });

async function showPreview(tabId: number): Promise<void> {
  const result = await captureTab(tabId);
  await chrome.storage.session.set({ pendingCapture: result });
  await chrome.windows.create({ url: chrome.runtime.getURL('popup.html?from=menu'), type: 'popup', width: 420, height: 560 });
}

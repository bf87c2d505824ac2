// Injected into the job tab only when the user clicks: reads the page and returns the capture.
import { capturePosting } from './capture.ts';

declare global {
  var applykitCapture: (() => ReturnType<typeof capturePosting>) | undefined;
}

globalThis.applykitCapture = () => capturePosting(document, String(window.getSelection() ?? ''), location.href);

// SPEC.md section 7 analytics. Events are sent only when a measurement id is configured at build
// time (VITE_ANALYTICS_ID); none is by default, so `track` does nothing and no third-party script
// is ever loaded. A deployment that wants analytics sets the id and plugs a first-party sink into
// `setAnalyticsSink` (e.g. a POST to its own endpoint); the CSP forbids external hosts anyway.

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;
export type AnalyticsSink = (event: string, params: AnalyticsParams) => void;

const measurementId: string | undefined = import.meta.env.VITE_ANALYTICS_ID || undefined;
let sink: AnalyticsSink | null = null;

/**
 * Installs the function that delivers events (only used when analytics is enabled). Nothing in
 * this repository calls it: it is the hook a deployment wires up, so it is kept on purpose.
 * @public
 */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

/** Records one event, e.g. track('navigation', { destination: '/#features', link_text: 'Features' }). */
export function track(event: string, params: AnalyticsParams = {}): void {
  if (!measurementId || !sink) return;
  try {
    sink(event, params);
  } catch {
    // Analytics must never break the page.
  }
}

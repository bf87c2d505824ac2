// Display helpers shared by cards and previews (SPEC.md section 3).

/** Long US date: 'November 22, 2026'. */
export function formatLongDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** yyyy-mm-dd (UTC) for file names. */
export function formatIsoDay(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** Cuts text to `max` characters with an ellipsis when longer (whitespace collapsed). */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${trimTrailingPunctuation(flat.slice(0, max).trimEnd())}...` : flat;
}

/** Drops trailing . , ; : (a scan from the end: a `[.,;:]+$` pattern is quadratic on long runs). */
function trimTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && '.,;:'.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

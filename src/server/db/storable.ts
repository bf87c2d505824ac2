// The storage boundary's own guard. The engine normalises the text it extracts, but PostgreSQL
// refuses a NUL in text and an unpaired surrogate in JSON whatever the source (a job description
// pasted with one, an engine change), and a refused insert would be a 500. Cheap enough to apply to
// every user-derived string written.

const UNSTORABLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Drops C0 controls other than tab, newline and carriage return; replaces lone surrogates with U+FFFD. */
export function toStorableText(text: string): string {
  return text.replace(UNSTORABLE_CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** toStorableText applied to every string (keys included) inside a JSON-like value. */
export function toStorable<T>(value: T): T {
  if (typeof value === 'string') return toStorableText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => toStorable(v)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toStorableText(k), toStorable(v)])) as T;
  }
  return value;
}

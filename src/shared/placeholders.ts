// Bracketed placeholders in letter text (SPEC.md sections 2, 3 and 5).

export type PlaceholderKind = 'company' | 'position' | 'name' | 'employer' | 'date';

export interface Placeholder {
  /** Occurrence index among all bracketed texts, in order. */
  index: number;
  /** Offset of '[' in the text. */
  start: number;
  /** Offset just after ']'. */
  end: number;
  /** The text between the brackets. */
  inner: string;
  /** The recognised kind, or null for any other bracketed text. */
  kind: PlaceholderKind | null;
}

// Brackets on one line without nested brackets: "[Company Name]", "[Hiring Manager's Name]".
const BRACKET = /\[([^[\]\n]*)\]/g;

const KINDS: Array<[RegExp, PlaceholderKind]> = [
  [/^company(?:'s|s)? name$/i, 'company'],
  [/^employer(?:'s)? name$/i, 'employer'],
  [/^(?:position|job title|role)$/i, 'position'],
  [/^(?:your name|name|full name)$/i, 'name'],
  [/^date$/i, 'date'],
];

/** The kind of a placeholder text (without brackets), by SPEC's case-insensitive patterns. */
export function placeholderKind(inner: string): PlaceholderKind | null {
  const t = inner.trim().replace(/\s+/g, ' ').replace(/’/g, "'");
  for (const [re, kind] of KINDS) if (re.test(t)) return kind;
  return null;
}

/** Every bracketed text in order (any bracket text counts as an unfilled placeholder). */
export function findPlaceholders(text: string): Placeholder[] {
  const out: Placeholder[] = [];
  for (const m of text.matchAll(BRACKET)) {
    const start = m.index ?? 0;
    out.push({ index: out.length, start, end: start + m[0].length, inner: m[1] ?? '', kind: placeholderKind(m[1] ?? '') });
  }
  return out;
}

export function hasPlaceholders(text: string): boolean {
  return findPlaceholders(text).length > 0;
}

/** Replaces only the bracket occurrence at `index` by `value`; text unchanged if there is none. */
export function replacePlaceholder(text: string, index: number, value: string): string {
  const p = findPlaceholders(text)[index];
  if (!p) return text;
  return text.slice(0, p.start) + value + text.slice(p.end);
}

/** Splits text into plain pieces and placeholder pieces, for rendering. */
export function splitByPlaceholders(text: string): Array<{ type: 'text'; text: string } | { type: 'placeholder'; placeholder: Placeholder }> {
  const parts: Array<{ type: 'text'; text: string } | { type: 'placeholder'; placeholder: Placeholder }> = [];
  let last = 0;
  for (const p of findPlaceholders(text)) {
    if (p.start > last) parts.push({ type: 'text', text: text.slice(last, p.start) });
    parts.push({ type: 'placeholder', placeholder: p });
    last = p.end;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}

// Trailing-character trimming without a regular expression: `/[.,;]+$/` rescans a long run of those characters
// from every start position (quadratic on hostile input); this walks back once.

/** `text` without the trailing characters that are in `chars` (and, with `spaces`, whitespace among them). */
export function trimEndChars(text: string, chars: string, spaces = false): string {
  let end = text.length;
  while (end > 0) {
    const c = text[end - 1];
    if (chars.includes(c) || (spaces && /\s/.test(c))) end--;
    else break;
  }
  return text.slice(0, end);
}

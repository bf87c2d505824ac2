// Counting and previewing captured text; kept apart so the popup bundle does not carry Readability.
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

/** The first few non-empty lines, for the popup's preview. */
export function previewLines(text: string, lines = 4): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .slice(0, lines);
}

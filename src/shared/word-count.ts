// Word count of SPEC.md section 5: whitespace-separated tokens of the trimmed text, 0 if empty.
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return trimmed.split(/\s+/).length;
}

/** 'word' for exactly one, 'words' otherwise (0 words, 2 words). */
export function wordUnit(count: number): 'word' | 'words' {
  return count === 1 ? 'word' : 'words';
}

/** "1 word", "0 words", "250 words". */
export function formatWordCount(count: number): string {
  return `${count} ${wordUnit(count)}`;
}

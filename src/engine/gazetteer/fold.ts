// One folding for building the gazetteers and for looking text up in them: lower case, accents removed, dots
// inside abbreviations dropped ("B.Sc." → "bsc"), anything else that is not a letter or digit a single space.
export function foldText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokensOf(s: string): string[] {
  const f = foldText(s);
  return f ? f.split(' ') : [];
}

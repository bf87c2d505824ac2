// One folding for building the gazetteers and for looking text up in them: lower case, accents removed, dots
// inside abbreviations dropped ("B.Sc." → "bsc"), anything else that is not a letter or digit a single space.
const PLAIN_ASCII = /^[\x00-\x7f]*$/;

export function foldText(s: string): string {
  // ASCII (nearly every field): nothing to decompose or strip, and no letters or digits but a–z and 0–9.
  if (PLAIN_ASCII.test(s)) return s.toLowerCase().replace(/[.'`]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
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

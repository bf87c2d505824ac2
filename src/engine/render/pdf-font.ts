// The font embedded in every PDF, and the mapping of characters it cannot draw. Noto Sans covers Latin, Greek,
// Cyrillic and Vietnamese; PDF standard fonts (Helvetica) only cover WinAnsi and mangle anything else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const FONT_REGULAR = 'Body';
export const FONT_BOLD = 'Body-Bold';

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

let fontFiles: FontFiles | undefined;

/** Reads the shipped TTFs once per process; they are static package assets, not user input. */
export function loadFontFiles(): FontFiles {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    fontFiles = {
      regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
      bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
    };
  }
  return fontFiles;
}

// Characters that carry no visible meaning on paper: joiners, variation selectors, BOM, bidi controls.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFE00-\uFE0F\uFEFF]|\uDB40[\uDD00-\uDDEF]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]/u;
const SPACE = /\p{Zs}/u;

/**
 * Maps text to what the embedded font can draw: decomposed forms ('ǅ' → 'Dž') when those are covered, emoji and
 * invisible controls dropped, any other uncovered character shown as '?'. Without this an uncovered glyph is drawn
 * as an empty box and every such character extracts as the same wrong letter.
 */
export function createGlyphFitter(covered: ReadonlySet<number>): (text: string) => string {
  const memo = new Map<string, string>();
  const fitChar = (char: string): string => {
    const cp = char.codePointAt(0) ?? 0;
    if (covered.has(cp) || char === '\n') return char;
    if (SPACE.test(char)) return ' ';
    if (INVISIBLE.test(char) || PICTOGRAPH.test(char)) return '';
    const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (decomposed && [...decomposed].every((c) => covered.has(c.codePointAt(0) ?? 0))) return decomposed;
    return '?';
  };
  return (text: string): string => {
    let out = '';
    for (const char of text) {
      let fitted = memo.get(char);
      if (fitted === undefined) {
        fitted = fitChar(char);
        memo.set(char, fitted);
      }
      out += fitted;
    }
    return out;
  };
}

// The one gate every extractor's output passes through: documents are untrusted, and what they
// carry ends up in letters, logs, the database and JSON. NFC so 'é' compares equal however it was typed;
// no C0 controls but tab and newline (a NUL breaks PostgreSQL text); no lone surrogates (they break
// JSON and UTF-8 encoders); no C1 controls; no private-use code points (icon-font glyphs: phone, envelope, pin).
import type { ExtractedDocument } from '../types.ts';
import { documentWords, rejoinSplitWords } from './rejoin-split-words.ts';

// Every code point is looked at once: a character class, no quantifier that could backtrack.
// C1 controls too: symbol-font bullets often come out of PDFs as U+0080–U+009F.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const PRIVATE_USE = /[\ue000-\uf8ff\u{f0000}-\u{10ffff}]/gu;

// Plain printable ASCII (most resume lines) needs none of the work below.
const NEEDS_WORK = /[^\t\n\x20-\x7e]/;

export function normaliseText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  // Lone surrogates first: NFC and the /u pattern below need well-formed input.
  const wellFormed = text.replace(LONE_SURROGATE, '\ufffd');
  return wellFormed.replace(CONTROLS, '').replace(PRIVATE_USE, '').normalize('NFC');
}

/**
 * Normalises every line, joins words the text layer split ('en terprise'), and rebuilds the joined text from the
 * lines, so both always agree.
 */
export function normaliseDocument(doc: ExtractedDocument): ExtractedDocument {
  const texts = doc.lines.map((l) => normaliseText(l.text));
  // The document's words are gathered only if a line asks for them.
  let words: Set<string> | undefined;
  const vocabulary = () => (words ??= documentWords(texts));
  const wordMemo = new Map<string, boolean>();
  const lines = doc.lines.map((l, i) => {
    const text = rejoinSplitWords(texts[i], vocabulary, wordMemo);
    // The extractor's line objects are its own and go nowhere else: one whose text stays is kept as it is.
    return text === l.text ? l : { ...l, text };
  });
  // Both extractors build the text by joining the lines; rebuilding it from them saves a second pass.
  return { ...doc, lines, text: lines.map((l) => l.text).join('\n') };
}

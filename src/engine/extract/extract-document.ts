// Bytes in, text with layout out. The only entry point the server needs; every failure is an
// ExtractError whose message can be shown to the user as is.
import { MAX_UPLOAD_BYTES } from '../../shared/constants.ts';
import type { ExtractedDocument, FileKind } from '../types.ts';
import { ExtractError } from '../types.ts';
import { detectFileKind, isCompoundFile } from './detect-file-kind.ts';
import { extractDocx } from './extract-docx.ts';
import { EXTRACT_MESSAGES } from './extract-messages.ts';
import { extractPdf, toExtractError } from './extract-pdf.ts';
import { normaliseDocument } from './normalise-text.ts';

export interface ExtractOptions {
  /** PDF page cap (default 10). */
  maxPages?: number;
  /** Time cap for one file (default 10 s). */
  timeoutMs?: number;
  /** Size cap (default: the upload limit); checked before any parsing. */
  maxBytes?: number;
  /**
   * The type already sniffed from the same bytes (the server sniffs an upload while it streams in),
   * so it is not sniffed again; without it the magic bytes decide here.
   */
  kind?: FileKind;
}

export async function extractDocument(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractedDocument> {
  if (bytes.length > (opts.maxBytes ?? MAX_UPLOAD_BYTES)) throw new ExtractError('TOO_LARGE', EXTRACT_MESSAGES.TOO_LARGE);
  const kind = opts.kind ?? detectFileKind(bytes);
  try {
    // Every extractor's output passes through the same normalisation, here and nowhere else.
    if (kind === 'pdf') return normaliseDocument(await extractPdf(bytes, opts));
    if (kind === 'docx') return normaliseDocument(extractDocx(bytes));
  } catch (err) {
    throw toExtractError(err);
  }
  if (isCompoundFile(bytes)) throw new ExtractError('UNSUPPORTED_TYPE', EXTRACT_MESSAGES.LEGACY_OR_PROTECTED_WORD);
  throw new ExtractError('UNSUPPORTED_TYPE', EXTRACT_MESSAGES.UNSUPPORTED_TYPE);
}

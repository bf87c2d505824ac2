// The real type comes from the bytes, never the file name or the browser's MIME guess.
import type { FileKind } from '../types.ts';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWithAt(bytes: Uint8Array, magic: number[], at: number): boolean {
  if (at + magic.length > bytes.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[at + i] !== magic[i]) return false;
  return true;
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  outer: for (let i = bytes.indexOf(first); i !== -1 && i + text.length <= bytes.length; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/** 'pdf' when %PDF- appears in the first 1024 bytes (readers tolerate a junk prefix), 'docx' for an OOXML word zip. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  const limit = Math.min(bytes.length, 1024);
  for (let i = bytes.indexOf(0x25); i !== -1 && i < limit; i = bytes.indexOf(0x25, i + 1)) {
    if (startsWithAt(bytes, PDF_MAGIC, i)) return 'pdf';
  }
  // File names sit uncompressed in the zip headers, so a byte search finds the required parts.
  if (startsWithAt(bytes, ZIP_MAGIC, 0) && containsAscii(bytes, 'word/document.xml') && containsAscii(bytes, '[Content_Types].xml')) {
    return 'docx';
  }
  return null;
}

/** Word 97-2003 files and password-protected DOCX both use the OLE compound file container. */
export function isCompoundFile(bytes: Uint8Array): boolean {
  return startsWithAt(bytes, CFB_MAGIC, 0);
}

const DOCX_PARTS = ['word/document.xml', '[Content_Types].xml'];
/** The first 1024 bytes, plus enough for a %PDF- that starts inside them. */
const SNIFF_HEAD = 1024 + PDF_MAGIC.length - 1;
const PART_OVERLAP = Math.max(...DOCX_PARTS.map((p) => p.length)) - 1;

/**
 * The same verdicts as detectFileKind and isCompoundFile for a file that arrives in chunks and is
 * never held whole: the first 1024 bytes are kept, and for a zip the two part names are searched
 * chunk by chunk (with an overlap so a name split across chunks is still found) until both appear.
 */
export class FileKindSniffer {
  private head = new Uint8Array(0);
  private zip: boolean | null = null;
  private readonly found = new Set<string>();
  private tail = new Uint8Array(0);

  push(chunk: Uint8Array): void {
    if (this.head.length < SNIFF_HEAD) {
      const take = chunk.subarray(0, SNIFF_HEAD - this.head.length);
      const head = new Uint8Array(this.head.length + take.length);
      head.set(this.head);
      head.set(take, this.head.length);
      this.head = head;
    }
    if (this.zip === null && this.head.length >= ZIP_MAGIC.length) this.zip = startsWithAt(this.head, ZIP_MAGIC, 0);
    if (this.zip === false || this.found.size === DOCX_PARTS.length) return;
    // Search the previous chunk's tail together with this chunk.
    const window = new Uint8Array(this.tail.length + chunk.length);
    window.set(this.tail);
    window.set(chunk, this.tail.length);
    for (const part of DOCX_PARTS) if (!this.found.has(part) && containsAscii(window, part)) this.found.add(part);
    this.tail = window.slice(Math.max(0, window.length - PART_OVERLAP));
  }

  kind(): FileKind | null {
    const limit = Math.min(this.head.length, 1024);
    for (let i = this.head.indexOf(0x25); i !== -1 && i < limit; i = this.head.indexOf(0x25, i + 1)) {
      if (startsWithAt(this.head, PDF_MAGIC, i)) return 'pdf';
    }
    if (startsWithAt(this.head, ZIP_MAGIC, 0) && this.found.size === DOCX_PARTS.length) return 'docx';
    return null;
  }

  isCompound(): boolean {
    return isCompoundFile(this.head);
  }
}

// A defensive zip reader for DOCX: the central directory is vetted (entry count, declared sizes,
// compression ratios) before anything is inflated, and inflation stops at the cap whatever the
// headers claim, so a zip bomb costs at most a few megabytes of work.
import { Inflate } from 'fflate';
import { ExtractError } from '../types.ts';
import { EXTRACT_MESSAGES } from './extract-messages.ts';

export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalUncompressed: 50 * 1024 * 1024,
  /** Text XML compresses 5–20x; anything beyond this on a large entry is a bomb. */
  maxRatio: 200,
  ratioAppliesAbove: 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  /** Inflates one entry, counting its bytes against the archive's total budget. */
  read(name: string): Uint8Array | undefined;
}

const corrupt = () => new ExtractError('CORRUPT', EXTRACT_MESSAGES.CORRUPT);

function u16(b: Uint8Array, i: number): number {
  if (i + 2 > b.length) throw corrupt();
  return b[i] | (b[i + 1] << 8);
}

function u32(b: Uint8Array, i: number): number {
  if (i + 4 > b.length) throw corrupt();
  return (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
}

function findEndOfCentralDirectory(b: Uint8Array): number {
  const stop = Math.max(0, b.length - 22 - 0xffff);
  for (let i = b.length - 22; i >= stop; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) return i;
  }
  throw corrupt();
}

const decoder = new TextDecoder('utf-8', { fatal: false });

export function openZip(bytes: Uint8Array, limits = ZIP_LIMITS): ZipArchive {
  const eocd = findEndOfCentralDirectory(bytes);
  const count = u16(bytes, eocd + 10);
  const cdSize = u32(bytes, eocd + 12);
  const cdOffset = u32(bytes, eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw corrupt(); // zip64: no resume needs it
  if (count > limits.maxEntries) throw new ExtractError('TOO_MANY_ENTRIES', EXTRACT_MESSAGES.TOO_MANY_ENTRIES);
  if (cdOffset + cdSize > bytes.length) throw corrupt();

  const entries = new Map<string, ZipEntry>();
  let totalDeclared = 0;
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (u32(bytes, p) !== 0x02014b50) throw corrupt();
    const flags = u16(bytes, p + 8);
    const method = u16(bytes, p + 10);
    const compressedSize = u32(bytes, p + 20);
    const uncompressedSize = u32(bytes, p + 24);
    const nameLen = u16(bytes, p + 28);
    const extraLen = u16(bytes, p + 30);
    const commentLen = u16(bytes, p + 32);
    const localOffset = u32(bytes, p + 42);
    if (p + 46 + nameLen > bytes.length) throw corrupt();
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    totalDeclared += uncompressedSize;
    if (totalDeclared > limits.maxTotalUncompressed) throw new ExtractError('ZIP_BOMB', EXTRACT_MESSAGES.ZIP_BOMB);
    if (uncompressedSize > limits.ratioAppliesAbove && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      throw new ExtractError('ZIP_BOMB', EXTRACT_MESSAGES.ZIP_BOMB);
    }
    entries.set(name, { name, method, flags, compressedSize, uncompressedSize, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }

  let inflatedSoFar = 0;
  return {
    entries,
    read(name: string) {
      const e = entries.get(name);
      if (!e) return undefined;
      if (e.flags & 1) throw new ExtractError('ENCRYPTED', EXTRACT_MESSAGES.ENCRYPTED_DOCX);
      const lo = e.localOffset;
      if (u32(bytes, lo) !== 0x04034b50) throw corrupt();
      const start = lo + 30 + u16(bytes, lo + 26) + u16(bytes, lo + 28);
      const end = start + e.compressedSize;
      if (end > bytes.length) throw corrupt();
      const data = bytes.subarray(start, end);
      const budget = limits.maxTotalUncompressed - inflatedSoFar;
      let out: Uint8Array;
      if (e.method === 0) out = data.slice();
      else if (e.method === 8) out = inflateCapped(data, budget);
      else throw corrupt();
      if (out.length > budget) throw new ExtractError('ZIP_BOMB', EXTRACT_MESSAGES.ZIP_BOMB);
      inflatedSoFar += out.length;
      return out;
    },
  };
}

/** Inflates in small input slices so one slice can never produce more than ~1 MB past the cap. */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) over = true;
    else chunks.push(chunk);
  });
  const slice = 1024;
  try {
    for (let i = 0; i < data.length && !over; i += slice) {
      inflater.push(data.subarray(i, Math.min(i + slice, data.length)), i + slice >= data.length);
    }
  } catch {
    throw corrupt();
  }
  if (over) throw new ExtractError('ZIP_BOMB', EXTRACT_MESSAGES.ZIP_BOMB);
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

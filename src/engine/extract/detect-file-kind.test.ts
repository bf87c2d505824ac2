// The streaming sniffer (used while an upload is written to disk) gives detectFileKind's and
// isCompoundFile's verdicts whatever the chunk sizes, including names split across chunks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFileKind, FileKindSniffer, isCompoundFile } from './detect-file-kind.ts';

const DIRS = ['tests/fixtures/resumes', 'tests/fixtures/bad'].map((d) => path.resolve(d));
const files = DIRS.flatMap((dir) => readdirSync(dir).filter((f) => /\.(pdf|docx|doc|png|bin)$/i.test(f)).map((f) => path.join(dir, f)));

function sniff(bytes: Uint8Array, chunk: number) {
  const s = new FileKindSniffer();
  for (let i = 0; i < bytes.length; i += chunk) s.push(bytes.subarray(i, i + chunk));
  return { kind: s.kind(), compound: s.isCompound() };
}

describe('FileKindSniffer', () => {
  it('agrees with detectFileKind and isCompoundFile on every fixture at any chunk size', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file));
      const want = { kind: detectFileKind(bytes), compound: isCompoundFile(bytes) };
      for (const chunk of [1, 3, 7, 1000, 1024, 65536, bytes.length || 1]) expect(sniff(bytes, chunk), `${file} @ ${chunk}`).toEqual(want);
    }
  });

  it('finds %PDF- that starts inside the first 1024 bytes and ends after them, but not later', () => {
    const at = (offset: number) => {
      const bytes = new Uint8Array(2048).fill(0x20);
      bytes.set(Buffer.from('%PDF-1.7'), offset);
      return bytes;
    };
    for (const offset of [0, 1000, 1022, 1023, 1024, 1500]) {
      const bytes = at(offset);
      expect(sniff(bytes, 512).kind, String(offset)).toBe(detectFileKind(bytes));
    }
    expect(detectFileKind(at(1023))).toBe('pdf');
    expect(detectFileKind(at(1024))).toBeNull();
  });
});

// A valid PDF grown to a target size, shared by the engine and HTTP benchmarks.
import { randomBytes } from 'node:crypto';

/**
 * A real resume PDF grown to 5 MB by an incremental update that appends one incompressible 4.9 MB stream object
 * (like an embedded photo), so the file is valid, under the upload cap, and still the same resume.
 */
export function padPdf(pdf: Uint8Array, targetBytes: number): Uint8Array {
  const tail = Buffer.from(pdf.subarray(Math.max(0, pdf.length - 4096))).toString('latin1');
  const root = /\/Root\s+(\d+\s+\d+)\s+R/.exec(tail)?.[1];
  const size = Number(/\/Size\s+(\d+)/.exec(tail)?.[1]);
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1]);
  if (!root || !size || !Number.isFinite(prev)) throw new Error('Cannot pad this PDF: no classic trailer found');
  const payload = randomBytes(Math.max(0, targetBytes - pdf.length - 400));
  const objectOffset = pdf.length + 1;
  const head = Buffer.from(`\n${size} 0 obj\n<< /Length ${payload.length} >>\nstream\n`, 'latin1');
  const xrefOffset = objectOffset - 1 + head.length + payload.length + '\nendstream\nendobj\n'.length;
  const trailer = Buffer.from(
    `\nendstream\nendobj\nxref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${size + 1} /Root ${root} R /Prev ${prev} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
    'latin1',
  );
  return new Uint8Array(Buffer.concat([pdf, head, payload, trailer]));
}

// File answers: a safe download name and an attachment Content-Disposition.
const FORBIDDEN = /[\\/:*?"<>|]/g;

/** SPEC.md's filename rule (forbidden characters to '_', whitespace removed), plus control characters and a length cap. */
export function sanitizeDownloadName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(FORBIDDEN, '_')
    .replace(/\s+/g, '')
    .replace(/\.(docx|pdf|txt)$/i, '')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return cleaned || fallback;
}

/** attachment; filename="ascii"; filename*=UTF-8''encoded */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function fileResponse(bytes: Uint8Array, contentType: string, filename: string): Response {
  return new Response(bytes as unknown as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': attachmentHeader(filename),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

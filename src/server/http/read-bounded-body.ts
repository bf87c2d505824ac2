// Reads a request body into memory only up to a cap, counting while the bytes arrive: a chunked
// body (no Content-Length) over the cap is refused after `maxBytes`, never read whole.
import type { Context } from 'hono';
import { AppError } from '../errors.ts';

export function bodyTooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'Request body too large', undefined, { Connection: 'close' });
}

export async function readBoundedBody(c: Context, maxBytes: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw bodyTooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw bodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

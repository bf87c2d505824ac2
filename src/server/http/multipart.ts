// Streaming multipart/form-data for the upload routes. The file cap is enforced while bytes
// arrive, so an oversized upload is refused without being buffered; nothing downstream runs
// until the whole body has been accepted.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { Context } from 'hono';
import { MAX_UPLOAD_BYTES } from '../../shared/constants.ts';
import { FILE_TOO_LARGE_MESSAGE } from '../../shared/letters.ts';
import { AppError } from '../errors.ts';

export interface UploadedFile {
  /** Client-supplied name, reduced to a safe base name. */
  filename: string;
  /** The browser's MIME guess; never trusted for the type (magic bytes decide). */
  mimeType: string;
  bytes: Uint8Array;
}

export interface MultipartResult {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface MultipartOptions {
  /** Name of the one file field accepted. */
  fileField: string;
  maxFileBytes?: number;
  maxFields?: number;
  maxFieldBytes?: number;
  /** Whole-upload time cap (slow senders). */
  timeoutMs?: number;
}

/** Headers and boundaries on top of the file: a body this much over the cap cannot be valid. */
const ENVELOPE_SLACK = 256 * 1024;

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE, undefined, { Connection: 'close' });
}

/** The raw Node request behind a Hono context (@hono/node-server puts it in env.incoming). */
function incomingOf(c: Context): IncomingMessage {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) throw new AppError('INTERNAL', 'Uploads need the Node.js server adapter');
  return incoming;
}

export function safeBaseName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(-200);
  return cleaned || 'resume';
}

/**
 * Reads a multipart body with at most one file (field `opts.fileField`). Throws AppError:
 * 415 wrong content type, 413 file over the cap (checked from Content-Length first, then while
 * streaming), 400 malformed body, unknown/duplicate file field, too many or too long fields.
 */
export async function readMultipart(c: Context, opts: MultipartOptions): Promise<MultipartResult> {
  const maxFileBytes = opts.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const maxFields = opts.maxFields ?? 20;
  const maxFieldBytes = opts.maxFieldBytes ?? 128 * 1024;
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data with a resume file');
  }
  if (!/boundary=/i.test(contentType)) {
    throw new AppError('BAD_REQUEST', 'Malformed multipart body: missing boundary');
  }
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxFileBytes + ENVELOPE_SLACK) {
    // Fields are small; a body this size can only be an oversized file.
    throw tooLarge();
  }

  const incoming = incomingOf(c);
  return new Promise<MultipartResult>((resolve, reject) => {
    let settled = false;
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: incoming.headers,
        limits: {
          // busboy flags a file that reaches its limit as truncated; one byte of headroom keeps
          // a file of exactly the cap acceptable while cap + 1 still trips the limit.
          fileSize: maxFileBytes + 1,
          files: 1,
          fields: maxFields,
          parts: maxFields + 1,
          fieldSize: maxFieldBytes,
          fieldNameSize: 100,
          headerPairs: 50,
        },
      });
    } catch {
      reject(new AppError('BAD_REQUEST', 'Malformed multipart body'));
      return;
    }

    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let fileDone: Promise<void> = Promise.resolve();

    const timer = setTimeout(() => fail(new AppError('BAD_REQUEST', 'Upload took too long. Please try again.')), opts.timeoutMs ?? 60_000);
    timer.unref();

    function fail(err: AppError) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Stop parsing: the rest of the body is drained and discarded by the server adapter
      // after the error response (bounded), never buffered or parsed.
      incoming.unpipe(bb);
      bb.removeAllListeners();
      bb.on('error', () => {});
      reject(err);
    }

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError('BAD_REQUEST', `Field ${name} is too long`));
      if (info.nameTruncated) return fail(new AppError('BAD_REQUEST', 'Field name is too long'));
      if (name === opts.fileField) return fail(new AppError('BAD_REQUEST', `${opts.fileField} must be a file`));
      fields[name] = value;
    });

    bb.on('file', (name, stream, info) => {
      if (name !== opts.fileField || file !== null) {
        stream.resume();
        return fail(new AppError('BAD_REQUEST', `Only one file field named ${opts.fileField} is accepted`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const placeholder: UploadedFile = { filename: safeBaseName(info.filename ?? ''), mimeType: info.mimeType, bytes: new Uint8Array() };
      file = placeholder;
      fileDone = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
        });
        stream.on('limit', () => {
          chunks.length = 0;
          fail(tooLarge());
        });
        stream.on('end', () => {
          if (stream.truncated || size > maxFileBytes) {
            fail(tooLarge());
          } else {
            placeholder.bytes = new Uint8Array(Buffer.concat(chunks, size));
          }
          done();
        });
      });
    });

    bb.on('filesLimit', () => fail(new AppError('BAD_REQUEST', `Only one file field named ${opts.fileField} is accepted`)));
    bb.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST', 'Too many form fields')));
    bb.on('partsLimit', () => fail(new AppError('BAD_REQUEST', 'Too many form fields')));
    bb.on('error', () => fail(new AppError('BAD_REQUEST', 'Malformed multipart body')));
    bb.on('close', () => {
      void fileDone.then(() => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ fields, file });
      });
    });
    incoming.on('error', () => fail(new AppError('BAD_REQUEST', 'Upload was interrupted')));
    incoming.on('aborted', () => fail(new AppError('BAD_REQUEST', 'Upload was interrupted')));
    incoming.pipe(bb);
  });
}

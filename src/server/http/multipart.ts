// Streaming multipart/form-data for the upload routes. The file cap is enforced while bytes
// arrive, so an oversized upload is refused without being buffered; nothing downstream runs
// until the whole body has been accepted. The file part goes straight to a temporary file (the
// server's thread never holds the whole upload): its type is sniffed from the bytes as they pass,
// and the engine worker reads the file by path. The caller removes it with `cleanup()`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import type { Context } from 'hono';
import { FileKindSniffer } from '../../engine/extract/detect-file-kind.ts';
import type { FileKind } from '../../engine/types.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/constants.ts';
import { FILE_TOO_LARGE_MESSAGE } from '../../shared/cover-letter-rules.ts';
import { AppError } from '../errors.ts';

export interface UploadedFile {
  /** Client-supplied name, reduced to a safe base name. */
  filename: string;
  /** The browser's MIME guess; never trusted for the type (magic bytes decide). */
  mimeType: string;
  /** The temporary file holding the upload (random name in a private folder). */
  path: string;
  size: number;
  /** Type by magic bytes (detectFileKind's verdict, sniffed while streaming). */
  kind: FileKind | null;
  /** An OLE compound file (Word 97-2003, password-protected DOCX). */
  compound: boolean;
}

export interface MultipartResult {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Removes the temporary file, if it is still there (never throws). Call in a `finally`. */
  cleanup(): Promise<void>;
}

export interface MultipartOptions {
  /** Name of the one file field accepted. */
  fileField: string;
  maxFileBytes?: number;
  maxFields?: number;
  maxFieldBytes?: number;
  /** Whole-upload time cap (slow senders). */
  timeoutMs?: number;
  /** Private folder for the temporary file. */
  tempDir: string;
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

async function removeTemp(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true }).catch(() => {});
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
        // Browsers send a file name's UTF-8 bytes raw in `filename="…"`; busboy's default reads
        // them as Latin-1 ("SofÃ­a"). `filename*=UTF-8''…` is decoded either way.
        defParamCharset: 'utf8',
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
    let out: fs.WriteStream | null = null;
    let fileDone: Promise<void> = Promise.resolve();

    const timer = setTimeout(() => fail(new AppError('BAD_REQUEST', 'Upload took too long. Please try again.')), opts.timeoutMs ?? 60_000);
    timer.unref();

    /** Closes the temporary file (if any) and removes it; the rejection waits for that. */
    async function discardTemp(): Promise<void> {
      if (!out || !file) return;
      const stream = out;
      if (!stream.closed) {
        // Wait for the close: removing before a pending open completes would leave the file behind.
        await new Promise<void>((done) => {
          stream.once('close', () => done());
          stream.destroy();
        });
      }
      await removeTemp(file.path);
    }

    function fail(err: AppError) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Stop parsing: the rest of the body is read and discarded after the error response, up to
      // a bound (lingering-close.ts), never buffered or parsed.
      incoming.unpipe(bb);
      bb.removeAllListeners();
      bb.on('error', () => {});
      void discardTemp().then(() => reject(err));
    }

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError('BAD_REQUEST', `Field ${name} is too long`));
      if (info.nameTruncated) return fail(new AppError('BAD_REQUEST', 'Field name is too long'));
      if (name === opts.fileField) return fail(new AppError('BAD_REQUEST', `${opts.fileField} must be a file`));
      fields[name] = value;
    });

    bb.on('file', (name, stream, info) => {
      if (name !== opts.fileField || file !== null || settled) {
        stream.resume();
        return fail(new AppError('BAD_REQUEST', `Only one file field named ${opts.fileField} is accepted`));
      }
      const sniffer = new FileKindSniffer();
      const placeholder: UploadedFile = {
        filename: safeBaseName(info.filename ?? ''),
        mimeType: info.mimeType,
        path: path.join(opts.tempDir, `${randomUUID()}.upload`),
        size: 0,
        kind: null,
        compound: false,
      };
      file = placeholder;
      const sink = fs.createWriteStream(placeholder.path, { flags: 'wx', mode: 0o600 });
      out = sink;
      fileDone = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          placeholder.size += chunk.length;
          if (placeholder.size <= maxFileBytes) sniffer.push(chunk);
        });
        stream.on('limit', () => fail(tooLarge()));
        stream.on('end', () => {
          if (stream.truncated || placeholder.size > maxFileBytes) fail(tooLarge());
        });
        // 'close' after the last byte is flushed (or after a destroy): only then is the file whole.
        sink.on('close', () => {
          placeholder.kind = sniffer.kind();
          placeholder.compound = sniffer.isCompound();
          done();
        });
        sink.on('error', () => {
          fail(new AppError('INTERNAL', 'Could not receive the upload'));
        });
        stream.pipe(sink);
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
        const kept = file;
        resolve({ fields, file: kept, cleanup: () => (kept ? removeTemp(kept.path) : Promise.resolve()) });
      });
    });
    incoming.on('error', () => fail(new AppError('BAD_REQUEST', 'Upload was interrupted')));
    incoming.on('aborted', () => fail(new AppError('BAD_REQUEST', 'Upload was interrupted')));
    incoming.pipe(bb);
  });
}

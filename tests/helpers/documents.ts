// Upload and read-back helpers for the document routes' integration tests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TestClient } from './http-client.ts';

export const RESUMES_DIR = path.resolve('tests/fixtures/resumes');
export const BAD_DIR = path.resolve('tests/fixtures/bad');
export const JOBS_DIR = path.resolve('tests/fixtures/jobs');

export function fixtureBytes(dir: string, name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(dir, name)));
}

export function jobText(name: string): string {
  return fs.readFileSync(path.join(JOBS_DIR, `${name}.txt`), 'utf8');
}

export const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** A multipart form: text fields plus an optional `resume` file. */
export function uploadForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('resume', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

export function resumeFile(name: string) {
  const kind = name.endsWith('.docx') ? 'docx' : 'pdf';
  return { bytes: fixtureBytes(RESUMES_DIR, name), name, type: MIME[kind] };
}

export async function docxText(bytes: Uint8Array): Promise<string> {
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: parts.join('\n').replace(/[ \t]+/g, ' '), pages };
}

/**
 * Sends a raw multipart body with node:http: chunked (no Content-Length) or with one. The test
 * client's fetch always knows the length, so this is how a streaming upload is exercised.
 */
export function rawUpload(
  url: string,
  client: TestClient,
  body: Buffer,
  opts: { chunked: boolean; boundary: string; chunkSize?: number },
): Promise<{ status: number; body: unknown; headers: http.IncomingHttpHeaders }> {
  const target = new URL(url);
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${opts.boundary}`,
    origin: client.baseUrl,
    cookie: client.cookieHeader(),
  };
  if (!opts.chunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
      res.on('error', reject);
    });
    // The server may answer and close before the whole body is sent; that is the point.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    const size = opts.chunkSize ?? 64 * 1024;
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + size);
        offset += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** A multipart body by hand: fields, then a `resume` file part of the given bytes. */
export function multipartBody(boundary: string, fields: Record<string, string>, file: { bytes: Uint8Array; name: string; type: string }): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(parts);
}

// POST /api/download/{docx|pdf} (JSON, ZDownloadRequest): the text rendered as a file, saved by the browser.
// A plain fetcher: each view shows its own progress and failure text around it, and nothing is cached.
import type { TDownloadRequest } from '../../shared/letters.ts';
import { apiRequest, saveBlob } from '../lib/api-client.ts';

export type DownloadFormat = 'docx' | 'pdf';

export interface DownloadVariables {
  format: DownloadFormat;
  content: string;
  /** The name the server gives the file inside, without extension. */
  filename: string;
  kind?: TDownloadRequest['kind'];
  /** The name the browser saves it under; default `${filename}.${format}`. */
  saveAs?: string;
}

export async function downloadDocument({ format, content, filename, kind, saveAs }: DownloadVariables): Promise<void> {
  const body: Partial<TDownloadRequest> = { content, filename, kind };
  const res = await apiRequest('POST', `/api/download/${format}`, body);
  saveBlob(await res.blob(), saveAs ?? `${filename}.${format}`);
}

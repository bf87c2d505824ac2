// The one HTTP client (SPEC.md section 7): cookies always sent; any non-OK answer is an ApiError
// whose message is "status: body text" (or the status text when the body is empty). JSON answers are
// parsed with the shared zod schema of their operation (features/*/api/<operation>.ts), never cast.
import { QueryClient } from '@tanstack/react-query';
import { parse, type core, type output } from 'zod/mini';

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** Parsed JSON body when the server answered JSON (e.g. { message, code, limit }). */
  readonly data: Record<string, unknown> | null;
  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    let data: Record<string, unknown> | null = null;
    try {
      const parsed = JSON.parse(bodyText);
      if (parsed && typeof parsed === 'object') data = parsed;
    } catch {
      /* not JSON */
    }
    this.data = data;
  }
  /** The server's human message (body.message), for toasts and alerts. */
  get serverMessage(): string | undefined {
    const m = this.data?.message;
    return typeof m === 'string' && m ? m : undefined;
  }
}

/** Best human-readable text for an error caught in the UI. */
export function errorMessage(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  if (err instanceof Error) return err.message;
  return undefined;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || '';
    throw new ApiError(res.status, res.statusText, text);
  }
}

/** JSON request (or FormData for multipart). Returns the Response; callers read what they need. */
export async function apiRequest(method: string, url: string, data?: unknown, init: { signal?: AbortSignal } = {}): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** A JSON request whose answer is parsed with `schema` (a mismatch is an error, like a failed request). */
export async function requestJson<S extends core.$ZodType>(
  schema: S,
  method: string,
  url: string,
  data?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<output<S>> {
  const res = await apiRequest(method, url, data, init);
  return parse(schema, await res.json());
}

/** GET `url` parsed with `schema`. */
export function getJson<S extends core.$ZodType>(schema: S, url: string, signal?: AbortSignal): Promise<output<S>> {
  return requestJson(schema, 'GET', url, undefined, { signal });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Every query names its own fetcher (features/*/api): no URL-from-key default.
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Browser download of a blob under a filename. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

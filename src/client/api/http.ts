// The one HTTP client (SPEC.md section 7): cookies always sent; any non-OK answer is an ApiError
// whose message is "status: body text" (or the status text when the body is empty).
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

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

type UnauthorizedBehavior = 'returnNull' | 'throw';
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey[0] as string, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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

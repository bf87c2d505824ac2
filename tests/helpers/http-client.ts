// A small HTTP client that keeps cookies like a browser and sends a same-origin Origin header.
// Bodies come back as `unknown`: a test parses them with the shared zod schema of the route
// (src/shared/*.ts) or with ZErrorBody (tests/helpers/api-schemas.ts) before reading a field.
import { ZUser, type TUser } from '../../src/shared/auth.ts';

export interface ClientResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly baseUrl: string;
  private readonly origin: string | null;
  constructor(baseUrl: string, origin: string | null = baseUrl) {
    this.baseUrl = baseUrl;
    this.origin = origin;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(method: string, path: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<ClientResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.origin && !('origin' in lower(headers))) headers.origin = this.origin;
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || (/expires=/i.test(a) && new Date(a.split('=')[1]!) < new Date()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const buf = Buffer.from(await res.arrayBuffer());
    const text = buf.toString('utf8');
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    else if (!(res.headers.get('content-type') ?? '').startsWith('text/') && text) parsed = buf;
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('POST', path, json === undefined ? {} : { json });
  }
  put<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, json === undefined ? {} : { json });
  }
  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }
  postForm<T = unknown>(path: string, form: FormData) {
    return this.request<T>('POST', path, { body: form });
  }
}

function lower(h: Record<string, string>) {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The bytes of a binary answer (a download or an original file); fails when the body is not binary. */
export function bodyBytes(res: ClientResponse): Buffer {
  if (!Buffer.isBuffer(res.body)) throw new Error(`expected a binary body, got ${res.headers.get('content-type')}: ${res.text.slice(0, 200)}`);
  return res.body;
}

let seq = 0;
/** A unique, valid username for a test. */
export function uniqueName(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(0, 32);
}

/** Registers a new account and returns a signed-in client. */
export async function signedInClient(baseUrl: string, username = uniqueName()): Promise<{ client: TestClient; username: string; user: TUser }> {
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/register', { username, password: 'correct-horse-42' });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { client, username, user: ZUser.parse(res.body) };
}

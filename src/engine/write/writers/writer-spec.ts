// Which writer a chain is built from: plain data, so it crosses into the worker threads. Kept apart from
// writer-chain.ts so the server's thread can read a spec without loading the writers behind it.
export type WriterSpec =
  | { kind: 'builtin' }
  | { kind: 'openai'; baseURL: string; apiKey: string; model: string; timeoutMs: number }
  | { kind: 'anthropic'; baseURL?: string; apiKey: string; model: string; timeoutMs: number };

/** True when the writer waits on the network (a worker can then hold several tasks at once). */
export function isExternalWriter(spec: WriterSpec): boolean {
  return spec.kind !== 'builtin';
}

// Writer for any OpenAI-compatible chat-completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server, LM Studio,
// OpenRouter. Only the base URL, key and model differ between them.
import type OpenAI from 'openai';
import { WriterResponseError, createPromptedWriter, type RevisableWriter } from './prompt-writer.ts';

export interface OpenAIWriterOptions {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:8080/v1 (llama.cpp). */
  baseURL: string;
  /** Local servers accept any non-empty key. */
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createOpenAIWriter(opts: OpenAIWriterOptions): RevisableWriter {
  // The SDK (150 modules) loads on the first call, so a thread that never calls a model never holds it.
  let client: Promise<OpenAI> | undefined;
  const getClient = () =>
    (client ??= import('openai').then(
      ({ default: OpenAISdk }) =>
        new OpenAISdk({
          baseURL: opts.baseURL,
          apiKey: opts.apiKey || 'none',
          timeout: opts.timeoutMs,
          // The guarded writer owns retries (one repair, then the built-in writer); SDK retries would blow the time bound.
          maxRetries: 0,
          ...(opts.fetch ? { fetch: opts.fetch } : {}),
        }),
    ));
  return createPromptedWriter(`openai:${opts.model}`, async (prompt, { signal, seed }) => {
    const completion = await (await getClient()).chat.completions.create(
      {
        model: opts.model,
        messages: [{ role: 'system', content: prompt.system }, ...prompt.messages],
        // No temperature: reasoning models (o-series, gpt-5) reject anything but the default, and the default
        // already varies; the seed (where the server honours it) and the prompt's variation number do the rest.
        ...(seed !== undefined ? { seed } : {}),
      },
      { signal },
    );
    const text = completion?.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new WriterResponseError('The model response has no message content');
    return text;
  });
}

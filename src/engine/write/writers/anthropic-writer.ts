// Writer for Anthropic's Messages API (official SDK).
import type Anthropic from '@anthropic-ai/sdk';
import { WriterResponseError, createPromptedWriter, type RevisableWriter } from './prompt-writer.ts';

export interface AnthropicWriterOptions {
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Defaults to Anthropic's API; set for a proxy or a test server. */
  baseURL?: string;
  fetch?: typeof fetch;
}

export function createAnthropicWriter(opts: AnthropicWriterOptions): RevisableWriter {
  // The SDK (250 modules) loads on the first call, so a thread that never calls a model never holds it.
  let client: Promise<Anthropic> | undefined;
  const getClient = () =>
    (client ??= import('@anthropic-ai/sdk').then(
      ({ default: AnthropicSdk }) =>
        new AnthropicSdk({
          apiKey: opts.apiKey,
          // Settings come only from the caller: without this the SDK would pick up ANTHROPIC_AUTH_TOKEN from the env.
          authToken: null,
          timeout: opts.timeoutMs,
          // The guarded writer owns retries (one repair, then the built-in writer); SDK retries would blow the time bound.
          maxRetries: 0,
          ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
          ...(opts.fetch ? { fetch: opts.fetch } : {}),
        }),
    ));
  return createPromptedWriter(`anthropic:${opts.model}`, async (prompt, { signal, maxTokens }) => {
    const message = await (await getClient()).messages.create(
      {
        model: opts.model,
        max_tokens: maxTokens,
        system: prompt.system,
        messages: prompt.messages,
      },
      { signal },
    );
    const blocks = Array.isArray(message?.content) ? message.content : [];
    const text = blocks
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('')
      .trim();
    if (!text) throw new WriterResponseError('The model response has no text content');
    return text;
  });
}

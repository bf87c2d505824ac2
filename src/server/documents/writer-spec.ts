// The server's side of the writer: its configuration mapped to a WriterSpec, plain data that
// crosses into the worker threads, where the engine builds the chain (writer-chain.ts). The server's
// own thread never loads a writer.
import type { WriterSpec } from '../../engine/write/writers/writer-spec.ts';
import type { Config } from '../config.ts';

export function writerSpecFromConfig(config: Config): WriterSpec {
  if (config.WRITER === 'openai') {
    return {
      kind: 'openai',
      baseURL: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY ?? '',
      model: config.OPENAI_MODEL,
      timeoutMs: config.WRITER_TIMEOUT_MS,
    };
  }
  if (config.WRITER === 'anthropic') {
    return {
      kind: 'anthropic',
      baseURL: config.ANTHROPIC_BASE_URL,
      apiKey: config.ANTHROPIC_API_KEY ?? '',
      model: config.ANTHROPIC_MODEL,
      timeoutMs: config.WRITER_TIMEOUT_MS,
    };
  }
  return { kind: 'builtin' };
}

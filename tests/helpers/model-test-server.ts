// Test helper for the engine writers: a local model server on 127.0.0.1 (port 0) that speaks the OpenAI chat-completions and the
// Anthropic messages protocols and answers from a script, so writer tests never reach a real service.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedReply =
  | { kind: 'text'; text: string }
  | { kind: 'slow'; ms: number; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' };

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface ModelTestServer {
  /** Base URL including /v1, as both SDKs expect. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues the replies of the next requests, in order. */
  script: (...replies: ScriptedReply[]) => void;
  close: () => Promise<void>;
}

function answerBody(path: string, text: string, model: string): unknown {
  if (path.endsWith('/messages')) {
    return {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    };
  }
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startModelTestServer(): Promise<ModelTestServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // Recorded as empty; the assertions on requests will say what was wrong.
      }
      requests.push({ path, headers: req.headers, body });
      const model = typeof body.model === 'string' ? body.model : 'test-model';
      const reply = queue.shift() ?? { kind: 'status', status: 599 };
      switch (reply.kind) {
        case 'text':
          return sendJson(res, 200, answerBody(path, reply.text, model));
        case 'status':
          return sendJson(res, reply.status, { error: { type: 'server_error', message: 'scripted failure' } });
        case 'malformed':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{"choices": [ {"message": ');
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!res.destroyed) sendJson(res, 200, answerBody(path, reply.text, model));
          }, reply.ms);
          timers.add(timer);
          res.on('close', () => {
            clearTimeout(timer);
            timers.delete(timer);
          });
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

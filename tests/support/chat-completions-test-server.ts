// A local HTTP server that speaks the OpenAI chat-completions API (POST /v1/chat/completions), for
// tests of the chat assistant's language-model path: it keeps every request it receives and
// answers as the test says (a reply, a tool call, an error, silence).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCompletionRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
    tool_choice?: string;
  };
}

export interface ChatCompletionsTestServer {
  /** http://127.0.0.1:<port>/v1, as CHAT_LLM_BASE_URL. */
  baseUrl: string;
  received: ReceivedCompletionRequest[];
  /** Answers each request; the default answers "Hello from the model". */
  respond: (request: ReceivedCompletionRequest, response: ServerResponse) => void | Promise<void>;
  close(): Promise<void>;
}

/** A completion whose message is text. */
export function textCompletion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

/** A completion that calls tools: each call as [name, arguments]. */
export function toolCallCompletion(calls: [name: string, args: Record<string, unknown>][]) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: calls.map(([name, args], index) => ({
            id: `call_${index + 1}`,
            type: 'function',
            function: { name, arguments: JSON.stringify(args) },
          })),
        },
      },
    ],
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startChatCompletionsTestServer(): Promise<ChatCompletionsTestServer> {
  const received: ReceivedCompletionRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        sendJson(response, 404, { error: { message: `no ${request.method} ${request.url}` } });
        return;
      }
      const entry: ReceivedCompletionRequest = {
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedCompletionRequest['body'],
      };
      received.push(entry);
      Promise.resolve(testServer.respond(entry, response)).catch((error: unknown) => {
        sendJson(response, 500, { error: { message: String(error) } });
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const testServer: ChatCompletionsTestServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    respond: (_request, response) => sendJson(response, 200, textCompletion('Hello from the model')),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return testServer;
}

// A client for an OpenAI-compatible chat-completions API (`POST {baseUrl}/chat/completions`),
// with global fetch: OpenAI, Azure's compatible endpoint, vLLM, Ollama, llama.cpp and others all
// speak it. Only the fields we use are read, and the answer is validated like any other input.
import { z } from 'zod';

export interface LanguageModelSettings {
  /** e.g. https://api.openai.com/v1 (no trailing slash). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole exchange, tool round trip included, must finish within this. */
  timeoutMs: number;
}

export type CompletionMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().min(1),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

export interface Completion {
  content: string | undefined;
  toolCalls: ToolCall[];
}

/** Why the model gave no usable answer; the caller falls back to the built-in assistant. */
export class LanguageModelFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LanguageModelFailure';
  }
}

export async function requestCompletion(
  settings: LanguageModelSettings,
  body: { messages: CompletionMessage[]; tools: ToolDefinition[]; toolChoice: 'auto' | 'none' },
  signal: AbortSignal,
): Promise<Completion> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({
        model: settings.model,
        messages: body.messages,
        tools: body.tools,
        tool_choice: body.toolChoice,
        temperature: 0.2,
        max_tokens: 600,
      }),
      signal,
    });
  } catch (error) {
    throw new LanguageModelFailure(signal.aborted ? 'timed out' : 'could not be reached', { cause: error });
  }
  if (!response.ok) {
    // The body may echo our request or a key fragment: only the status is kept.
    await response.body?.cancel().catch(() => undefined);
    throw new LanguageModelFailure(`answered HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new LanguageModelFailure(signal.aborted ? 'timed out' : 'answered something that is not JSON', { cause: error });
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) throw new LanguageModelFailure('answered in an unexpected shape');
  const message = parsed.data.choices[0]?.message;
  return {
    content: message?.content ?? undefined,
    toolCalls: (message?.tool_calls ?? []).map((call) => ({ id: call.id, type: 'function', function: call.function })),
  };
}

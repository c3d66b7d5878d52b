// POST /api/chat: one message in, the assistant's reply out. A mutation: it runs when the
// customer sends, never on its own, and is never retried (a retry would answer twice).
import { useMutation } from '@tanstack/react-query';
import { chatReplySchema, type ChatReply, type ChatRequest } from '@shared/chat/chat';
import { postJson } from '@/lib/api';

export async function sendChatMessage(request: ChatRequest): Promise<ChatReply> {
  return chatReplySchema.parse(await postJson<unknown>('/api/chat', request));
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}

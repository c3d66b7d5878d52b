// POST /api/chat: one message in, the assistant's reply out. A mutation: it runs when the
// customer sends, never on its own, and is never retried (a retry would answer twice).
import { useMutation } from '@tanstack/react-query';
import { chatReplySchema, type ChatReply } from '@shared/chat';
import { postJson } from '@/lib/api';

export async function sendChatMessage(message: string): Promise<ChatReply> {
  return chatReplySchema.parse(await postJson<unknown>('/api/chat', { message }));
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}

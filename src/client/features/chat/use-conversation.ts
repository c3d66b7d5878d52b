// The conversation: messages in order, sending one at a time, the reply or the failure bubble
// appended when it comes. Kept in the browser session (chat-session.ts).
import { useEffect, useState } from 'react';
import { chatFailureMessage, type ChatMessage, type ChatRole } from '@shared/chat';
import { companyProfile } from '@/lib/company-profile';
import { useSendChatMessage } from './api/send-chat-message';
import { readConversation, saveConversation } from './chat-session';

export interface Conversation {
  messages: ChatMessage[];
  /** A reply is on its way; nothing more can be sent until it arrives. */
  pending: boolean;
  /** Sends the text; false (and nothing sent) when it is blank or a reply is pending. */
  send: (text: string) => boolean;
}

export function useConversation(): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>(readConversation);
  const { mutate, isPending } = useSendChatMessage();

  useEffect(() => {
    saveConversation(messages);
  }, [messages]);

  const append = (role: ChatRole, content: string) =>
    setMessages((current) => [...current, { id: newMessageId(), role, content, timestamp: new Date().toISOString() }]);

  function send(text: string): boolean {
    const message = text.trim();
    if (!message || isPending) return false;
    append('user', message);
    mutate(message, {
      onSuccess: ({ reply }) => append('assistant', reply),
      onError: () => append('assistant', chatFailureMessage(companyProfile.email)),
    });
    return true;
  }

  return { messages, pending: isPending, send };
}

// crypto.randomUUID needs a secure context; getRandomValues works on plain http too.
function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

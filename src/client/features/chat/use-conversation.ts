// The conversation: messages in order, sending one at a time, the reply or the failure bubble
// appended when it comes. Kept in the browser session (chat-session.ts). Each message goes with the
// page's language, which the reply is in unless the message is clearly in the other one.
import { useEffect, useState } from 'react';
import type { ChatMessage, ChatRole } from '@shared/chat/chat';
import { useI18n, useLocale } from '@/i18n/use-i18n';
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
  const i18n = useI18n();
  const locale = useLocale();
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
    mutate(
      { message, locale },
      {
        onSuccess: ({ reply }) => append('assistant', reply),
        // The spec's failure text (chatFailureMessage in @shared/chat), in the page's language.
        onError: () => append('assistant', i18n._('chat.message.failure', { email: companyProfile.email })),
      },
    );
    return true;
  }

  return { messages, pending: isPending, send };
}

// crypto.randomUUID needs a secure context; getRandomValues works on plain http too.
function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

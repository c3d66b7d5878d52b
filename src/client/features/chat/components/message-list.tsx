// The conversation as a live log: screen readers announce each new message as it arrives, and
// the view follows the newest one.
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@shared/chat/chat';
import { useI18n } from '@/i18n/use-i18n';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

interface MessageListProps {
  greeting: string;
  messages: readonly ChatMessage[];
  pending: boolean;
  onNavigate: () => void;
}

export function MessageList({ greeting, messages, pending, onNavigate }: MessageListProps) {
  const i18n = useI18n();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending]);

  return (
    // tabIndex: keyboard users can scroll back through a long conversation.
    <div
      role="log"
      aria-label={i18n._('chat.conversation.label')}
      tabIndex={0}
      className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
    >
      <ol className="flex flex-col gap-3">
        <MessageBubble message={{ role: 'assistant', content: greeting }} onNavigate={onNavigate} />
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} onNavigate={onNavigate} />
        ))}
        {pending && <TypingIndicator />}
      </ol>
      <div ref={end} />
    </div>
  );
}

import type { ChatMessage } from '@shared/chat/chat';
import { CHAT_ASSISTANT_NAME } from '@shared/chat/chat';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import { ReplyText } from './reply-text';

interface MessageBubbleProps {
  message: Pick<ChatMessage, 'role' | 'content'>;
  onNavigate: () => void;
}

// The customer's own words are shown exactly as typed; only replies can hold links.
export function MessageBubble({ message, onNavigate }: MessageBubbleProps) {
  const i18n = useI18n();
  const fromUser = message.role === 'user';
  return (
    <li className={cn('flex', fromUser ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          fromUser ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{`${fromUser ? i18n._('chat.message.fromUser') : `${CHAT_ASSISTANT_NAME}:`} `}</span>
        {fromUser ? message.content : <ReplyText content={message.content} onNavigate={onNavigate} />}
      </p>
    </li>
  );
}

import { CHAT_ASSISTANT_NAME } from '@shared/chat/chat';
import { useI18n } from '@/i18n/use-i18n';

export function TypingIndicator() {
  const i18n = useI18n();
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <p className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3">
        <span className="sr-only">{i18n._('chat.message.typing', { assistant: CHAT_ASSISTANT_NAME })}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-2 animate-bounce rounded-full bg-muted-foreground"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </p>
    </li>
  );
}

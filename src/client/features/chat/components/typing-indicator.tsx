import { CHAT_ASSISTANT_NAME } from '@shared/chat';

export function TypingIndicator() {
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <p className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3">
        <span className="sr-only">{CHAT_ASSISTANT_NAME} is typing…</span>
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

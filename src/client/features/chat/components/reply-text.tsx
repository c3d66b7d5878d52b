// An assistant reply as React elements: text stays text, and only the links the chat text format
// allows (our pages, the phone, e-mail) become links. No HTML is ever parsed.
import { Link } from 'wouter';
import { isSitePath, parseChatText } from '@shared/chat-text';
import { PAYMENT_PAGE_PATHS } from '@shared/page-routes';

const LINK_CLASSES = 'font-medium text-primary underline underline-offset-2 hover:no-underline break-words';

interface ReplyTextProps {
  content: string;
  /** Called when a link to one of our pages is followed. */
  onNavigate: () => void;
}

export function ReplyText({ content, onNavigate }: ReplyTextProps) {
  return (
    <>
      {parseChatText(content).map((part, index) => {
        if (part.kind === 'text') return <span key={index}>{part.text}</span>;
        // Payment pages load whole, so their own security policy applies (see page-routes.ts).
        if (isSitePath(part.href) && !PAYMENT_PAGE_PATHS.includes(part.href.split('?')[0] ?? '')) {
          return (
            <Link key={index} href={part.href} className={LINK_CLASSES} onClick={onNavigate}>
              {part.text}
            </Link>
          );
        }
        return (
          <a key={index} href={part.href} className={LINK_CLASSES}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

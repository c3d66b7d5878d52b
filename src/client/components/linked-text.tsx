// Text in the chat text format (src/shared/chat-text.ts) as React elements: text stays text, and
// only the links the format allows (our pages, the phone, e-mail) become links. No HTML is ever
// parsed. The chat's replies and the home page's FAQ, whose answers are the same texts, use it.
import { Link } from 'wouter';
import { isSitePath, parseChatText } from '@shared/chat-text';
import { PAYMENT_PAGE_PATHS } from '@shared/page-routes';

const LINK_CLASSES = 'font-medium text-primary underline underline-offset-2 hover:no-underline break-words';

interface LinkedTextProps {
  text: string;
  /** Called when a link to one of our pages is followed (the chat closes its panel on a phone). */
  onNavigate?: () => void;
}

export function LinkedText({ text, onNavigate }: LinkedTextProps) {
  return (
    <>
      {parseChatText(text).map((part, index) => {
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

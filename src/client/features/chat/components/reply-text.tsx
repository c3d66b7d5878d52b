// An assistant reply as React elements: the chat text format's links become links, the rest stays
// text (the rules, shared with the home page's FAQ, are in components/linked-text.tsx).
import { LinkedText } from '@/components/linked-text';

interface ReplyTextProps {
  content: string;
  /** Called when a link to one of our pages is followed. */
  onNavigate: () => void;
}

export function ReplyText({ content, onNavigate }: ReplyTextProps) {
  return <LinkedText text={content} onNavigate={onNavigate} />;
}

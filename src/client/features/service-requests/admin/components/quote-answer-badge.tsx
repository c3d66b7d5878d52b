// A request card's small sign of the customer's answer to the quote; nothing while there is none.
import type { QuoteResponse } from '@shared/customer-portal/customer-portal';
import { Badge } from '@/components/ui/badge';

export function QuoteAnswerBadge({ response }: { response: QuoteResponse | null }) {
  if (response === 'accepted') return <Badge tone="green">Quote accepted</Badge>;
  if (response === 'declined') return <Badge tone="red">Quote declined</Badge>;
  return null;
}

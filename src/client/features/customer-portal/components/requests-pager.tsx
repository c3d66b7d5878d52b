// "Page 2 of 5" with Previous and Next, under the customer's list. Moving to another page puts
// the focus on the list's heading, so a keyboard or screen-reader user starts reading at the top.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface RequestsPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function RequestsPager({ page, pageCount, onPage }: RequestsPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of your requests" className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

// Keyset paging: "Older events" follows the page's cursor, "Newest" goes back to the start. There
// are no page numbers: counting a million events to number pages would cost more than the page.
import { ChevronRight, ChevronsLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface AuditLogPagerProps {
  /** The cursor of the next, older page; null on the last page. */
  nextCursor: string | null;
  /** Whether an older page is on screen (so there are newer events to go back to). */
  onOlderPage: boolean;
  busy: boolean;
  onOlder: (cursor: string) => void;
  onNewest: () => void;
}

export function AuditLogPager({ nextCursor, onOlderPage, busy, onOlder, onNewest }: AuditLogPagerProps) {
  if (!nextCursor && !onOlderPage) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <div>
        {onOlderPage && (
          <Button variant="outline" size="sm" onClick={onNewest}>
            <ChevronsLeft aria-hidden />
            Newest
          </Button>
        )}
      </div>
      <Button variant="outline" size="sm" disabled={!nextCursor || busy} onClick={() => nextCursor && onOlder(nextCursor)}>
        Older events
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

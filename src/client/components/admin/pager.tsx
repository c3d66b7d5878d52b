// "Showing 21-40 of 1,234" with Previous and Next, for a server-paged list.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { AdminPage } from '@shared/admin-lists';
import { Button } from '@/components/ui/button';

export function Pager({ page, onPage }: { page: AdminPage<unknown>; onPage: (page: number) => void }) {
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  const total = `${page.total.toLocaleString('en-US')}${page.totalIsCapped ? '+' : ''}`;
  const hasNext = page.items.length === page.pageSize && (page.totalIsCapped || last < page.total);
  if (page.items.length === 0) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page.page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

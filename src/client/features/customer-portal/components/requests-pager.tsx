// "Page 2 of 5" with Previous and Next, under the customer's list. Moving to another page puts
// the focus on the list's heading, so a keyboard or screen-reader user starts reading at the top.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';

export interface RequestsPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The pager's name when it pages something other than the customer's requests. */
  label?: string;
}

export function RequestsPager({ page, pageCount, onPage, label }: RequestsPagerProps) {
  const i18n = useI18n();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ?? i18n._('account.pager.label')} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        {i18n._('account.pager.previous')}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {i18n._('account.pager.position', { page, pageCount })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {i18n._('account.pager.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

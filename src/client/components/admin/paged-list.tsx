// The body of an admin list tab: what shows while the first page loads, why it could not, that
// nothing matches, or the page's items with the pager below them.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminPage } from '@shared/admin-lists';
import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';
import { cn } from '@/lib/cn';
import { Pager } from './pager';

interface PagedListProps<Page extends AdminPage<{ id: string | number }>> {
  page: UseQueryResult<Page>;
  /** What the list holds, as in "Could not load the requests". */
  noun: string;
  /** Shown while the first page loads. */
  loading: ReactNode;
  emptyText: string;
  /** The list's accessible name. */
  label: string;
  /** The space between items. */
  gap: 'gap-3' | 'gap-4';
  renderItem: (item: Page['items'][number]) => ReactNode;
  onPage: (page: number) => void;
  /** Shown above the items once a page is there (the payments' totals). */
  summary?: (page: Page) => ReactNode;
}

export function PagedList<Page extends AdminPage<{ id: string | number }>>(props: PagedListProps<Page>) {
  const { page } = props;
  return (
    <>
      {page.isPending && props.loading}
      {page.isError && (
        <Alert variant="destructive">
          Could not load the {props.noun}: {failureMessage(page.error)}
        </Alert>
      )}
      {page.data && props.summary?.(page.data)}
      {page.data && page.data.items.length === 0 && (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{props.emptyText}</p>
      )}
      {page.data && page.data.items.length > 0 && (
        <ul className={cn('flex flex-col', props.gap)} aria-label={props.label} aria-busy={page.isFetching}>
          {page.data.items.map((item) => (
            <li key={item.id}>{props.renderItem(item)}</li>
          ))}
        </ul>
      )}
      {page.data && <Pager page={page.data} onPage={props.onPage} />}
    </>
  );
}

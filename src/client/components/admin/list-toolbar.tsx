// Search box, status filter and Export CSV above an admin list.
import { Download, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChoiceSelect } from '@/components/form/choice-select';
import { labelledOptions, type SelectOption } from '@/components/form/select-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import type { ListQueryState } from '@/lib/admin/use-list-query';

/** The status filter's options: `allLabel` (no filter) first, then each status by its label. */
export function statusOptions<Status extends string>(
  allLabel: string,
  statuses: readonly Status[],
  labels: Record<Status, string>,
): SelectOption[] {
  return [{ value: 'all', label: allLabel }, ...labelledOptions(statuses, labels)];
}

export interface ListToolbarProps {
  /** The list's search text and status filter. */
  list: ListQueryState;
  searchLabel: string;
  searchPlaceholder: string;
  statusOptions: readonly SelectOption[];
  /** Without it, no Export CSV button. */
  exportUrl?: string | undefined;
  /** More downloads beside Export CSV (ExportCsvButton). */
  moreExports?: ReactNode;
}

export function ListToolbar(props: ListToolbarProps) {
  return (
    // On a phone the search has its row and the status and Export CSV share the next one.
    <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
      <div className="relative basis-full sm:basis-auto sm:flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          className="pl-9"
          value={props.list.searchText}
          onChange={(event) => props.list.setSearchText(event.target.value)}
        />
      </div>
      <ChoiceSelect
        value={props.list.query.status}
        options={props.statusOptions}
        onChange={props.list.setStatus}
        className="min-w-0 flex-1 sm:w-48 sm:flex-none"
        label="Filter by status"
      />
      {props.exportUrl && <ExportCsvButton url={props.exportUrl} />}
      {props.moreExports}
    </div>
  );
}

/** A CSV download button: "Export CSV" unless `label` names what it holds. */
export function ExportCsvButton({ url, label = 'Export CSV' }: { url: string; label?: string }) {
  return (
    <Button variant="outline" onClick={() => downloadExport(url)}>
      <Download aria-hidden />
      {label}
    </Button>
  );
}

// A plain link download: the browser streams the file to disk with the session cookie, however
// large it is, and names it from the server's Content-Disposition.
function downloadExport(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
  toast({ title: 'Export Started', description: 'Your CSV file is downloading.' });
}

// The Receivables area (/admin/receivables, staff area 'receivables': the owner and accounting):
// the aging view (every account's open balance by days past due, with everyone's totals), its
// downloads, and a row opened to its invoices and statements.
import { useEffect, useState } from 'react';
import type { AgingRow } from '@shared/receivables/aging';
import { Pager } from '@/components/admin/pager';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';
import { useAgingReport } from './api/receivables-api';
import { AgingRowDetails } from './components/aging-row-details';
import { AgingTable } from './components/aging-table';
import { AgingToolbar } from './components/aging-toolbar';
import { AgingTotals } from './components/aging-totals';

const SEARCH_DELAY_MS = 300;

export function ReceivablesArea() {
  const [asOf, setAsOf] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AgingRow>();
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const report = useAgingReport({ asOf, search, page });
  // The day the server aged as of (today unless chosen), so the downloads match the screen.
  const shownAsOf = asOf || report.data?.asOf || '';

  return (
    <div className="flex flex-col gap-4">
      <AgingToolbar asOf={shownAsOf} onAsOf={setAsOf} searchText={searchText} onSearchText={setSearchText} />
      {report.isPending && <PageSpinner />}
      {report.isError && <Alert variant="destructive">Could not load the aging view: {failureMessage(report.error)}</Alert>}
      {report.data && (
        <>
          <AgingTotals report={report.data} busy={report.isFetching} />
          {report.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              {search ? 'No account matches this search.' : 'Nobody owes anything: every sent invoice is paid.'}
            </p>
          ) : (
            <AgingTable
              rows={report.data.items}
              selectedId={selected?.id}
              onSelect={(row) => setSelected((current) => (current?.id === row.id ? undefined : row))}
            />
          )}
          <Pager page={report.data} onPage={setPage} />
        </>
      )}
      {selected && <AgingRowDetails key={`${selected.id}-${shownAsOf}`} row={selected} asOf={shownAsOf} />}
    </div>
  );
}

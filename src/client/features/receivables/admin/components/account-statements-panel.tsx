// An account's statements in the back office: one for any period (the 1st of this month to today
// unless chosen), as the PDF the customer would get, and the monthly ones made and mailed on the 1st.
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { statementPdfUrl, storedStatementPdfUrl, useStoredStatements } from '../api/receivables-api';

export function AccountStatementsPanel({ accountId }: { accountId: number }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const stored = useStoredStatements(accountId);
  const backwards = from !== '' && to !== '' && from > to;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Statements</h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="statement-from">From</Label>
          <Input id="statement-from" type="date" className="w-44" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="statement-to">To</Label>
          <Input id="statement-to" type="date" className="w-44" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        <Button variant="outline" asChild aria-disabled={backwards}>
          <a href={backwards ? undefined : statementPdfUrl(accountId, from, to)} download>
            <FileText aria-hidden />
            Statement PDF
          </a>
        </Button>
      </div>
      {backwards && <p className="text-sm text-destructive">The start date must not be after the end date.</p>}
      {stored.isError && <Alert variant="destructive">Could not load the monthly statements: {failureMessage(stored.error)}</Alert>}
      {stored.data && stored.data.items.length === 0 && <p className="text-sm text-muted-foreground">No monthly statement yet.</p>}
      {stored.data && stored.data.items.length > 0 && (
        <ul aria-label="Monthly statements" className="flex flex-col gap-1 text-sm">
          {stored.data.items.map((statement) => (
            <li key={statement.id} className="flex flex-wrap items-center gap-x-3">
              <a className="text-primary underline-offset-2 hover:underline" href={storedStatementPdfUrl(statement.id)} download>
                {statement.periodStart} to {statement.periodEnd}
              </a>
              <span className="tabular-nums">closed at {formatUsd(statement.closingBalance)}</span>
              <span className="text-muted-foreground">
                {statement.mailedAt ? `mailed ${formatDateTime(statement.mailedAt)}` : 'not mailed (no billing contact)'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

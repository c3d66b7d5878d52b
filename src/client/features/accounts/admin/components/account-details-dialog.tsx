// One account whole: its terms and figures, Edit and Merge for the owner and accounting, its
// billing contacts and domains, the accounts merged into it, and its history from the audit log.
// A merged account says where its records went, with a link there.
import { GitMerge, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { AccountDetail } from '@shared/accounts/account-schemas';
import { formatDate } from '@shared/calendar-date';
import { LOCALE_ENGLISH_NAMES } from '@shared/i18n';
import { formatUsd } from '@shared/money-format';
import { DetailHeading, DetailSections } from '@/components/admin/detail-section';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { RecordHistory } from '@/components/admin/record-history';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useMayUse } from '@/lib/admin/staff-access';
import { useAccountDetail } from '../../api/accounts';
import { creditLimitText, reminderDaysText, termsLabel } from '../account-words';
import { AccountBadges } from './account-badges';
import { AccountFormDialog } from './account-form-dialog';
import { ContactsSection } from './contacts-section';
import { DomainsSection } from './domains-section';
import { MergeAccountDialog } from './merge-account-dialog';

interface AccountDetailsDialogProps {
  id: number;
  onClose: () => void;
  /** Opens another account in its place (the one it was merged into, or one merged into it). */
  onOpenAccount: (id: number) => void;
}

export function AccountDetailsDialog({ id, onClose, onOpenAccount }: AccountDetailsDialogProps) {
  const detail = useAccountDetail(id);
  return (
    <DetailsDialog detail={detail} title="Customer account" loadFailedText="Could not load this account." onClose={onClose}>
      {(account) => <AccountDetails account={account} onOpenAccount={onOpenAccount} />}
    </DetailsDialog>
  );
}

function AccountDetails({ account, onOpenAccount }: { account: AccountDetail; onOpenAccount: (id: number) => void }) {
  const mayUpdate = useMayUse('account-updates');
  const mayChange = mayUpdate && account.mergedInto === null;
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [mergedNote, setMergedNote] = useState<string>();

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          <span className="wrap-anywhere">{account.name}</span>
          <AccountBadges account={account} />
        </DialogTitle>
        <DialogDescription>
          {termsLabel(account)} · created {formatDate(account.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-6">
        {account.mergedInto && (
          <Alert>
            Merged into {account.mergedInto.name}: its requests, invoices, contacts and domains are there now.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => account.mergedInto && onOpenAccount(account.mergedInto.id)}>
              Open {account.mergedInto.name}
            </Button>
          </Alert>
        )}
        {mayChange && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit account
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMerging(true)}>
              <GitMerge aria-hidden />
              Merge another account into this one
            </Button>
          </div>
        )}
        <p role="status" className="text-sm font-medium empty:hidden">
          {mergedNote}
        </p>
        <DetailSections
          sections={[
            {
              title: 'Terms and credit',
              items: [
                { label: 'Payment terms', value: termsLabel(account) },
                { label: 'Open balance', value: formatUsd(account.openBalance) },
                { label: 'Credit limit', value: creditLimitText(account.creditLimit) },
                { label: 'Open invoices', value: String(account.openInvoiceCount) },
                { label: 'Requests', value: String(account.requestCount) },
              ],
            },
            {
              title: 'Statements and reminders',
              items: [
                { label: 'Language', value: LOCALE_ENGLISH_NAMES[account.language] },
                {
                  label: 'Reminders',
                  value: account.remindersPaused ? 'Paused' : `Days ${reminderDaysText(account.reminderOffsets)} the due day`,
                },
                { label: 'Factored', value: account.factored ? 'Yes: invoices are paid to the factor' : 'No' },
              ],
            },
            { title: 'Notes', items: [{ label: 'Internal notes', value: account.notes }] },
          ]}
        />
        <ContactsSection account={account} mayChange={mayChange} />
        <DomainsSection account={account} mayChange={mayChange} />
        {account.mergedAccounts.length > 0 && (
          <section>
            <DetailHeading>Accounts merged into this one</DetailHeading>
            <ul className="flex flex-col gap-1 text-sm" aria-label="Accounts merged into this one">
              {account.mergedAccounts.map((merged) => (
                <li key={merged.id}>
                  <Button variant="link" className="h-auto p-0" onClick={() => onOpenAccount(merged.id)}>
                    {merged.name}
                  </Button>{' '}
                  <span className="text-muted-foreground">merged {formatDate(merged.mergedAt)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <RecordHistory recordType="customer_account" recordId={account.id} />
      </div>
      {editing && <AccountFormDialog account={account} onClose={() => setEditing(false)} />}
      {merging && <MergeAccountDialog account={account} onClose={() => setMerging(false)} onMerged={setMergedNote} />}
    </>
  );
}

// Finding an active account to choose: a search box and the first matches, each with a button that
// names it. Used to merge an account into another and to bill a request to an account.
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AccountSummary } from '@shared/accounts/account-schemas';
import { ADMIN_PAGE_SIZE } from '@shared/admin-lists';
import { formatUsd } from '@shared/money-format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { useAccountPage } from '../../api/accounts';
import { termsLabel } from '../account-words';

const SEARCH_DELAY_MS = 300;

interface AccountPickerProps {
  /** Left out of the matches (the account being merged into, say). */
  exceptId?: number;
  /** The choose button's words for an account, e.g. "Merge Acme". */
  chooseLabel: (account: AccountSummary) => string;
  onChoose: (account: AccountSummary) => void;
}

export function AccountPicker({ exceptId, chooseLabel, onChoose }: AccountPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const page = useAccountPage({ search, status: 'active', page: 1, pageSize: ADMIN_PAGE_SIZE }, search !== '');
  const matches = (page.data?.items ?? []).filter((account) => account.id !== exceptId);

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-search`}>Find an account</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={`${id}-search`}
          type="search"
          className="pl-9"
          placeholder="Name, billing contact or domain"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {page.isError && <Alert variant="destructive">{failureMessage(page.error)}</Alert>}
      {search !== '' && page.data && matches.length === 0 && <p className="text-sm text-muted-foreground">No active account matches.</p>}
      {matches.length > 0 && (
        <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto" aria-label="Matching accounts">
          {matches.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 rounded border p-2 text-sm">
              <span className="min-w-0 wrap-anywhere">
                <strong>{account.name}</strong> · {termsLabel(account)} · owes {formatUsd(account.openBalance)}
                {account.contactEmails.length > 0 && (
                  <span className="block text-muted-foreground">{account.contactEmails.join(', ')}</span>
                )}
              </span>
              <Button type="button" size="sm" variant="outline" onClick={() => onChoose(account)}>
                {chooseLabel(account)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// The Accounts area (/admin/accounts, decision 072): the customer companies that buy on terms,
// searched by name, billing contact or domain, each with what it owes; New account for the owner
// and accounting, and each account's dialog. Operations reads it (the server refuses their changes).
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_LIST_STATUSES } from '@shared/accounts/account-schemas';
import { ListToolbar, statusOptions } from '@/components/admin/list-toolbar';
import { PagedList } from '@/components/admin/paged-list';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { useMayUse } from '@/lib/admin/staff-access';
import { useListQuery } from '@/lib/admin/use-list-query';
import { useAccountPage } from '../api/accounts';
import { AccountCard } from './components/account-card';
import { AccountDetailsDialog } from './components/account-details-dialog';
import { AccountFormDialog } from './components/account-form-dialog';

const STATUS_OPTIONS = statusOptions('All accounts', ACCOUNT_LIST_STATUSES, { active: 'Active', merged: 'Merged' });

export function AccountsArea() {
  const list = useListQuery();
  const mayUpdate = useMayUse('account-updates');
  const page = useAccountPage(list.query);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number>();
  const filtered = list.query.search || list.query.status !== 'all';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <ListToolbar
            list={list}
            searchLabel="Search accounts"
            searchPlaceholder="Search by name, billing contact or domain..."
            statusOptions={STATUS_OPTIONS}
          />
        </div>
        {mayUpdate && (
          <Button className="self-start lg:self-auto" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New account
          </Button>
        )}
      </div>
      <PagedList
        page={page}
        noun="accounts"
        loading={<PageSpinner />}
        emptyText={filtered ? 'No accounts match this search.' : 'No customer accounts yet'}
        label="Customer accounts"
        gap="gap-3"
        renderItem={(account) => <AccountCard account={account} onOpen={() => setOpenId(account.id)} />}
        onPage={list.setPage}
      />
      {creating && (
        <AccountFormDialog
          onClose={() => setCreating(false)}
          onSaved={(account) => {
            setCreating(false);
            setOpenId(account.id);
          }}
        />
      )}
      {openId !== undefined && <AccountDetailsDialog id={openId} onClose={() => setOpenId(undefined)} onOpenAccount={setOpenId} />}
    </div>
  );
}

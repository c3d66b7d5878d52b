// Merging another account into this one: find it, then confirm with both named and what happens.
// The account shown keeps its name, terms and settings; the other's records all move to it.
import { useState } from 'react';
import type { AccountDetail, AccountSummary } from '@shared/accounts/account-schemas';
import { formatUsd } from '@shared/money-format';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useMergeAccounts } from '../../api/accounts';
import { AccountPicker } from './account-picker';

export function MergeAccountDialog({ account, onClose }: { account: AccountDetail; onClose: () => void }) {
  const merge = useMergeAccounts(account.id);
  const [chosen, setChosen] = useState<AccountSummary>();

  if (chosen) {
    return (
      <ConfirmActionDialog
        title={`Merge ${chosen.name} into ${account.name}?`}
        record={[
          { label: 'Kept', value: account.name },
          { label: 'Merged', value: chosen.name },
          { label: 'Its open balance', value: formatUsd(chosen.openBalance) },
          { label: 'Its contacts', value: chosen.contactEmails.join(', ') || 'None' },
        ]}
        consequence={`${account.name} keeps its name, terms and settings and takes every request, invoice, billing contact, domain and statement of ${chosen.name}. ${chosen.name} stays, marked merged: nothing is deleted, and it cannot be unmerged.`}
        confirmLabel={`Merge ${chosen.name}`}
        busyLabel="Merging..."
        tone="destructive"
        onConfirm={async () => {
          const result = await merge.mutateAsync(chosen.id);
          toast({
            title: 'Accounts merged',
            description: `${result.moved.requests} requests, ${result.moved.invoices} invoices and ${result.moved.contacts} contacts moved to ${account.name}.`,
          });
        }}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge an account into {account.name}</DialogTitle>
          <DialogDescription>Choose the duplicate: it will be merged into this account.</DialogDescription>
        </DialogHeader>
        <AccountPicker exceptId={account.id} chooseLabel={(other) => `Merge ${other.name}`} onChoose={setChosen} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// Merging another account into this one: find it, then confirm with both named and what happens.
// The account shown keeps its name, terms and settings; the other's records all move to it.
import { useState } from 'react';
import type { AccountDetail, AccountSummary } from '@shared/accounts/account-schemas';
import { formatUsd } from '@shared/money-format';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useMergeAccounts } from '../../api/accounts';
import { AccountPicker } from './account-picker';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface MergeAccountDialogProps {
  account: AccountDetail;
  onClose: () => void;
  /** Told what moved, once the merge is done. */
  onMerged: (note: string) => void;
}

export function MergeAccountDialog({ account, onClose, onMerged }: MergeAccountDialogProps) {
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
          const { moved } = await merge.mutateAsync(chosen.id);
          onMerged(
            `${chosen.name} merged into this account: ${counted(moved.requests, 'request', 'requests')}, ` +
              `${counted(moved.invoices, 'invoice', 'invoices')} and ${counted(moved.contacts, 'billing contact', 'billing contacts')} moved here.`,
          );
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

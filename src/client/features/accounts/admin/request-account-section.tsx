// A request's account in its View dialog (decision 072): the account it is billed to, with its
// terms, what it owes and its limit, or a one-off customer; the owner and accounting may bill it to
// another account or to none. Its sent invoice follows it, keeping the terms it was sent on.
import { useId, useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { DetailHeading } from '@/components/admin/detail-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useMayUse } from '@/lib/admin/staff-access';
import { failureMessage } from '@/lib/failure-message';
import { useChooseRequestAccount, useRequestAccount } from '../api/request-account';
import { creditLimitText, termsLabel } from './account-words';
import { AccountPicker } from './components/account-picker';

export function RequestAccountSection({ requestId }: { requestId: number }) {
  const id = useId();
  const view = useRequestAccount(requestId);
  const choose = useChooseRequestAccount(requestId);
  const mayChoose = useMayUse('account-updates');
  const [choosing, setChoosing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const account = view.data?.account;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <DetailHeading id={`${id}-heading`}>Account</DetailHeading>
      {view.isPending && <p className="text-sm text-muted-foreground">Loading...</p>}
      {view.isError && <Alert variant="destructive">{failureMessage(view.error)}</Alert>}
      {view.data &&
        (account ? (
          <p className="text-sm">
            Billed to <strong>{account.name}</strong> · {termsLabel(account)} · owes {formatUsd(account.openBalance)} ·{' '}
            {creditLimitText(account.creditLimit)}
          </p>
        ) : (
          <p className="text-sm">One-off customer: no account, due on receipt.</p>
        ))}
      {view.data && mayChoose && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setChoosing(true)}>
            {account ? 'Bill to another account' : 'Bill to an account'}
          </Button>
          {account && (
            <Button size="sm" variant="outline" onClick={() => setClearing(true)}>
              Make it a one-off customer
            </Button>
          )}
        </div>
      )}
      {choosing && (
        <Dialog open onOpenChange={(open) => !open && setChoosing(false)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Bill this request to an account</DialogTitle>
              <DialogDescription>
                Its invoice, once sent, is due on the account&apos;s terms; an invoice already sent keeps its terms and moves with it.
              </DialogDescription>
            </DialogHeader>
            <AccountPicker
              exceptId={account?.id}
              chooseLabel={(other) => `Bill to ${other.name}`}
              onChoose={(other) => choose.mutate(other.id, { onSuccess: () => setChoosing(false) })}
            />
            {choose.isError && <Alert variant="destructive">{failureMessage(choose.error)}</Alert>}
            <DialogFooter>
              <Button variant="outline" onClick={() => setChoosing(false)}>
                Cancel
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
      {clearing && account && (
        <ConfirmActionDialog
          title="Make this request a one-off customer's?"
          record={[{ label: 'Billed to now', value: account.name }]}
          consequence="The request and its sent invoice leave the account: no longer in its balance or statements. An invoice not yet sent will be due on receipt."
          confirmLabel="Remove from the account"
          busyLabel="Saving..."
          onConfirm={() => choose.mutateAsync(null)}
          onClose={() => setClearing(false)}
        />
      )}
    </section>
  );
}

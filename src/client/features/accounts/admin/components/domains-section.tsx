// An account's confirmed company domains: requests from any address at one are billed to the
// account. Each with who confirmed it and Remove; a form to confirm another (a public mail service
// such as gmail.com is refused before it is sent, and by the server).
import { useId, useState, type FormEvent } from 'react';
import { newDomainSchema, type AccountDetail, type AccountDomain } from '@shared/accounts/account-schemas';
import { formatDate } from '@shared/calendar-date';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { DetailHeading } from '@/components/admin/detail-section';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { useAddDomain, useRemoveDomain } from '../../api/accounts';
import { addedText } from './contacts-section';

export function DomainsSection({ account, mayChange }: { account: AccountDetail; mayChange: boolean }) {
  const id = useId();
  const add = useAddDomain(account.id);
  const remove = useRemoveDomain(account.id);
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<string>();
  const [removing, setRemoving] = useState<AccountDomain>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(undefined);
    const parsed = newDomainSchema.safeParse({ domain });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.domain, {
      onSuccess: (result) => {
        setDomain('');
        setAdded(addedText(`${parsed.data.domain} confirmed`, result.attachedRequests));
      },
      onError: (failure) => setError(failureMessage(failure)),
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <DetailHeading id={`${id}-heading`}>Company domains</DetailHeading>
      {account.domains.length === 0 ? (
        <p className="text-sm">No confirmed domain: only the billing contacts&apos; own requests are billed to the account.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Company domains">
          {account.domains.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded border p-2 text-sm">
              <span className="min-w-0 wrap-anywhere">
                @{entry.domain}
                <span className="text-muted-foreground">
                  {' '}
                  · confirmed {formatDate(entry.confirmedAt)}
                  {entry.confirmedBy && ` by ${entry.confirmedBy}`}
                </span>
              </span>
              {mayChange && (
                <Button size="sm" variant="outline" aria-label={`Remove ${entry.domain}`} onClick={() => setRemoving(entry)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayChange && (
        <form className="flex flex-col gap-2" aria-label="Confirm a company domain" onSubmit={submit} noValidate>
          <Label htmlFor={`${id}-domain`}>Company domain</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-domain`}
              className="min-w-0 flex-1"
              placeholder="acme-shipping.com"
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
              {...errorAria(`${id}-domain-error`, error)}
            />
            <Button type="submit" disabled={add.isPending || domain.trim() === ''}>
              {add.isPending ? 'Confirming...' : 'Confirm domain'}
            </Button>
          </div>
          <p role="status" className="text-sm">
            {added}
          </p>
          <FieldError id={`${id}-domain-error`} error={error} announce />
        </form>
      )}
      {removing && (
        <ConfirmActionDialog
          title="Remove this domain?"
          record={[
            { label: 'Account', value: account.name },
            { label: 'Domain', value: removing.domain },
          ]}
          consequence="New requests from the domain are no longer billed to the account. Requests already billed to it stay."
          confirmLabel={`Remove ${removing.domain}`}
          busyLabel="Removing..."
          tone="destructive"
          onConfirm={() => remove.mutateAsync(removing.id)}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </section>
  );
}

// An account's billing contacts: each address (who sees the account on the customer's page), with
// Remove, and a form to add one. A 409 (the address is already another account's) is said under the
// field; adding one says how many earlier requests it brought to the account.
import { useId, useState, type FormEvent } from 'react';
import { newContactSchema, type AccountDetail, type AccountContact } from '@shared/accounts/account-schemas';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { DetailHeading } from '@/components/admin/detail-section';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { useAddContact, useRemoveContact } from '../../api/accounts';

/** "ap@acme.example added. 2 earlier requests are now billed to it." */
export function addedText(done: string, attachedRequests: number): string {
  if (attachedRequests === 0) return `${done}.`;
  return attachedRequests === 1
    ? `${done}. 1 earlier request is now billed to it.`
    : `${done}. ${attachedRequests} earlier requests are now billed to it.`;
}

export function ContactsSection({ account, mayChange }: { account: AccountDetail; mayChange: boolean }) {
  const id = useId();
  const add = useAddContact(account.id);
  const remove = useRemoveContact(account.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<string>();
  const [removing, setRemoving] = useState<AccountContact>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(undefined);
    const parsed = newContactSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(
      { email: parsed.data.email },
      {
        onSuccess: (result) => {
          setEmail('');
          setAdded(addedText(`${parsed.data.email} added`, result.attachedRequests));
        },
        onError: (failure) => setError(failureMessage(failure)),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <DetailHeading id={`${id}-heading`}>Billing contacts</DetailHeading>
      <p className="text-sm text-muted-foreground">
        Each sees the account&apos;s invoices and balance on the customer&apos;s page; their requests are billed to it.
      </p>
      {account.contacts.length === 0 ? (
        <p className="text-sm">No billing contact yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Billing contacts">
          {account.contacts.map((contact) => (
            <li key={contact.id} className="flex flex-wrap items-center justify-between gap-2 rounded border p-2 text-sm">
              <span className="min-w-0 wrap-anywhere">
                {contact.email}
                {contact.name && <span className="text-muted-foreground"> · {contact.name}</span>}
              </span>
              {mayChange && (
                <Button size="sm" variant="outline" aria-label={`Remove ${contact.email}`} onClick={() => setRemoving(contact)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayChange && (
        <form className="flex flex-col gap-2" aria-label="Add a billing contact" onSubmit={submit} noValidate>
          <Label htmlFor={`${id}-email`}>Billing contact e-mail</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-email`}
              type="email"
              className="min-w-0 flex-1"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...errorAria(`${id}-email-error`, error)}
            />
            <Button type="submit" disabled={add.isPending || email.trim() === ''}>
              {add.isPending ? 'Adding...' : 'Add contact'}
            </Button>
          </div>
          <p role="status" className="text-sm">
            {added}
          </p>
          <FieldError id={`${id}-email-error`} error={error} announce />
        </form>
      )}
      {removing && (
        <ConfirmActionDialog
          title="Remove this billing contact?"
          record={[
            { label: 'Account', value: account.name },
            { label: 'Contact', value: removing.email },
          ]}
          consequence="The address no longer sees the account on the customer's page, and its new requests are no longer billed to it. Requests already billed to the account stay."
          confirmLabel={`Remove ${removing.email}`}
          busyLabel="Removing..."
          tone="destructive"
          onConfirm={() => remove.mutateAsync(removing.id)}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </section>
  );
}

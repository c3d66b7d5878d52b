// Change a request's contact e-mail. The customer's page lists requests by that address, so the
// change moves the request from one customer's page to another's: the dialog asks for the new
// address, then names the move and asks again before sending.
import { useId, useState, type FormEvent } from 'react';
import { contactEmailUpdateSchema, type AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useChangeContactEmail } from '../api/service-requests';

type ContactRequest = Pick<AdminServiceRequestSummary, 'id' | 'referenceId' | 'contactEmail'>;

export function ContactEmailDialog({ request, onClose }: { request: ContactRequest; onClose: () => void }) {
  const inputId = useId();
  const [email, setEmail] = useState(request.contactEmail);
  const [error, setError] = useState<string>();
  /** The checked address waiting for the admin's confirmation of the move. */
  const [confirming, setConfirming] = useState<string>();
  const change = useChangeContactEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirming === undefined) {
      const parsed = contactEmailUpdateSchema.safeParse({ email });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      setError(undefined);
      if (parsed.data.email === request.contactEmail) {
        onClose();
        return;
      }
      setConfirming(parsed.data.email);
      return;
    }
    change.mutate(
      { id: request.id, email: confirming },
      {
        onSuccess: () => {
          toast({ title: 'Contact e-mail changed', description: `Request ${request.referenceId} is now on ${confirming}'s page.` });
          onClose();
        },
        onError: (failure) => toast({ title: 'Could not change the e-mail', description: failureMessage(failure), variant: 'destructive' }),
      },
    );
  }

  return (
    <FormDialog
      title="Change Contact E-mail"
      description={
        <>
          <span className="wrap-anywhere">{request.referenceId}</span> · now <span className="wrap-anywhere">{request.contactEmail}</span>.
          The customer's page shows the requests with their e-mail address.
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={change.isPending || !email.trim()}>
          {confirming === undefined ? 'Continue' : change.isPending ? 'Moving...' : 'Move Request'}
        </Button>
      }
    >
      {confirming === undefined ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>New contact e-mail</Label>
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...errorAria(`${inputId}-error`, error)}
          />
          <FieldError id={`${inputId}-error`} error={error} />
        </div>
      ) : (
        <p role="alert" className="text-sm wrap-anywhere">
          Requests move to {confirming}'s page: {request.contactEmail} will no longer see {request.referenceId}. The change is recorded in
          the audit log.
        </p>
      )}
    </FormDialog>
  );
}

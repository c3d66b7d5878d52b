// Contact preferences: which status changes of their requests the customer is e-mailed about.
// The confirmation, quotes, invoices and receipts always go, so they are not offered here.
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CustomerPreferences } from '@shared/customer-portal';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS, type ServiceRequestStatus } from '@shared/service-requests';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { usePreferences, useSavePreferences } from '../api/preferences';

export function PreferencesSection() {
  const preferences = usePreferences();
  return (
    <section aria-labelledby="preferences-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="preferences-heading" className="text-xl font-semibold tracking-tight">
        Contact preferences
      </h2>
      <p className="text-sm text-muted-foreground">Your confirmation, quotes, invoices and receipts are always e-mailed to you.</p>
      {preferences.isPending && <p className="text-muted-foreground">Loading your preferences...</p>}
      {preferences.isError && !(preferences.error instanceof ApiError && preferences.error.status === 401) && (
        <Alert variant="destructive">Could not load your preferences: {failureMessage(preferences.error)}</Alert>
      )}
      {preferences.data && <PreferencesForm saved={preferences.data} />}
    </section>
  );
}

function PreferencesForm({ saved }: { saved: CustomerPreferences }) {
  const save = useSavePreferences();
  const [chosen, setChosen] = useState<ReadonlySet<ServiceRequestStatus>>(() => new Set(saved.statusEmails));

  function toggle(status: ServiceRequestStatus, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(status);
      else next.delete(status);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // In the statuses' own order, whatever order they were ticked in.
    const statusEmails = SERVICE_REQUEST_STATUSES.filter((status) => chosen.has(status));
    save.mutate(
      { statusEmails },
      {
        onSuccess: () => toast({ title: 'Preferences saved', description: savedDescription(statusEmails) }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast({ title: 'Could not save your preferences', description: failureMessage(error), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">E-mail me when my request is:</legend>
        {SERVICE_REQUEST_STATUSES.map((status) => (
          <label key={status} className="inline-flex min-h-9 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(status)}
              onChange={(event) => toggle(status, event.target.checked)}
            />
            {STATUS_LABELS[status]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
        {save.isPending ? 'Saving...' : 'Save preferences'}
      </Button>
    </form>
  );
}

function savedDescription(statusEmails: readonly ServiceRequestStatus[]): string {
  if (statusEmails.length === 0) return 'We will not e-mail you when a request changes status.';
  return `We will e-mail you when a request is: ${statusEmails.map((status) => STATUS_LABELS[status]).join(', ')}.`;
}

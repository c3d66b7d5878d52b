// Contact preferences: which status changes of their requests the customer is e-mailed about.
// The confirmation, quotes, invoices and receipts always go, so they are not offered here.
import { LoaderCircle } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import type { CustomerPreferences } from '@shared/customer-portal/customer-portal';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '@shared/service-requests/service-requests';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { sharedLabel, shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { failureRefusal } from '@/lib/failure-message';
import { usePreferences, useSavePreferences } from '../api/preferences';

export function PreferencesSection() {
  const i18n = useI18n();
  const preferences = usePreferences();
  return (
    <section aria-labelledby="preferences-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="preferences-heading" className="text-xl font-semibold tracking-tight">
        {i18n._('account.preferences.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{i18n._('account.preferences.alwaysSent')}</p>
      {preferences.isPending && <p className="text-muted-foreground">{i18n._('account.preferences.loading')}</p>}
      {preferences.isError && !(preferences.error instanceof ApiError && preferences.error.status === 401) && (
        <Alert variant="destructive">
          {i18n._('account.preferences.loadFailed', { reason: shownMessage(i18n, failureRefusal(preferences.error)) })}
        </Alert>
      )}
      {preferences.data && <PreferencesForm saved={preferences.data} />}
    </section>
  );
}

function PreferencesForm({ saved }: { saved: CustomerPreferences }) {
  const i18n = useI18n();
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
        onSuccess: () => toast({ title: i18n._('account.preferences.saved'), description: savedDescription(i18n, statusEmails) }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast({
            title: i18n._('account.preferences.saveFailed'),
            description: shownMessage(i18n, failureRefusal(error)),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{i18n._('account.preferences.legend')}</legend>
        {SERVICE_REQUEST_STATUSES.map((status) => (
          <label key={status} className="inline-flex min-h-9 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(status)}
              onChange={(event) => toggle(status, event.target.checked)}
            />
            {sharedLabel(i18n, 'requestStatus', status)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
        {save.isPending ? i18n._('account.preferences.saving') : i18n._('account.preferences.save')}
      </Button>
    </form>
  );
}

function savedDescription(i18n: I18n, statusEmails: readonly ServiceRequestStatus[]): string {
  if (statusEmails.length === 0) return i18n._('account.preferences.savedNone');
  const statuses = statusEmails.map((status) => sharedLabel(i18n, 'requestStatus', status)).join(', ');
  return i18n._('account.preferences.savedSome', { statuses });
}

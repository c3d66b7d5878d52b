// A request's payment reminders on its view (decision 076): each one the scheduler sent, when,
// which day it was (before due, overdue, the final notice), the balance it asked for and to whom.
import { useId } from 'react';
import type { InvoiceReminder } from '@shared/receivables/invoice-reminders';
import { reminderDayLabel } from '@shared/receivables/invoice-reminders';
import { formatUsd } from '@shared/money-format';
import { EventTime } from '@/components/admin/audit-event-parts';
import { DetailHeading } from '@/components/admin/detail-section';
import { Alert } from '@/components/ui/alert';
import { useMayUse } from '@/lib/admin/staff-access';
import { failureMessage } from '@/lib/failure-message';
import { useInvoiceReminders } from './api/invoice-reminders';

export function InvoiceReminders({ requestId }: { requestId: number }) {
  // Hiding is a courtesy; the server refuses the same call with 403.
  const mayRead = useMayUse('service-requests');
  if (!mayRead) return null;
  return <InvoiceReminderList requestId={requestId} />;
}

function InvoiceReminderList({ requestId }: { requestId: number }) {
  const headingId = useId();
  const reminders = useInvoiceReminders(requestId);
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Payment reminders</DetailHeading>
      {reminders.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading reminders...
        </p>
      )}
      {reminders.isError && <Alert variant="destructive">Could not load the reminders: {failureMessage(reminders.error)}</Alert>}
      {reminders.data?.reminders.length === 0 && <p className="text-sm text-muted-foreground">No reminder sent yet.</p>}
      {reminders.data && reminders.data.reminders.length > 0 && (
        <ol className="flex flex-col gap-2" aria-labelledby={headingId}>
          {reminders.data.reminders.map((reminder) => (
            <li key={`${reminder.invoiceNumber} ${reminder.offsetDays}`} className="text-sm">
              <ReminderLine reminder={reminder} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReminderLine({ reminder }: { reminder: InvoiceReminder }) {
  return (
    <>
      <p className="font-medium">
        {reminderDayLabel(reminder.offsetDays)}
        {reminder.finalNotice && ', final notice'} · {formatUsd(reminder.balance)} asked
      </p>
      <p className="break-words text-muted-foreground">
        <EventTime at={reminder.sentAt} /> · {reminder.invoiceNumber} · to {reminder.recipients.join(', ')}
      </p>
    </>
  );
}

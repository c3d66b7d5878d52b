// The driver's Social Security number: shown masked ("•••-••-1234") or "Not recorded", and a form
// to record it. What is typed goes to the server once and the field is emptied: the page never
// shows it whole again, and the browser is asked not to keep or offer it.
import { useId, useState, type FormEvent } from 'react';
import type { MessageOrText } from '@shared/coded-message';
import { DetailHeading } from '@/components/admin/detail-section';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useRecordSsn } from '../api/record-ssn';

export function SsnSection({ driverId, ssnMasked }: { driverId: number; ssnMasked: string | null }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const record = useRecordSsn(driverId);
  const [ssn, setSsn] = useState('');
  const [error, setError] = useState<MessageOrText>();
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!ssn.trim()) {
      setError('Enter the 9-digit number.');
      return;
    }
    setError(undefined);
    try {
      await record.mutateAsync(ssn);
      toast({ title: 'Social Security number recorded' });
    } catch (refusal) {
      const reason = refusedField(refusal, 'ssn');
      if (reason !== undefined) setError(reason);
      else setFailure(failureMessage(refusal));
    } finally {
      // Emptied either way: a refused number is typed again rather than left on screen.
      setSsn('');
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Social Security number</DetailHeading>
      <p className="text-sm">
        {ssnMasked ? (
          <>
            <span className="font-mono" aria-hidden>
              {ssnMasked}
            </span>
            <span className="sr-only">Recorded, ending in {ssnMasked.slice(-4)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">Not recorded</span>
        )}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Record SSN" className="mt-2 flex flex-wrap items-start gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-ssn`}>{ssnMasked ? 'Replace the number' : 'Record the number'}</Label>
          <Input
            id={`${id}-ssn`}
            name="ssn"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            className="w-44"
            value={ssn}
            onChange={(event) => setSsn(event.target.value)}
            {...errorAria(`${id}-ssn-error`, error)}
          />
          <FieldError id={`${id}-ssn-error`} error={error} />
        </div>
        <Button type="submit" className="mt-6" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : 'Record SSN'}
        </Button>
      </form>
      {failure && (
        <Alert variant="destructive" className="mt-2">
          {failure}
        </Alert>
      )}
    </section>
  );
}

// The hiring workflow on one application: move it to a status with notes (the applicant is
// e-mailed where it concerns them), hire it once approved (after a confirmation naming the
// applicant), and then show the driver profile.
import { BadgeCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminDriverApplicationDetail, HiredProfile } from '@shared/driver-applications/admin-driver-applications';
import { formatDateTime } from '@shared/calendar-date';
import {
  DRIVER_APPLICATION_STATUS_LABELS,
  DRIVER_APPLICATION_STATUSES,
  type DriverApplicationStatus,
} from '@shared/driver-applications/driver-applications';
import { todayIsoDate } from '@shared/format';
import { StatusNotesFields } from '@/components/admin/status-notes-fields';
import { notesToSend, statusUpdateCallbacks } from '@/components/admin/status-update';
import { labelledOptions } from '@/components/form/select-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useChangeApplicationStatus } from '../api/driver-applications';
import { ConfirmHireDialog } from './confirm-hire-dialog';

const STATUS_OPTIONS = labelledOptions(DRIVER_APPLICATION_STATUSES, DRIVER_APPLICATION_STATUS_LABELS);

export function ApplicationHiringPanel({ application }: { application: AdminDriverApplicationDetail }) {
  if (application.profile) return <HiredDriver profile={application.profile} />;
  return (
    <section className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Hiring</h3>
      <StatusForm application={application} />
      {application.status === 'approved' && <HireForm application={application} />}
    </section>
  );
}

function StatusForm({ application }: { application: AdminDriverApplicationDetail }) {
  const [status, setStatus] = useState<DriverApplicationStatus>(application.status);
  const [notes, setNotes] = useState('');
  const change = useChangeApplicationStatus();

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { id: application.id, status, notes: notesToSend(notes) },
      statusUpdateCallbacks(() => setNotes('')),
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
      <StatusNotesFields
        status={{ id: 'application-status', label: 'Application status', value: status, options: STATUS_OPTIONS, onChange: setStatus }}
        notes={{
          id: 'application-notes',
          rows: 2,
          placeholder: 'Internal notes; the applicant does not see them',
          value: notes,
          onChange: setNotes,
        }}
      />
      <p className="text-xs text-muted-foreground sm:col-span-2">
        The applicant is e-mailed when the application moves to reviewing, interview, approved or rejected.
      </p>
      <Button type="submit" className="sm:col-span-2 sm:justify-self-end" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Save Status'}
      </Button>
    </form>
  );
}

function HireForm({ application }: { application: AdminDriverApplicationDetail }) {
  const [hireDate, setHireDate] = useState(todayIsoDate());
  const [medicalCardExpiration, setMedicalCardExpiration] = useState(application.medicalCardExpiration ?? '');
  const [ssn, setSsn] = useState('');
  const [confirming, setConfirming] = useState(false);

  // The form only gathers the dates; hiring waits for the confirmation, which names the applicant.
  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  // The dialog sits beside the form, not in it: portalled or not, its buttons must never submit it.
  return (
    <>
      <form onSubmit={submit} className="grid gap-3 border-t pt-4 sm:grid-cols-2" aria-label="Hire">
        <p className="text-sm sm:col-span-2">
          Approved. Hiring creates the driver&apos;s profile, sets it active and e-mails the applicant a welcome.
        </p>
        <div className="flex flex-col gap-2">
          <Label htmlFor="hire-date">Hire date</Label>
          <Input id="hire-date" type="date" required value={hireDate} onChange={(event) => setHireDate(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="hire-medical-card">Medical card expires</Label>
          <Input
            id="hire-medical-card"
            type="date"
            value={medicalCardExpiration}
            onChange={(event) => setMedicalCardExpiration(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="hire-ssn">Social Security number (optional)</Label>
          {/* Typed like a password: never shown on screen, kept or offered by the browser. */}
          <Input
            id="hire-ssn"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            aria-describedby="hire-ssn-hint"
            value={ssn}
            onChange={(event) => setSsn(event.target.value)}
          />
          <p id="hire-ssn-hint" className="text-xs text-muted-foreground">
            Stored encrypted for the qualification file and shown masked from then on.
          </p>
        </div>
        <Button type="submit" variant="accent" className="sm:col-span-2 sm:justify-self-end" disabled={!hireDate}>
          Hire Applicant
        </Button>
      </form>
      {confirming && (
        <ConfirmHireDialog
          application={application}
          hire={{ hireDate, medicalCardExpiration: medicalCardExpiration || undefined, ssn: ssn.trim() || undefined }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

function HiredDriver({ profile }: { profile: HiredProfile }) {
  return (
    <section className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-950">
      <BadgeCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
      <div>
        <p className="font-semibold">
          Hired as driver <span className="font-mono">{profile.profileId}</span> ({profile.status === 'active' ? 'Active' : profile.status})
        </p>
        <p>
          Hire date {formatCalendarDate(profile.hireDate)} · recorded {formatDateTime(profile.createdAt)}
          {profile.hiredBy ? ` by ${profile.hiredBy}` : ''}
        </p>
      </div>
    </section>
  );
}

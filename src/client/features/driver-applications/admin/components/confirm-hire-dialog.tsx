// Hire an approved applicant: the dialog names who is hired, from when, and what hiring does,
// before the driver profile is created and the welcome e-mail queued.
import type { AdminDriverApplicationDetail, HireApplicant } from '@shared/driver-applications/admin-driver-applications';
import { CONFIRM_TEXTS } from '@shared/admin/admin-action-confirmations';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useHireApplicant } from '../api/driver-applications';

interface ConfirmHireDialogProps {
  application: AdminDriverApplicationDetail;
  /** The dates typed in the hire form, and the SSN when one was typed. */
  hire: HireApplicant;
  onClose: () => void;
}

export function ConfirmHireDialog({ application, hire, onClose }: ConfirmHireDialogProps) {
  const hireApplicant = useHireApplicant();
  const name = `${application.firstName} ${application.lastName}`;
  const labels = CONFIRM_TEXTS.recordLabels;

  // mutateAsync, not mutate's callbacks: a successful hire replaces the hire form (and this
  // dialog) with the profile, and callbacks of an unmounted caller never run.
  async function confirmHire() {
    const profile = await hireApplicant.mutateAsync({ id: application.id, ...hire });
    toast({ title: 'Driver hired', description: `${name} is driver ${profile.profileId}.` });
  }

  return (
    <ConfirmActionDialog
      title={CONFIRM_TEXTS.hire.title}
      record={[
        { label: labels.applicant, value: `${name} (${application.email})` },
        { label: labels.reference, value: application.referenceId },
        { label: labels.hireDate, value: formatCalendarDate(hire.hireDate) },
        // The number's last four only: the whole number is never shown again once typed.
        ...(hire.ssn ? [{ label: labels.ssn, value: `Ends in ${hire.ssn.replace(/\D/g, '').slice(-4)}` }] : []),
      ]}
      consequence={CONFIRM_TEXTS.hire.consequence(name)}
      confirmLabel={CONFIRM_TEXTS.hire.button(name)}
      busyLabel={CONFIRM_TEXTS.hire.busy}
      tone="accent"
      onConfirm={confirmHire}
      onClose={onClose}
    />
  );
}

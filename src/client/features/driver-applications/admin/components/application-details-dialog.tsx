// Review: a driver application whole, with its documents, the hiring steps and their history.
import type { AdminDriverApplicationDetail } from '@shared/admin-driver-applications';
import { formatDate, formatDateTime } from '@shared/calendar-date';
import { DRIVER_APPLICATION_STATUS_LABELS } from '@shared/driver-applications';
import { DetailSection } from '@/components/admin/detail-section';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { FileList } from '@/components/admin/file-list';
import { StatusHistory } from '@/components/admin/status-history';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDriverApplicationDetail } from '../api/driver-applications';
import { ApplicationHiringPanel } from './application-hiring-panel';
import { ApplicationStatusBadge } from './application-status-badge';

const DOCUMENT_NAMES: Record<string, string> = { resume: 'Resume', license: 'License copy', medical_card: 'Medical card' };

export function ApplicationDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useDriverApplicationDetail(id);
  return (
    <DetailsDialog detail={detail} title="Driver Application" loadFailedText="Could not load this application." onClose={onClose}>
      {(application) => <ApplicationDetails application={application} />}
    </DetailsDialog>
  );
}

function ApplicationDetails({ application: a }: { application: AdminDriverApplicationDetail }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {a.firstName} {a.lastName}
          <ApplicationStatusBadge status={a.status} />
        </DialogTitle>
        <DialogDescription>
          <span className="font-mono">{a.referenceId}</span> · applied {formatDateTime(a.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-6">
        <ApplicationHiringPanel application={a} />
        <DetailSection
          title="Personal Information"
          items={[
            { label: 'Email', value: a.email },
            { label: 'Phone', value: a.phone },
            { label: 'Date of Birth', value: formatDate(`${a.dateOfBirth}T12:00:00`) },
            { label: 'Address', value: `${a.address}\n${a.city}, ${a.state} ${a.zipCode}` },
          ]}
        />
        <DetailSection
          title="License Information"
          items={[
            { label: 'License Type', value: a.licenseType },
            { label: 'CDL Class', value: a.cdlClass },
            { label: 'License Number', value: a.licenseNumber },
            { label: 'License State', value: a.licenseState },
            { label: 'Expires', value: formatDate(`${a.licenseExpiration}T12:00:00`) },
            { label: 'Endorsements', value: a.endorsements },
          ]}
        />
        <DetailSection
          title="Experience"
          items={[
            { label: 'Years of Experience', value: String(a.yearsExperience) },
            { label: 'Previous Employer', value: a.previousEmployer },
            { label: 'Employed', value: a.employmentStartDate ? `${a.employmentStartDate} – ${a.employmentEndDate ?? 'now'}` : null },
            { label: 'Reason for Leaving', value: a.reasonForLeaving },
          ]}
        />
        <DetailSection
          title="Additional Information"
          items={[
            { label: 'Available to Start', value: a.canStartDate ? formatDate(`${a.canStartDate}T12:00:00`) : null },
            { label: 'Notes', value: a.additionalInfo },
          ]}
        />
        <section>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Documents</h3>
          {a.documents.length > 0 ? (
            <FileList files={a.documents} describe={(file) => DOCUMENT_NAMES[file.purpose] ?? 'Document'} />
          ) : (
            <p className="text-sm text-muted-foreground">No documents.</p>
          )}
          {a.medicalCardExpiration && (
            <p className="mt-2 text-sm text-muted-foreground">Medical card expires {formatDate(`${a.medicalCardExpiration}T12:00:00`)}</p>
          )}
        </section>
        <StatusHistory
          history={a.history}
          labels={DRIVER_APPLICATION_STATUS_LABELS}
          describeArrival={(statusLabel) => `Applied (${statusLabel})`}
          arrivedBy="Submitted by the applicant"
          listLabel="Status history"
        />
      </div>
    </>
  );
}

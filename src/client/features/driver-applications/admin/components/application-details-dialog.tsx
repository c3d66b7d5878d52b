// Review: a driver application whole, with its documents, the hiring steps and their history, and
// everything the audit log holds about it.
import type { AdminDriverApplicationDetail } from '@shared/driver-applications/admin-driver-applications';
import { formatDateTime } from '@shared/calendar-date';
import { DRIVER_APPLICATION_STATUS_LABELS } from '@shared/driver-applications/driver-applications';
import { DetailHeading, DetailSections } from '@/components/admin/detail-section';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { FileList } from '@/components/admin/file-list';
import { RecordHistory } from '@/components/admin/record-history';
import { StatusHistory } from '@/components/admin/status-history';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useDriverApplicationDetail } from '../api/driver-applications';
import { applicationDetailSections } from './application-detail-sections';
import { applicationHistorySections } from './application-history-sections';
import { ApplicationHiringPanel } from './application-hiring-panel';
import { ApplicationStatusBadge } from './application-status-badge';

const DOCUMENT_NAMES: Record<string, string> = {
  resume: 'Resume',
  license: 'License copy',
  medical_card: 'Medical card',
  application_signature: 'Signature (certification)',
};

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
          <span className="font-mono wrap-anywhere">{a.referenceId}</span> · applied {formatDateTime(a.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-6">
        <ApplicationHiringPanel application={a} />
        <DetailSections sections={applicationDetailSections(a)} />
        <DetailSections sections={applicationHistorySections(a)} />
        <section>
          <DetailHeading>Documents</DetailHeading>
          {a.documents.length > 0 ? (
            <FileList files={a.documents} describe={(file) => DOCUMENT_NAMES[file.purpose] ?? 'Document'} />
          ) : (
            <p className="text-sm text-muted-foreground">No documents.</p>
          )}
          {a.medicalCardExpiration && (
            <p className="mt-2 text-sm text-muted-foreground">Medical card expires {formatCalendarDate(a.medicalCardExpiration)}</p>
          )}
        </section>
        <StatusHistory
          history={a.history}
          labels={DRIVER_APPLICATION_STATUS_LABELS}
          describeArrival={(statusLabel) => `Applied (${statusLabel})`}
          arrivedBy="Submitted by the applicant"
          listLabel="Status history"
        />
        <RecordHistory recordType="driver_application" recordId={a.id} />
      </div>
    </>
  );
}

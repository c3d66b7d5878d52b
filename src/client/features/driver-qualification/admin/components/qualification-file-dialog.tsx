// A driver's qualification file (issue 41) in one dialog: whether they may be dispatched and the
// checklist, the PDFs for an auditor, the records with "Add a record", the previous employers'
// letters, and the SSN (masked). Each change answers with the file, which replaces what is shown.
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import type { QualificationFileView } from '@shared/driver-qualification/qualification-file-view';
import { DetailHeading } from '@/components/admin/detail-section';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useQualificationFile } from '../api/qualification-file';
import { qualificationFileUrls } from '../api/qualification-file-urls';
import { AddRecordForm } from './add-record-form';
import { ChecklistSection } from './checklist-section';
import { InquiriesSection } from './inquiries-section';
import { RecordsSection } from './records-section';
import { SsnSection } from './ssn-section';

export function QualificationFileDialog({ driverId, onClose }: { driverId: number; onClose: () => void }) {
  const file = useQualificationFile(driverId);
  return (
    <DetailsDialog detail={file} title="Qualification file" loadFailedText="Could not load this qualification file." onClose={onClose}>
      {(loaded) => <QualificationFile file={loaded} />}
    </DetailsDialog>
  );
}

function QualificationFile({ file }: { file: QualificationFileView }) {
  const addHeadingId = useId();
  return (
    <>
      <DialogHeader>
        <DialogTitle>Qualification file: {file.name}</DialogTitle>
        <DialogDescription>
          <span className="font-mono">{file.profileId}</span> · hired {formatCalendarDate(file.hireDate)}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-6">
        <ChecklistSection checklist={file.checklist} assignable={file.assignable} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild variant="outline">
            <a href={qualificationFileUrls.wholeFile(file.driverId)} download>
              <FileDown aria-hidden />
              Download the whole file (PDF)
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={qualificationFileUrls.annualReviewForm(file.driverId)} download>
              <FileDown aria-hidden />
              Annual review form (PDF)
            </a>
          </Button>
        </div>
        <RecordsSection driverId={file.driverId} records={file.records} />
        <section aria-labelledby={addHeadingId}>
          <DetailHeading id={addHeadingId}>Add a record</DetailHeading>
          <AddRecordForm driverId={file.driverId} />
        </section>
        <InquiriesSection driverId={file.driverId} inquiries={file.inquiries} />
        <SsnSection driverId={file.driverId} ssnMasked={file.ssnMasked} />
      </div>
    </>
  );
}

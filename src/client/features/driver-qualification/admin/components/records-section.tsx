// The records in a driver's file, newest first (as the server sends them): what each is, its
// fields, who added it and when, its attached file, and the PDF we produce for a road test or an
// annual review. Records are never edited: a newer one of the same kind supersedes the older.
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import type { QualificationRecordView } from '@shared/driver-qualification/qualification-file-view';
import { DetailHeading } from '@/components/admin/detail-section';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { qualificationFileUrls } from '../api/qualification-file-urls';
import { PRODUCED_DOCUMENT_LABELS, RECORD_KIND_LABELS } from './qualification-labels';
import { RECORD_FIELDS, shownValue } from './record-fields';

export function RecordsSection({ driverId, records }: { driverId: number; records: readonly QualificationRecordView[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Records</DetailHeading>
      {records.length === 0 ? (
        <p className="text-sm text-muted-foreground">No records yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Records">
          {records.map((record) => (
            <RecordItem key={record.id} driverId={driverId} record={record} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecordItem({ driverId, record }: { driverId: number; record: QualificationRecordView }) {
  const details = record.details as Record<string, string | undefined>;
  const produced = PRODUCED_DOCUMENT_LABELS[record.kind];
  const kind = RECORD_KIND_LABELS[record.kind];
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <p className="font-semibold">{kind}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {RECORD_FIELDS[record.kind].map((field) => {
          const value = details[field.name];
          if (!value) return null;
          return (
            <div key={field.name} className="min-w-0">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="whitespace-pre-wrap break-words">
                {field.control === 'date' ? formatCalendarDate(value) : shownValue(field, value)}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="text-muted-foreground">
        Added {formatDateTime(record.addedAt)}
        {record.addedBy ? ` by ${record.addedBy}` : ''}
      </p>
      {(record.fileName || produced) && (
        <div className="flex flex-wrap gap-2">
          {record.fileName && (
            <Button asChild size="sm" variant="outline">
              <a href={qualificationFileUrls.recordFile(driverId, record.id)} download={record.fileName}>
                <FileDown aria-hidden />
                <span className="max-w-56 truncate">{record.fileName}</span>
                <span className="sr-only"> ({kind}, attached file)</span>
              </a>
            </Button>
          )}
          {produced && (
            <Button asChild size="sm" variant="outline">
              <a href={qualificationFileUrls.recordDocument(driverId, record.id)} download>
                <FileDown aria-hidden />
                {produced}
              </a>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

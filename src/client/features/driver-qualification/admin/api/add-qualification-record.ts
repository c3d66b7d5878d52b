// POST /api/admin/drivers/:id/qualification-file/records: a record of one kind, its fields as
// multipart text beside the attached file (when there is one).
import type { QualificationFileView } from '@shared/driver-qualification/qualification-file-view';
import type { QualificationRecordKind } from '@shared/driver-qualification/qualification-records';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useQualificationFileChange } from './qualification-file';
import { qualificationFileUrls } from './qualification-file-urls';

export interface NewQualificationRecord {
  kind: QualificationRecordKind;
  /** The kind's fields as typed; empty optional fields are left out. */
  fields: Record<string, string>;
  file: File | null;
}

export function recordForm({ kind, fields, file }: NewQualificationRecord): FormData {
  const form = new FormData();
  form.append('kind', kind);
  for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
  // The file goes last: the server reads the text fields before the file's stream.
  if (file) form.append('file', file);
  return form;
}

export function useAddQualificationRecord(driverId: number) {
  return useQualificationFileChange(driverId, (record: NewQualificationRecord) =>
    adminSend<QualificationFileView>('POST', qualificationFileUrls.records(driverId), recordForm(record)),
  );
}

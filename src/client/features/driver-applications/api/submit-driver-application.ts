// POST /api/driver-applications: multipart with every text field and the documents under
// resumeFile, licenseFile and medicalCardFile, reporting upload progress.
import { useMutation } from '@tanstack/react-query';
import { DRIVER_APPLICATION_FIELDS, type DriverDocument } from '@shared/driver-application-schema';
import { postFormWithProgress } from '@/lib/upload-with-progress';

export type ChosenDocuments = Partial<Record<DriverDocument['field'], File>>;

export interface SubmitDriverApplicationInput {
  values: Record<string, string>;
  documents: ChosenDocuments;
  onProgress: (fraction: number) => void;
}

export interface SubmittedDriverApplication {
  referenceId: string;
}

export function submitDriverApplication({ values, documents, onProgress }: SubmitDriverApplicationInput): Promise<SubmittedDriverApplication> {
  const form = new FormData();
  // Exactly the form's fields; the CDL class only goes with a CDL.
  for (const field of DRIVER_APPLICATION_FIELDS) {
    if (field === 'cdlClass' && values.licenseType !== 'CDL') continue;
    form.append(field, values[field] ?? '');
  }
  for (const [field, file] of Object.entries(documents)) {
    if (file) form.append(field, file, file.name);
  }
  return postFormWithProgress<SubmittedDriverApplication>('/api/driver-applications', form, onProgress);
}

export function useSubmitDriverApplication() {
  return useMutation({ mutationFn: submitDriverApplication });
}

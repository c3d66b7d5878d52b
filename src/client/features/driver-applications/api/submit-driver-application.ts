// POST /api/driver-applications: multipart with every text field and the documents under
// resumeFile, licenseFile and medicalCardFile, reporting upload progress.
import { useMutation } from '@tanstack/react-query';
import type { DriverApplicationInput, DriverDocument } from '@shared/driver-applications/driver-application-schema';
import { postFormWithProgress } from '@/lib/upload-with-progress';

export type ChosenDocuments = Partial<Record<DriverDocument['field'], File>>;

export interface SubmitDriverApplicationInput {
  /** Every field of the form as typed: the server parses them with the same schema. */
  values: DriverApplicationInput;
  documents: ChosenDocuments;
  onProgress: (fraction: number) => void;
}

export interface SubmittedDriverApplication {
  referenceId: string;
}

export function submitDriverApplication(input: SubmitDriverApplicationInput): Promise<SubmittedDriverApplication> {
  const { values, documents, onProgress } = input;
  const form = new FormData();
  // The CDL class only goes with a CDL (one chosen before switching the type stays in the form).
  for (const [field, value] of Object.entries(values)) {
    if (field === 'cdlClass' && values.licenseType !== 'CDL') continue;
    form.append(field, value ?? '');
  }
  for (const [field, file] of Object.entries(documents)) {
    if (file) form.append(field, file, file.name);
  }
  return postFormWithProgress<SubmittedDriverApplication>('/api/driver-applications', form, onProgress);
}

export function useSubmitDriverApplication() {
  return useMutation({ mutationFn: submitDriverApplication });
}

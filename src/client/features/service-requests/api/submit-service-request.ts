// POST /api/service-requests: JSON for brokers and dispatchers; multipart with upload progress
// for shippers, whose photos go under itemPhotos.
import { useMutation } from '@tanstack/react-query';
import type { ServiceRequestInput } from '@shared/service-requests/service-request-schemas';
import { apiRequest } from '@/lib/api';
import { postFormWithProgress } from '@/lib/upload-with-progress';

export interface SubmitServiceRequestInput {
  /** Every field of the role's form as typed, its userRole included: the server parses them with the same schema. */
  values: ServiceRequestInput;
  photos: File[];
  onProgress: (fraction: number) => void;
}

export interface SubmittedServiceRequest {
  referenceId: string;
}

export async function submitServiceRequest({ values, photos, onProgress }: SubmitServiceRequestInput): Promise<SubmittedServiceRequest> {
  if (values.userRole !== 'shipper') {
    const response = await apiRequest('POST', '/api/service-requests', values);
    return (await response.json()) as SubmittedServiceRequest;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value ?? '');
  for (const photo of photos) form.append('itemPhotos', photo, photo.name);
  return postFormWithProgress<SubmittedServiceRequest>('/api/service-requests', form, onProgress);
}

export function useSubmitServiceRequest() {
  return useMutation({ mutationFn: submitServiceRequest });
}

// POST /api/service-requests: JSON for brokers and dispatchers; multipart with upload progress
// for shippers, whose photos go under itemPhotos.
import { useMutation } from '@tanstack/react-query';
import type { UserRole } from '@shared/service-requests';
import { apiRequest } from '@/lib/api';
import { postFormWithProgress } from '@/lib/upload-with-progress';

export interface SubmitServiceRequestInput {
  role: UserRole;
  values: Record<string, string>;
  photos: File[];
  onProgress: (fraction: number) => void;
}

export interface SubmittedServiceRequest {
  referenceId: string;
}

export async function submitServiceRequest({ role, values, photos, onProgress }: SubmitServiceRequestInput): Promise<SubmittedServiceRequest> {
  const fields = { ...values, userRole: role };
  if (role !== 'shipper') {
    const response = await apiRequest('POST', '/api/service-requests', fields);
    return (await response.json()) as SubmittedServiceRequest;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('itemPhotos', photo, photo.name);
  return postFormWithProgress<SubmittedServiceRequest>('/api/service-requests', form, onProgress);
}

export function useSubmitServiceRequest() {
  return useMutation({ mutationFn: submitServiceRequest });
}

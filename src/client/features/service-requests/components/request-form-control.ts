// The request form's react-hook-form control, as every field group takes it.
import type { Control } from 'react-hook-form';
import type { ServiceRequestInput } from '@shared/service-requests/service-request-schemas';

export type RequestFormControl = Control<ServiceRequestInput>;

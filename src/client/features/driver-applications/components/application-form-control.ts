// The application form's react-hook-form control, as every section takes it.
import type { Control } from 'react-hook-form';
import type { DriverApplicationInput } from '@shared/driver-applications/driver-application-schema';

export type ApplicationFormControl = Control<DriverApplicationInput>;

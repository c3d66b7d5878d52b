// GET /api/admin/drivers/:id/qualification-file (staff area `qualification-file`): the checklist,
// the records, the previous-employer inquiries and the masked SSN, read whenever the dialog opens.
// Every change to the file answers with the whole file again, which replaces what is shown.
import { useQueryClient } from '@tanstack/react-query';
import type { QualificationFileView } from '@shared/driver-qualification/qualification-file-view';
import { ApiError } from '@/lib/api';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';
import { DRIVER_PROFILES_KEY } from '@/lib/admin/admin-query-keys';
import { qualificationFileUrls } from './qualification-file-urls';

export const qualificationFileKey = (driverId: number) => ['/api/admin/drivers', driverId, 'qualification-file'] as const;

export function useQualificationFile(driverId: number) {
  return useAdminRecord<QualificationFileView>(qualificationFileKey(driverId), qualificationFileUrls.file(driverId));
}

/**
 * A change to one driver's file whose answer is the file: shown at once, and the Drivers list
 * read again (a renewed license or medical card changes the driver's expiry dates there). On a
 * 409 (someone settled the inquiry meanwhile) the file is read again, so it offers what is possible now.
 */
export function useQualificationFileChange<Input>(driverId: number, send: (input: Input) => Promise<QualificationFileView>) {
  const queryClient = useQueryClient();
  return useAdminChange(
    async (input: Input) => {
      try {
        const file = await send(input);
        queryClient.setQueryData(qualificationFileKey(driverId), file);
        return file;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409)
          await queryClient.invalidateQueries({ queryKey: qualificationFileKey(driverId) });
        throw error;
      }
    },
    { refreshes: [DRIVER_PROFILES_KEY] },
  );
}

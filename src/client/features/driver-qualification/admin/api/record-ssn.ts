// PUT /api/admin/drivers/:id/ssn: recruiting records the driver's Social Security number. The
// answer holds it masked only; the file is read again so its SSN line shows the new mask.
import { useQueryClient } from '@tanstack/react-query';
import type { RecordedSsn } from '@shared/driver-qualification/ssn';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';
import { qualificationFileKey } from './qualification-file';
import { qualificationFileUrls } from './qualification-file-urls';

export function useRecordSsn(driverId: number) {
  const queryClient = useQueryClient();
  return useAdminChange(
    async (ssn: string) => {
      const recorded = await adminSend<RecordedSsn>('PUT', qualificationFileUrls.ssn(driverId), { ssn });
      queryClient.setQueryData(qualificationFileKey(driverId), (file: { ssnMasked: string | null } | undefined) =>
        file ? { ...file, ssnMasked: recorded.ssnMasked } : file,
      );
      return recorded;
    },
    { refreshes: [] },
  );
}

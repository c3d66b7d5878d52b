// The Driver Applications tab: search, status filter, Export CSV, and the applications a page at
// a time; Review opens one whole.
import { useState } from 'react';
import { DRIVER_APPLICATION_STATUS_LABELS, DRIVER_APPLICATION_STATUSES } from '@shared/driver-applications/driver-applications';
import { ListToolbar, statusOptions } from '@/components/admin/list-toolbar';
import { PagedList } from '@/components/admin/paged-list';
import { useMayUse } from '@/lib/admin/staff-access';
import { useListQuery } from '@/lib/admin/use-list-query';
import { driverApplicationExportUrl, useDriverApplicationPage } from './api/driver-applications';
import { ApplicationCard } from './components/application-card';
import { ApplicationDetailsDialog } from './components/application-details-dialog';

const STATUS_OPTIONS = statusOptions('All Statuses', DRIVER_APPLICATION_STATUSES, DRIVER_APPLICATION_STATUS_LABELS);

export function DriverApplicationsTab() {
  const mayExport = useMayUse('exports:driver-applications');
  const list = useListQuery();
  const page = useDriverApplicationPage(list.query);
  const [reviewing, setReviewing] = useState<number>();
  const filtered = list.query.search || list.query.status !== 'all';

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        list={list}
        searchLabel="Search driver applications"
        searchPlaceholder="Search by reference ID, name, or email..."
        statusOptions={STATUS_OPTIONS}
        exportUrl={mayExport ? driverApplicationExportUrl(list.query) : undefined}
      />
      <PagedList
        page={page}
        noun="applications"
        loading={<p className="py-8 text-center text-muted-foreground">Loading applications...</p>}
        emptyText={filtered ? 'No driver applications match this search.' : 'No driver applications yet'}
        label="Driver applications"
        gap="gap-3"
        renderItem={(application) => <ApplicationCard application={application} onReview={() => setReviewing(application.id)} />}
        onPage={list.setPage}
      />
      {reviewing !== undefined && <ApplicationDetailsDialog id={reviewing} onClose={() => setReviewing(undefined)} />}
    </div>
  );
}

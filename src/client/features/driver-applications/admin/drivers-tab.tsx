// The Drivers tab: hired drivers with their license and medical-card expiry dates, the soonest
// first, highlighted when they expire within 30 or 60 days; a filter keeps only those. Each driver
// may carry a button to their qualification file, which the app hands over.
import { useState } from 'react';
import { EXPIRY_WINDOWS, type ExpiryWindow } from '@shared/driver-applications/admin-driver-applications';
import { DRIVER_PROFILE_STATUSES } from '@shared/driver-applications/driver-applications';
import { ListToolbar, statusOptions } from '@/components/admin/list-toolbar';
import { PagedList } from '@/components/admin/paged-list';
import { ChoiceSelect } from '@/components/form/choice-select';
import { labelledOptions } from '@/components/form/select-options';
import { useListQuery } from '@/lib/admin/use-list-query';
import { useDriverProfilePage } from './api/driver-profiles';
import { DRIVER_STATUS_LABELS } from './components/driver-card';
import { DriverListItem, type QualificationFileSlot } from './components/driver-list-item';

const STATUS_OPTIONS = statusOptions('All Statuses', DRIVER_PROFILE_STATUSES, DRIVER_STATUS_LABELS);
const WINDOW_LABELS: Record<ExpiryWindow, string> = { all: 'Any expiry', '60': 'Expiring within 60 days', '30': 'Expiring within 30 days' };
const WINDOW_OPTIONS = labelledOptions(EXPIRY_WINDOWS, WINDOW_LABELS);

export function DriversTab({ qualificationFile }: { qualificationFile?: QualificationFileSlot } = {}) {
  const list = useListQuery();
  const [expiring, setExpiring] = useState<ExpiryWindow>('all');
  const page = useDriverProfilePage({ ...list.query, expiring });
  const filtered = list.query.search || list.query.status !== 'all' || expiring !== 'all';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex-1">
          <ListToolbar
            list={list}
            searchLabel="Search drivers"
            searchPlaceholder="Search by name, email, or profile ID..."
            statusOptions={STATUS_OPTIONS}
          />
        </div>
        <ChoiceSelect
          value={expiring}
          options={WINDOW_OPTIONS}
          onChange={(window) => {
            setExpiring(window);
            list.setPage(1);
          }}
          className="lg:w-60"
          label="Filter by expiry"
        />
      </div>
      <PagedList
        page={page}
        noun="drivers"
        loading={<p className="py-8 text-center text-muted-foreground">Loading drivers...</p>}
        emptyText={filtered ? 'No drivers match this search.' : 'No drivers hired yet'}
        label="Drivers"
        gap="gap-3"
        renderItem={(driver) => <DriverListItem driver={driver} qualificationFile={qualificationFile} />}
        onPage={list.setPage}
      />
    </div>
  );
}

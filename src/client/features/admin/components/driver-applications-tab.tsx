// The Driver Applications tab: search, status filter, Export CSV, and the applications a page at
// a time; Review opens one whole.
import { useState } from 'react';
import { DRIVER_APPLICATION_STATUS_LABELS, DRIVER_APPLICATION_STATUSES } from '@shared/driver-applications';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { driverApplicationExportUrl, useDriverApplicationPage } from '../api/driver-applications';
import { failureMessage } from '../failure-message';
import { formatDate } from '../format';
import { useListQuery } from '../use-list-query';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { ApplicationStatusBadge } from './status-badges';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...DRIVER_APPLICATION_STATUSES.map((status) => ({ value: status, label: DRIVER_APPLICATION_STATUS_LABELS[status] })),
];

export function DriverApplicationsTab() {
  const list = useListQuery();
  const page = useDriverApplicationPage(list.query);
  const [reviewing, setReviewing] = useState<number>();

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        searchLabel="Search driver applications"
        searchPlaceholder="Search by reference ID, name, or email..."
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        status={list.query.status}
        onStatus={list.setStatus}
        statusOptions={STATUS_OPTIONS}
        exportUrl={driverApplicationExportUrl(list.query)}
      />

      {page.isPending && <p className="py-8 text-center text-muted-foreground">Loading applications...</p>}
      {page.isError && <Alert variant="destructive">Could not load the applications: {failureMessage(page.error)}</Alert>}
      {page.data && page.data.items.length === 0 && (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {list.query.search || list.query.status !== 'all' ? 'No driver applications match this search.' : 'No driver applications yet'}
        </p>
      )}
      {page.data && page.data.items.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Driver applications" aria-busy={page.isFetching}>
          {page.data.items.map((application) => (
            <li key={application.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
                  <div className="flex flex-col gap-1 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-base font-semibold">
                        {application.firstName} {application.lastName}
                      </h3>
                      <ApplicationStatusBadge status={application.status} />
                      <span className="font-mono text-xs text-muted-foreground">{application.referenceId}</span>
                    </div>
                    <p>
                      <a className="text-primary hover:underline" href={`mailto:${application.email}`}>
                        {application.email}
                      </a>{' '}
                      · {application.phone}
                    </p>
                    <p className="text-muted-foreground">
                      {application.licenseType === 'CDL' ? `CDL Class ${application.cdlClass ?? '?'}` : application.licenseType} ·{' '}
                      {application.yearsExperience} {application.yearsExperience === 1 ? 'year' : 'years'} experience · {application.city},{' '}
                      {application.state} · Applied {formatDate(application.createdAt)}
                    </p>
                  </div>
                  <Button size="sm" variant="outline" onClick={() => setReviewing(application.id)}>
                    Review
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {page.data && <Pager page={page.data} onPage={list.setPage} />}
      {reviewing !== undefined && <ApplicationDetailsDialog id={reviewing} onClose={() => setReviewing(undefined)} />}
    </div>
  );
}

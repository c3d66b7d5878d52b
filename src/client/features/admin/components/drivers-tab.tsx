// The Drivers tab: hired drivers with their license and medical-card expiry dates, the soonest
// first, highlighted when they expire within 30 or 60 days; a filter keeps only those.
import { useState } from 'react';
import { EXPIRY_WINDOWS, type ExpiryWindow } from '@shared/admin-driver-applications';
import { DRIVER_PROFILE_STATUSES } from '@shared/driver-applications';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useDriverProfilePage } from '../api/driver-profiles';
import { failureMessage } from '../failure-message';
import { formatDate } from '../format';
import { useListQuery } from '../use-list-query';
import { ExpiryDate } from './expiry-date';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';

const STATUS_LABELS: Record<(typeof DRIVER_PROFILE_STATUSES)[number], string> = { active: 'Active', inactive: 'Inactive', terminated: 'Terminated' };
const STATUS_OPTIONS = [{ value: 'all', label: 'All Statuses' }, ...DRIVER_PROFILE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];
const WINDOW_LABELS: Record<ExpiryWindow, string> = { all: 'Any expiry', '60': 'Expiring within 60 days', '30': 'Expiring within 30 days' };

export function DriversTab() {
  const list = useListQuery();
  const [expiring, setExpiring] = useState<ExpiryWindow>('all');
  const page = useDriverProfilePage({ ...list.query, expiring });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex-1">
          <ListToolbar
            searchLabel="Search drivers"
            searchPlaceholder="Search by name, email, or profile ID..."
            searchText={list.searchText}
            onSearchText={list.setSearchText}
            status={list.query.status}
            onStatus={list.setStatus}
            statusOptions={STATUS_OPTIONS}
          />
        </div>
        <Select
          value={expiring}
          onValueChange={(value) => {
            setExpiring(value as ExpiryWindow);
            list.setPage(1);
          }}
        >
          <SelectTrigger className="lg:w-60" aria-label="Filter by expiry">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {EXPIRY_WINDOWS.map((window) => (
              <SelectItem key={window} value={window}>
                {WINDOW_LABELS[window]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {page.isPending && <p className="py-8 text-center text-muted-foreground">Loading drivers...</p>}
      {page.isError && <Alert variant="destructive">Could not load the drivers: {failureMessage(page.error)}</Alert>}
      {page.data && page.data.items.length === 0 && (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {list.query.search || list.query.status !== 'all' || expiring !== 'all' ? 'No drivers match this search.' : 'No drivers hired yet'}
        </p>
      )}
      {page.data && page.data.items.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Drivers" aria-busy={page.isFetching}>
          {page.data.items.map((driver) => (
            <li key={driver.id}>
              <Card>
                <CardContent className="flex flex-col gap-2 pt-5 text-sm sm:pt-6">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-base font-semibold">
                      {driver.firstName} {driver.lastName}
                    </h3>
                    <Badge tone={driver.status === 'active' ? 'green' : 'neutral'}>{STATUS_LABELS[driver.status]}</Badge>
                    <span className="font-mono text-xs text-muted-foreground">{driver.profileId}</span>
                  </div>
                  <p>
                    <a className="text-primary hover:underline" href={`mailto:${driver.email}`}>
                      {driver.email}
                    </a>{' '}
                    · {driver.phone} · {driver.city}, {driver.state}
                  </p>
                  <p className="text-muted-foreground">
                    {driver.licenseType === 'CDL' ? `CDL Class ${driver.cdlClass ?? '?'}` : driver.licenseType} ({driver.licenseState}) · hired{' '}
                    {formatDate(`${driver.hireDate}T12:00:00`)} · application {driver.applicationReferenceId}
                  </p>
                  <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
                    <ExpiryDate label="License expires" date={driver.licenseExpiration} />
                    <ExpiryDate label="Medical card expires" date={driver.medicalCardExpiration} />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {page.data && <Pager page={page.data} onPage={list.setPage} />}
    </div>
  );
}

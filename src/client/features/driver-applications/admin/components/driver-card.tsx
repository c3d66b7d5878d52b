// One hired driver in the Drivers list: who, their status and license, and how soon their license
// and medical card expire.
import type { AdminDriverProfile } from '@shared/driver-applications/admin-driver-applications';
import type { DriverProfileStatus } from '@shared/driver-applications/driver-applications';
import { LanguageBadge } from '@/components/admin/language-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { ExpiryDate } from './expiry-date';

export const DRIVER_STATUS_LABELS: Record<DriverProfileStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  terminated: 'Terminated',
};

export function DriverCard({ driver }: { driver: AdminDriverProfile }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-5 text-sm sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold">
            {driver.firstName} {driver.lastName}
          </h3>
          <Badge tone={driver.status === 'active' ? 'green' : 'neutral'}>{DRIVER_STATUS_LABELS[driver.status]}</Badge>
          <LanguageBadge language={driver.language} />
          <span className="font-mono text-xs text-muted-foreground">{driver.profileId}</span>
        </div>
        <p>
          <a className="text-primary underline underline-offset-2" href={`mailto:${driver.email}`}>
            {driver.email}
          </a>{' '}
          · {driver.phone} · {driver.city}, {driver.state}
        </p>
        <p className="text-muted-foreground">
          {driver.licenseType === 'CDL' ? `CDL Class ${driver.cdlClass ?? '?'}` : driver.licenseType} ({driver.licenseState}) · hired{' '}
          {formatCalendarDate(driver.hireDate)} · application {driver.applicationReferenceId}
        </p>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          <ExpiryDate label="License expires" date={driver.licenseExpiration} />
          <ExpiryDate label="Medical card expires" date={driver.medicalCardExpiration} />
        </div>
      </CardContent>
    </Card>
  );
}

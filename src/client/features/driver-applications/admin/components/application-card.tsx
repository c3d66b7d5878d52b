// One application in the Driver Applications list: who, where it stands, their license and
// experience, and Review.
import type { AdminDriverApplicationSummary } from '@shared/driver-applications/admin-driver-applications';
import { formatDate } from '@shared/calendar-date';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LanguageBadge } from '@/components/admin/language-badge';
import { ApplicationStatusBadge } from './application-status-badge';

export function ApplicationCard({ application, onReview }: { application: AdminDriverApplicationSummary; onReview: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="flex flex-col gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold">
              {application.firstName} {application.lastName}
            </h3>
            <ApplicationStatusBadge status={application.status} />
            <LanguageBadge language={application.language} />
            <span className="font-mono text-xs text-muted-foreground">{application.referenceId}</span>
          </div>
          <p>
            <a className="text-primary underline underline-offset-2" href={`mailto:${application.email}`}>
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
        <Button size="sm" variant="outline" onClick={onReview}>
          Review
        </Button>
      </CardContent>
    </Card>
  );
}

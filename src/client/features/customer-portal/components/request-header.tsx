// The top of a request's page: the way back to the list, the reference ID, what was asked for
// and where it stands.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { PAGE_PATHS } from '@shared/page-routes';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { RichText } from '@/i18n/rich-text';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

export function BackToMyRequests() {
  const i18n = useI18n();
  return (
    // 44 px tall: a finger's target on a phone.
    <Link href={PAGE_PATHS.account} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {i18n._('account.request.back')}
    </Link>
  );
}

export function RequestHeader({ request }: { request: PortalRequestDetail }) {
  // The page replaces the list the customer came from: the heading takes the focus, as a new page's would.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <header className="grid gap-3">
      <BackToMyRequests />
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        <span className="block text-sm font-medium text-muted-foreground">{i18n._('account.request.heading')}</span>
        <span className="font-mono wrap-anywhere">{request.referenceId}</span>
      </h1>
      <p className="text-base">
        {sharedLabel(i18n, 'serviceType', request.serviceType)}
        <span className="text-muted-foreground">
          {' '}
          · {sharedLabel(i18n, 'userRole', request.role)} · {sharedLabel(i18n, 'urgency', request.urgency)}
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {i18n._('account.request.status')}
        <RequestStatusBadge status={request.status} />
      </p>
      {/* Only a shipper's request has a route; the other roles' forms ask for none. */}
      {request.from && request.to && (
        <p className="text-sm break-words">{i18n._('account.request.route', { from: request.from, to: request.to })}</p>
      )}
      <p className="text-sm text-muted-foreground">
        <RichText
          message={/*i18n*/ { id: 'account.request.requestedAt' }}
          values={{ when: formatViewerDateTime(request.createdAt, locale) }}
          components={{ 0: <time dateTime={request.createdAt} /> }}
        />
      </p>
    </header>
  );
}

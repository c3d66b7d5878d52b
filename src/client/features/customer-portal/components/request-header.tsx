// The top of a request's page: the way back to the list, the reference ID, what was asked for
// and where it stands.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalRequestDetail } from '@shared/customer-portal';
import { PAGE_PATHS } from '@shared/page-routes';
import { ROLE_LABELS, serviceTypeLabel, URGENCY_LABELS } from '@shared/service-requests';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

export function BackToMyRequests() {
  return (
    // 44 px tall: a finger's target on a phone.
    <Link href={PAGE_PATHS.account} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      Back to my requests
    </Link>
  );
}

export function RequestHeader({ request }: { request: PortalRequestDetail }) {
  // The page replaces the list the customer came from: the heading takes the focus, as a new page's would.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <header className="grid gap-3">
      <BackToMyRequests />
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        <span className="block text-sm font-medium text-muted-foreground">Request</span>
        <span className="font-mono wrap-anywhere">{request.referenceId}</span>
      </h1>
      <p className="text-base">
        {serviceTypeLabel(request.serviceType)}
        <span className="text-muted-foreground">
          {' '}
          · {ROLE_LABELS[request.role]} · {URGENCY_LABELS[request.urgency]}
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        Status:
        <RequestStatusBadge status={request.status} />
      </p>
      {/* Only a shipper's request has a route; the other roles' forms ask for none. */}
      {request.from && request.to && (
        <p className="text-sm break-words">
          {request.from} to {request.to}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Requested <time dateTime={request.createdAt}>{formatViewerDateTime(request.createdAt)}</time>
      </p>
    </header>
  );
}

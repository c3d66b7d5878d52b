// What a successful look-up shows: the reference ID, its status and the timeline. Nothing
// personal: the server sends only the status and dates.
import { useEffect, useRef } from 'react';
import type { TrackingResult as TrackingResultData } from '@shared/tracking-lookup';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatViewerDateTime } from '@shared/calendar-date';
import { timelineStages } from '../timeline-stages';
import { StatusTimeline } from './status-timeline';

export function TrackingResult({ result }: { result: TrackingResultData }) {
  // The answer appears below the form, off screen on a phone: take focus (and the screen
  // reader) to it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [result]);

  return (
    <Card>
      <CardHeader className="gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold leading-tight outline-none">
          <span className="block text-sm font-medium text-muted-foreground">Reference ID</span>
          <span className="font-mono wrap-anywhere">{result.referenceId}</span>
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Status:
          <RequestStatusBadge status={result.status} />
        </p>
        <CardDescription>
          Requested <time dateTime={result.createdAt}>{formatViewerDateTime(result.createdAt)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StatusTimeline stages={timelineStages(result)} />
      </CardContent>
    </Card>
  );
}

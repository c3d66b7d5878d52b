// What a successful look-up shows: the reference ID, its status and the timeline with the
// driver's updates, and once delivered the proof of delivery. Nothing personal: the server sends
// the status, dates, the driver's first name and the receiver's name only.
import { useEffect, useRef } from 'react';
import type { TrackingLookup, TrackingResult as TrackingResultData } from '@shared/tracking/tracking-lookup';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatViewerDateTime } from '@shared/calendar-date';
import { RichText } from '@/i18n/rich-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { timelineStages } from '../timeline-stages';
import { StatusTimeline } from './status-timeline';
import { TrackedProofOfDelivery } from './tracked-proof-of-delivery';

/** `lookup`: what was looked up, sent again to download the proof of delivery. */
export function TrackingResult({ result, lookup }: { result: TrackingResultData; lookup?: TrackingLookup }) {
  const i18n = useI18n();
  const locale = useLocale();
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
          <span className="block text-sm font-medium text-muted-foreground">{i18n._('track.referenceId')}</span>
          <span className="font-mono wrap-anywhere">{result.referenceId}</span>
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {i18n._('track.result.status')}
          <RequestStatusBadge status={result.status} />
        </p>
        <CardDescription>
          <RichText
            message={/*i18n*/ { id: 'track.result.requested' }}
            values={{ date: formatViewerDateTime(result.createdAt, locale) }}
            components={{ 0: <time dateTime={result.createdAt} /> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StatusTimeline stages={timelineStages(result)} />
        {result.proofOfDelivery && <TrackedProofOfDelivery proof={result.proofOfDelivery} lookup={lookup} />}
      </CardContent>
    </Card>
  );
}

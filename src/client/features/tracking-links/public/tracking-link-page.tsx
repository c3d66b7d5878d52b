// /t/<token>: a load's progress for whoever holds its link (the consignee at the dock), with no
// sign-in. Built for a phone first. The stages and driver updates are drawn by /track's timeline,
// handed in by the composition (app/tracking-link-route.tsx); so is the site's 404 for a link that
// does not exist. A revoked or expired link is a page of its own, saying which.
import { Clock, FileDown, MapPin, Phone, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { phoneHref } from '@shared/format';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { TrackingLinkPage as LinkPage } from '@shared/tracking-links/tracking-links';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/layout/page-spinner';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { usePageTitle } from '@/lib/use-page-title';
import { keepsMoving, proofOfDeliveryUrl, useTrackingLink } from './api';
import { formatEtaWindow } from '@shared/tracking/eta-format';

/** Draws a load's stages and driver updates (/track's timeline). */
export type RenderLinkTimeline = (page: LinkPage) => ReactNode;

export function TrackingLinkPage({
  token,
  renderTimeline,
  renderNotFound,
}: {
  token: string;
  renderTimeline: RenderLinkTimeline;
  renderNotFound: () => ReactNode;
}) {
  const i18n = useI18n();
  const link = useTrackingLink(token);
  const answer = link.data;
  usePageTitle(
    answer?.kind === 'gone'
      ? answer.state === 'revoked'
        ? i18n._('trackingLink.revoked.title')
        : i18n._('trackingLink.expired.title')
      : i18n._('trackingLink.title'),
  );

  if (answer?.kind === 'not-found') return renderNotFound();
  return (
    <section aria-labelledby="tracking-link-heading" className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      {answer?.kind === 'gone' ? (
        <Gone state={answer.state} />
      ) : (
        <>
          <h1 id="tracking-link-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {i18n._('trackingLink.title')}
          </h1>
          {link.isError && !answer && <Offline />}
          {!answer && !link.isError && <PageSpinner />}
          {answer?.kind === 'active' && <ActiveLink page={answer.page} token={token} renderTimeline={renderTimeline} />}
          {answer?.kind === 'active' && link.isError && <Offline />}
        </>
      )}
    </section>
  );
}

function ActiveLink({ page, token, renderTimeline }: { page: LinkPage; token: string; renderTimeline: RenderLinkTimeline }) {
  const i18n = useI18n();
  const locale = useLocale();
  const place = (value: { city: string; state: string }) => `${value.city}, ${value.state}`;
  return (
    <div className="mt-4 space-y-4">
      <Card>
        <CardHeader className="gap-2">
          <p className="text-sm text-muted-foreground">{i18n._('trackingLink.load', { ref: page.referenceId })}</p>
          <p className="text-lg font-semibold leading-snug">
            {i18n._('trackingLink.route', { origin: place(page.origin), destination: place(page.destination) })}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {i18n._('trackingLink.status')}
            <RequestStatusBadge status={page.status} />
          </p>
        </CardHeader>
        <CardContent className="space-y-3">
          <Arrival page={page} />
          {page.lastPlace && (
            <p className="flex gap-2 text-sm">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {i18n._('trackingLink.lastPlace', { place: place(page.lastPlace) })}
            </p>
          )}
          {page.lastUpdateAt && (
            <p className="flex gap-2 text-sm">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                {i18n._('trackingLink.lastUpdate')}{' '}
                <time dateTime={page.lastUpdateAt}>{formatViewerDateTime(page.lastUpdateAt, locale)}</time>
              </span>
            </p>
          )}
          {page.driverFirstName && (
            <p className="flex gap-2 text-sm">
              <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {i18n._('trackingLink.driver', { name: page.driverFirstName })}
            </p>
          )}
        </CardContent>
      </Card>

      {page.proofOfDelivery && (
        <Card>
          <CardContent className="space-y-3 pt-5">
            <h2 className="font-semibold">{i18n._('trackingLink.proof.heading')}</h2>
            <p className="text-sm">
              {i18n._('trackingLink.proof.receivedBy', {
                name: page.proofOfDelivery.receiverName,
                date: formatViewerDateTime(page.proofOfDelivery.deliveredAt, locale),
              })}
            </p>
            <a
              href={proofOfDeliveryUrl(token)}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium underline-offset-4 hover:underline"
            >
              <FileDown aria-hidden className="size-4" />
              {i18n._('trackingLink.proof.download')}
            </a>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardContent className="pt-5">
          <h2 className="mb-3 font-semibold">{i18n._('trackingLink.progress')}</h2>
          {renderTimeline(page)}
        </CardContent>
      </Card>

      <p className="text-sm text-muted-foreground">
        {keepsMoving({ kind: 'active', page }) && <>{i18n._('trackingLink.refreshes')} </>}
        {page.expiresAt && i18n._('trackingLink.expiresOn', { date: formatViewerDateTime(page.expiresAt, locale) })}
      </p>
    </div>
  );
}

function Arrival({ page }: { page: LinkPage }) {
  const i18n = useI18n();
  const locale = useLocale();
  if (page.status === 'delivered' || page.status === 'cancelled') return null;
  if (!page.eta) return <p className="text-sm text-muted-foreground">{i18n._('trackingLink.eta.none')}</p>;
  return (
    <div className="rounded-lg border bg-muted/30 p-3">
      <h2 className="text-sm font-medium text-muted-foreground">{i18n._('trackingLink.eta.heading')}</h2>
      <p className="mt-1 text-xl font-semibold">{formatEtaWindow(page.eta, locale, new Date())}</p>
      {page.eta.arrivingSoon && (
        <p role="status" className="mt-2 inline-flex rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
          {i18n._('trackingLink.arrivingSoon')}
        </p>
      )}
      <p className="mt-1 text-sm text-muted-foreground">{i18n._('trackingLink.eta.miles', { miles: page.eta.remainingMiles })}</p>
    </div>
  );
}

function Gone({ state }: { state: 'expired' | 'revoked' }) {
  const i18n = useI18n();
  return (
    <div className="space-y-4">
      <h1 id="tracking-link-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {state === 'revoked' ? i18n._('trackingLink.revoked.title') : i18n._('trackingLink.expired.title')}
      </h1>
      <p className="text-base">{state === 'revoked' ? i18n._('trackingLink.revoked.body') : i18n._('trackingLink.expired.body')}</p>
      <CallUs />
    </div>
  );
}

function Offline() {
  const i18n = useI18n();
  return (
    <Alert variant="destructive" className="mt-4">
      <p className="font-medium">{i18n._('trackingLink.offline')}</p>
    </Alert>
  );
}

function CallUs() {
  const i18n = useI18n();
  return (
    <p>
      <a href={phoneHref(companyProfile.supportPhone)} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
        <Phone aria-hidden className="size-4" />
        {i18n._('trackingLink.call', { phone: companyProfile.supportPhone })}
      </a>
    </p>
  );
}

// /account/request?ref=SR-...: one of the signed-in customer's requests, whole. Its progress (the
// /track timeline), the quote to answer, the invoice to pay and download, the payments with their
// refunds and receipts, what was sent, the photos, and a way to request the same again.
//
// Pieces that belong to other features, the app hands over (features never import each other):
// the timeline's drawing (tracking), the request form's draft (service requests), the Documents
// section's content (documents), a broker's rate confirmation (rate-confirmations) and the Text
// messages section (text-messages).
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { isServiceRequestReferenceId, normalizeReferenceId } from '@shared/reference-id';
import { PageSpinner } from '@/components/layout/page-spinner';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { usePortalRequest } from './api/request-detail';
import { RequestAgain, type StartRequestFrom } from './components/request-again';
import { RequestDetails } from './components/request-details';
import { RequestDocuments, type RenderDocuments } from './components/request-documents';
import { RequestHeader } from './components/request-header';
import { RequestInvoice } from './components/request-invoice';
import { RequestLoadFailed, RequestNotFound, SignInNeeded } from './components/request-page-states';
import { RequestPayments } from './components/request-payments';
import { RequestPhotos } from './components/request-photos';
import { RequestProofOfDelivery } from './components/request-proof-of-delivery';
import { RequestQuote } from './components/request-quote';
import type { RenderTexts } from './components/request-texts';
import { RequestTimeline, type RenderTimeline } from './components/request-timeline';

export interface PortalRequestPageProps {
  /** Draws the request's progress as /track does. */
  renderTimeline: RenderTimeline;
  /** Fills the request form with an earlier request's values; answers the form's address. */
  startRequestFrom: StartRequestFrom;
  /** The request's documents and packet; absent (component tests of other parts): no Documents section. */
  renderDocuments?: RenderDocuments;
  /** A broker's rate confirmation to read and sign (issue 39); nothing for other requests. */
  renderRateConfirmation?: (referenceId: string) => ReactNode;
  /** Who is texted at which moments of the load (issue 40); absent (component tests of other parts): no section. */
  renderTexts?: RenderTexts;
  /** The request's tracking links and delivery contact (issue 40); absent: no such section. */
  renderTrackingLinks?: (referenceId: string) => ReactNode;
}

export function PortalRequestPage({
  renderTimeline,
  startRequestFrom,
  renderDocuments,
  renderRateConfirmation,
  renderTexts,
  renderTrackingLinks,
}: PortalRequestPageProps) {
  const i18n = useI18n();
  const referenceId = referenceIdFromSearch(useSearch());
  usePageTitle(referenceId ? i18n._('account.request.title', { referenceId }) : i18n._('account.request.yours'));
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12">
      {/* A ref that cannot name a service request is not among anyone's: nothing to ask the server. */}
      {referenceId ? (
        <PortalRequest
          referenceId={referenceId}
          renderTimeline={renderTimeline}
          startRequestFrom={startRequestFrom}
          renderDocuments={renderDocuments}
          renderRateConfirmation={renderRateConfirmation}
          renderTexts={renderTexts}
          renderTrackingLinks={renderTrackingLinks}
        />
      ) : (
        <RequestNotFound />
      )}
    </section>
  );
}

function PortalRequest({
  referenceId,
  renderTimeline,
  startRequestFrom,
  renderDocuments,
  renderRateConfirmation,
  renderTexts,
  renderTrackingLinks,
}: PortalRequestPageProps & { referenceId: string }) {
  const detail = usePortalRequest(referenceId);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    const status = detail.error instanceof ApiError ? detail.error.status : undefined;
    if (status === 401) return <SignInNeeded />;
    if (status === 404) return <RequestNotFound />;
    return <RequestLoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const request = detail.data;
  return (
    <>
      <RequestHeader request={request} />
      <RequestTimeline request={request} renderTimeline={renderTimeline} />
      <RequestProofOfDelivery request={request} />
      {renderTrackingLinks?.(request.referenceId)}
      {/* Invoiced without a quote (a price agreed by phone): there is no quote to show. */}
      {(request.quote || !request.invoice) && <RequestQuote request={request} />}
      {/* Shows only on a broker's request (the section asks the server). */}
      {renderRateConfirmation?.(request.referenceId)}
      <RequestInvoice request={request} />
      <RequestPayments payments={request.payments} />
      {renderDocuments && <RequestDocuments referenceId={request.referenceId} renderDocuments={renderDocuments} />}
      {renderTexts?.({ referenceId: request.referenceId, contactPhone: request.contactPhone })}
      {request.details.length > 0 && <RequestDetails details={request.details} />}
      {request.photos.length > 0 && <RequestPhotos photos={request.photos} />}
      <RequestAgain referenceId={request.referenceId} startRequestFrom={startRequestFrom} />
    </>
  );
}

/** The ?ref= of `search` as a canonical service-request reference ID, or '' when it cannot be one. */
function referenceIdFromSearch(search: string): string {
  const typed = new URLSearchParams(search).get('ref');
  const referenceId = typed ? normalizeReferenceId(typed) : null;
  return referenceId && isServiceRequestReferenceId(referenceId) ? referenceId : '';
}

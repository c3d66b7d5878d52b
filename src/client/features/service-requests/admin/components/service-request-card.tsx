// One request in the admin list (spec section 2): reference, status, quote, invoice, payment,
// contact, service, role, route, date, description, whether money is due back to the customer,
// and the actions that fit its state.
import { BadgeCheck, Copy, Eye, FileText, ListOrdered, Pencil, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { formatDate } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { isSettledPaymentStatus, ROLE_LABELS, serviceTypeLabel } from '@shared/service-requests/service-requests';
import { LanguageBadge } from '@/components/admin/language-badge';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { QuoteAnswerBadge } from './quote-answer-badge';
import { PaymentStatusBadge, RefundDueBadge } from './request-payment-badges';

export type RequestAction = 'view' | 'status' | 'quote' | 'quote-lines' | 'invoice' | 'invoice-lines' | 'verify';

export function ServiceRequestCard({
  request,
  onAction,
}: {
  request: AdminServiceRequestSummary;
  onAction: (action: RequestAction) => void;
}) {
  // Each button only for a role that may make its change (src/shared/staff-roles.ts).
  const mayUpdate = useMayUse('service-request-updates');
  const mayInvoice = useMayUse('invoices');
  const mayVerifyPayments = useMayUse('payments');
  const canInvoice = request.finalAmount === null;
  // Paid, refunded in part or whole: the invoice is settled and its link would only say so.
  const canShareLink = request.finalAmount !== null && !isSettledPaymentStatus(request.paymentStatus);

  async function copyPaymentLink() {
    if (await copyToClipboard(request.paymentUrl)) {
      toast({ title: 'Payment link copied', description: 'Share this link with the customer for direct bank payment' });
    } else {
      toast({ title: 'Copy failed', description: request.paymentUrl, variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-mono text-base font-semibold">{request.referenceId}</h3>
            <RequestStatusBadge status={request.status} />
            <QuoteAnswerBadge response={request.quoteResponse} />
            <LanguageBadge language={request.language} />
          </div>
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Quote:</dt>
              <dd className="font-medium">{formatUsd(request.estimatedQuote)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Invoice:</dt>
              <dd className="font-medium">{formatUsd(request.finalAmount)}</dd>
              {request.invoiceNumber && <dd className="font-mono text-muted-foreground">{request.invoiceNumber}</dd>}
            </div>
            <div className="flex items-center gap-1">
              <dt className="sr-only">Payment</dt>
              <dd>
                <PaymentStatusBadge status={request.paymentStatus} />
              </dd>
              {request.refundDue && (
                <dd>
                  <RefundDueBadge />
                </dd>
              )}
            </div>
          </dl>
        </div>

        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Contact">
            <span className="font-medium">{request.contactName}</span>
            <br />
            <a className="text-primary hover:underline wrap-anywhere" href={`mailto:${request.contactEmail}`}>
              {request.contactEmail}
            </a>
            <br />
            {request.contactPhone}
          </Field>
          <Field label="Service">
            {serviceTypeLabel(request.serviceType)}
            <br />
            <span className="text-muted-foreground">{ROLE_LABELS[request.userRole]}</span>
          </Field>
          <Field label="Route">
            {request.pickupCity}, {request.pickupState} → {request.deliveryCity}, {request.deliveryState}
            <br />
            <span className="text-muted-foreground">Created {formatDate(request.createdAt)}</span>
          </Field>
        </dl>

        <p className="line-clamp-2 text-sm text-muted-foreground">{request.serviceDescription}</p>

        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => onAction('view')}>
            <Eye aria-hidden />
            View
          </Button>
          {mayUpdate && (
            <>
              <Button size="sm" variant="outline" onClick={() => onAction('status')}>
                <Pencil aria-hidden />
                Update
              </Button>
              <Button size="sm" variant="outline" onClick={() => onAction('quote')}>
                <Tag aria-hidden />
                Quote
              </Button>
              {/* The quote as lines (decision 070): linehaul, the fuel surcharge, accessorials. */}
              <Button size="sm" variant="outline" onClick={() => onAction('quote-lines')}>
                <ListOrdered aria-hidden />
                Quote lines
              </Button>
            </>
          )}
          {mayInvoice && canInvoice && (
            <Button size="sm" variant="outline" onClick={() => onAction('invoice')}>
              <FileText aria-hidden />
              Invoice
            </Button>
          )}
          {mayInvoice && (
            // The invoice as lines (issue 37): a draft to edit and send, or the sent invoice to read.
            <Button size="sm" variant="outline" onClick={() => onAction('invoice-lines')}>
              <ListOrdered aria-hidden />
              Invoice lines
            </Button>
          )}
          {mayVerifyPayments && request.paymentStatus === 'pending_verification' && (
            <Button size="sm" onClick={() => onAction('verify')}>
              <BadgeCheck aria-hidden />
              Verify Payment
            </Button>
          )}
          {mayInvoice && canShareLink && (
            <Button size="sm" variant="outline" onClick={() => void copyPaymentLink()}>
              <Copy aria-hidden />
              Payment Link
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

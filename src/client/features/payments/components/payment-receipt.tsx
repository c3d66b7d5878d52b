// The receipt every paid payment shows, whichever page took it: the card checkout's success page,
// a paid invoice, and the card form or PayPal on the invoice, free-form and quick payment pages.
// Print Receipt prints just this (the site's header, footer and the buttons are print:hidden).
import { CheckCircle2, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { INTL_LOCALES, type Locale } from '@shared/i18n';
import { formatUsd } from '@shared/money-format';
import type { PaymentMethod } from '@shared/payments/payment-methods';
import type { PaymentOutcome } from '@shared/payments/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { ReceiptEmailForm, type ReceiptEmailFormProps } from './receipt-email-form';
import { ReturnHomeButton } from './return-home-button';

export interface ReceiptDetails {
  amount: string;
  /** Payment Status as the page knows it ("Paid", the checkout's payment_status, the invoice's). */
  statusLabel: string;
  reference: string | null;
  /** The invoice's number, when the payment settled a sent invoice. */
  invoiceNumber?: string | null;
  customer?: string;
  paymentId: string | null;
  method: PaymentMethod | null;
  paidAt: string | null;
  /** Masked (j***@example.com). */
  receiptEmail: string | null;
  amountRefunded?: string;
  overpayment?: boolean;
  testMode?: boolean;
}

export function receiptFromOutcome(outcome: PaymentOutcome, statusLabel: string): ReceiptDetails {
  return {
    amount: outcome.amount,
    statusLabel,
    reference: outcome.reference,
    paymentId: outcome.paymentId,
    method: outcome.method,
    paidAt: outcome.paidAt,
    receiptEmail: outcome.receiptEmail,
    overpayment: outcome.overpayment,
    testMode: outcome.testMode,
  };
}

export function formatPaidAt(paidAt: string, locale: Locale): string {
  return new Date(paidAt).toLocaleString(INTL_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short' });
}

export interface PaymentReceiptProps {
  details: ReceiptDetails;
  /** The line above the details; "Thank you for your payment." unless the page says otherwise. */
  headline?: ReactNode;
  /** Without an e-mail on the payment, the customer can ask for the receipt here. */
  askForEmail?: ReceiptEmailFormProps;
  /** Below the details (the success page's next steps). */
  children?: ReactNode;
}

export function PaymentReceipt({ details, headline, askForEmail, children }: PaymentReceiptProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const refunded = details.amountRefunded && details.amountRefunded !== '0.00' ? details.amountRefunded : undefined;
  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          {headline ?? (
            <p className="flex items-center gap-2 text-green-800">
              <CheckCircle2 className="size-6 shrink-0" aria-hidden />
              <span className="font-semibold">{i18n._('payments.receipt.thanks')}</span>
            </p>
          )}
          {details.overpayment && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {i18n._('payments.receipt.overpayment')}
            </p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{i18n._('payments.receipt.amountPaid')}</dt>
            <dd className="text-lg font-bold">{formatUsd(details.amount, locale)}</dd>
            {refunded && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.receipt.amountRefunded')}</dt>
                <dd className="font-semibold">{formatUsd(refunded, locale)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{i18n._('payments.details.paymentStatus')}</dt>
            {/* The checkout's own status comes in lower case ("paid"): only its first letter is raised. */}
            <dd className="first-letter:uppercase">{details.statusLabel}</dd>
            {details.reference && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.details.reference')}</dt>
                <dd className="font-mono wrap-anywhere">{details.reference}</dd>
              </>
            )}
            {details.invoiceNumber && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.invoice.invoiceNumber')}</dt>
                <dd className="font-mono">{details.invoiceNumber}</dd>
              </>
            )}
            {details.customer && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.details.customer')}</dt>
                <dd>{details.customer}</dd>
              </>
            )}
            {details.method && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.receipt.method')}</dt>
                <dd>{sharedLabel(i18n, 'paymentMethod', details.method)}</dd>
              </>
            )}
            {details.paymentId && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.receipt.paymentId')}</dt>
                <dd className="font-mono text-xs leading-5 wrap-anywhere">{details.paymentId}</dd>
              </>
            )}
            {details.paidAt && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.receipt.date')}</dt>
                <dd>{formatPaidAt(details.paidAt, locale)}</dd>
              </>
            )}
            {details.receiptEmail && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.details.email')}</dt>
                <dd className="wrap-anywhere">{details.receiptEmail}</dd>
              </>
            )}
            {details.testMode && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.receipt.mode')}</dt>
                <dd>{i18n._('payments.receipt.testPayment')}</dd>
              </>
            )}
          </dl>
          {!details.receiptEmail && askForEmail && <ReceiptEmailForm {...askForEmail} />}
          {children}
          <p className="hidden text-xs text-muted-foreground print:block">
            {i18n._('payments.receipt.printFooter', {
              company: companyProfile.name,
              mc: companyProfile.mcNumber,
              dot: companyProfile.dotNumber,
            })}
          </p>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          {i18n._('payments.receipt.print')}
        </Button>
        <ReturnHomeButton />
      </div>
    </>
  );
}

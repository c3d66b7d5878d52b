// How to pay an invoice that still owes: its whole balance or part of it (decision 073), then how.
// A transfer the customer already reported is shown as what it is (reported, not yet confirmed)
// and is not offered again; card or PayPal stay possible only after the customer read that paying
// now could charge them twice, and those requests then say so (acknowledgeReportedTransfer),
// without which the server refuses them.
import type { MessageDescriptor } from '@lingui/core';
import { AlertTriangle, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { INVOICE_PAYMENT_METHODS, isManualMethod, type InvoicePaymentMethod, type PaymentMethod } from '@shared/payments/payment-methods';
import type { InvoiceView, PaymentsConfig } from '@shared/payments/payments';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { sharedLabel, sharedMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useReportInvoicePayment } from '../api/invoice';
import { useInvoiceAmount } from '../use-invoice-amount';
import { InvoiceAmountChoice } from './invoice-amount-choice';
import { isOnlineMethod, offeredMethods, unavailableMethods, usableMethods } from '../offered-methods';
import { isConflict, paymentFailureMessage, type OnConflict, type OnPaid } from '../payment-errors';
import { usePaymentViewTracking } from '../track-payment';
import { BankInstructions } from './bank-instructions';
import { CardPayment } from './card-payment';
import { MethodChooser } from './method-chooser';
import { PaypalPayment } from './paypal-payment';
import { ZellePanel } from './zelle-panel';
import { formatPaidAt } from './payment-receipt';

/** An invoice with something to pay: `balance` is what it still owes. */
type PayableInvoice = InvoiceView & { finalAmount: string; balance: string };

/** "Pay by card or PayPal only if your Zelle payment was not sent.": by what can still be used. */
function payOnlyIfNotSent(online: readonly PaymentMethod[]): MessageDescriptor {
  if (online.length > 1) return /*i18n*/ { id: 'payments.reported.onlyIf.cardOrPaypal' };
  return online[0] === 'paypal' ? /*i18n*/ { id: 'payments.reported.onlyIf.paypal' } : /*i18n*/ { id: 'payments.reported.onlyIf.card' };
}

export interface InvoiceChooserProps {
  invoice: PayableInvoice;
  config: PaymentsConfig;
  onPaid: OnPaid;
  onConflict: OnConflict;
}

export function InvoiceChooser({ invoice, config, onPaid, onConflict }: InvoiceChooserProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const [payAnotherWay, setPayAnotherWay] = useState<'closed' | 'asking' | 'confirmed'>('closed');
  // After 'No, keep waiting' the focus returns to the button that asked, not to the page's start.
  const [askedBefore, setAskedBefore] = useState(false);
  const pending = invoice.pendingTransfer;
  const onlineUsable = usableMethods(INVOICE_PAYMENT_METHODS, config).filter(isOnlineMethod);

  return (
    <div className="flex flex-col gap-4">
      {config.mode === 'manual' && (
        <p className="rounded-md border bg-muted p-3 text-sm">{sharedMessage(i18n, PAYMENT_MESSAGES.onlineUnavailable)}</p>
      )}
      {!pending ? (
        <Methods
          invoice={invoice}
          config={config}
          methods={offeredMethods(INVOICE_PAYMENT_METHODS, config)}
          onPaid={onPaid}
          onConflict={onConflict}
        />
      ) : (
        <>
          <div role="status" className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
            <p className="flex items-center gap-2 font-semibold">
              <Clock className="size-4 shrink-0" aria-hidden />
              {i18n._('payments.reported.heading')}
            </p>
            <p className="mt-1">{sharedMessage(i18n, PAYMENT_MESSAGES.transferReported(pending.method, pending.amount))}</p>
            <p className="mt-1 text-blue-900">{i18n._('payments.reported.when', { date: formatPaidAt(pending.reportedAt, locale) })}</p>
          </div>
          {onlineUsable.length > 0 && payAnotherWay === 'closed' && (
            <PayAnotherWayButton focusOnMount={askedBefore} onClick={() => setPayAnotherWay('asking')} />
          )}
          {payAnotherWay === 'asking' && (
            <PayAnotherWayQuestion
              question={sharedMessage(i18n, PAYMENT_MESSAGES.reportedTransferPending(pending.method))}
              onlyIf={i18n._(payOnlyIfNotSent(onlineUsable).id, { method: sharedLabel(i18n, 'paymentMethod', pending.method) })}
              amount={invoice.balance}
              onAnswer={(yes) => {
                setAskedBefore(true);
                setPayAnotherWay(yes ? 'confirmed' : 'closed');
              }}
            />
          )}
          {payAnotherWay === 'confirmed' && (
            <Methods
              invoice={invoice}
              config={config}
              methods={onlineUsable}
              acknowledgeReportedTransfer
              onPaid={onPaid}
              onConflict={onConflict}
            />
          )}
        </>
      )}
    </div>
  );
}

// Each of these replaces the control that was just pressed, so each takes the focus as it appears:
// a keyboard or screen-reader user keeps their place instead of starting again from the page's top.
function PayAnotherWayButton({ focusOnMount, onClick }: { focusOnMount: boolean; onClick: () => void }) {
  const i18n = useI18n();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  return (
    <Button ref={button} variant="outline" className="self-start" onClick={onClick}>
      {i18n._('payments.reported.payAnotherWay')}
    </Button>
  );
}

interface PayAnotherWayQuestionProps {
  question: string;
  onlyIf: string;
  amount: string;
  onAnswer: (yes: boolean) => void;
}

function PayAnotherWayQuestion({ question, onlyIf, amount, onAnswer }: PayAnotherWayQuestionProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const heading = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p ref={heading} tabIndex={-1} className="flex items-start gap-2 font-semibold outline-none">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {question}
      </p>
      <p>{onlyIf}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onAnswer(true)}>{i18n._('payments.reported.yes', { amount: formatUsd(amount, locale) })}</Button>
        <Button variant="outline" onClick={() => onAnswer(false)}>
          {i18n._('payments.reported.no')}
        </Button>
      </div>
    </div>
  );
}

interface MethodsProps {
  invoice: PayableInvoice;
  config: PaymentsConfig;
  methods: readonly InvoicePaymentMethod[];
  acknowledgeReportedTransfer?: boolean;
  onPaid: OnPaid;
  onConflict: OnConflict;
}

function Methods({ invoice, config, methods, acknowledgeReportedTransfer, onPaid, onConflict }: MethodsProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const [method, setMethod] = useState<InvoicePaymentMethod>();
  const choice = useInvoiceAmount(invoice.balance);
  // Undefined while a part is being typed and is not yet one the server takes: nothing to pay with.
  const amount = choice.amount;
  const report = useReportInvoicePayment(invoice.referenceId);
  usePaymentViewTracking(amount ?? invoice.balance, method);
  const acknowledge = acknowledgeReportedTransfer ? { acknowledgeReportedTransfer: true } : {};
  // The whole balance is the server's to decide; a part is sent as typed and checked again there.
  const part = choice.part ? { amount: choice.part } : {};

  function pay() {
    if (!method) {
      toast({
        title: i18n._('payments.invoice.methodRequired'),
        description: i18n._('payments.invoice.methodRequiredBody'),
        variant: 'destructive',
      });
      return;
    }
    if (!isManualMethod(method) || !amount) return;
    report.mutate(
      { paymentMethod: method, ...part },
      {
        // Reported is not paid: the toast says what happens next, in the page's own words.
        onSuccess: (result) =>
          toast({
            title: i18n._('payments.invoice.initiated'),
            description: sharedMessage(i18n, PAYMENT_MESSAGES.transferReported(method, result.amount)),
          }),
        onError: (error) => {
          const message = paymentFailureMessage(i18n, error, error.message);
          toast({ title: i18n._('payments.error.failedTitle'), description: message, variant: 'destructive' });
          if (isConflict(error)) onConflict(message);
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <InvoiceAmountChoice balance={invoice.balance} choice={choice} />
      <MethodChooser methods={methods} value={method} onChange={setMethod} unavailable={unavailableMethods(config)} />
      {amount && method === 'zelle' && <ZellePanel zelle={config.zelle} amount={amount} reference={invoice.referenceId} />}
      {amount && (method === 'bank_transfer' || method === 'wire_transfer' || method === 'ach') && (
        <BankInstructions method={method} amount={amount} reference={invoice.referenceId} bankInstructions={config.bankInstructions} />
      )}
      {amount && method === 'credit_card' && (
        <CardPayment
          // A new amount is a new payment: the card form starts again for it.
          key={amount}
          config={config}
          request={{ referenceId: invoice.referenceId, ...part, ...acknowledge }}
          amount={amount}
          onPaid={onPaid}
          onConflict={onConflict}
        />
      )}
      {amount && method === 'paypal' && (
        <PaypalPayment
          key={amount}
          config={config}
          amount={amount}
          referenceId={invoice.referenceId}
          sendAmount={choice.part !== undefined}
          forInvoice
          acknowledgeReportedTransfer={acknowledgeReportedTransfer}
          onPaid={onPaid}
          onConflict={onConflict}
        />
      )}
      {(method === undefined || isManualMethod(method)) && !acknowledgeReportedTransfer && (
        <Button size="lg" onClick={pay} disabled={report.isPending || !amount}>
          {report.isPending
            ? i18n._('payments.submitting')
            : method && amount
              ? i18n._('payments.iveSent', {
                  amount: formatUsd(amount, locale),
                  method: sharedLabel(i18n, 'paymentMethod', method),
                })
              : i18n._('payments.invoice.pay')}
        </Button>
      )}
    </div>
  );
}

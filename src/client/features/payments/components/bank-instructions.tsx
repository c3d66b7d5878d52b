// Bank transfer, wire and ACH: the company's bank details when configured (or where to ask for
// them), the memo to write, and how long the money takes.
import { formatUsd } from '@shared/money-format';
import { ACH_TIMING, PAYMENT_METHOD_LABELS, paymentMemo, type PaymentMethod } from '@shared/payment-methods';
import { companyProfile } from '@/lib/company-profile';

export function BankInstructions({
  method,
  amount,
  reference,
  bankInstructions,
}: {
  method: PaymentMethod;
  amount: string | undefined;
  reference: string | undefined;
  bankInstructions: string | null;
}) {
  return (
    <section
      aria-label={`${PAYMENT_METHOD_LABELS[method]} instructions`}
      className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm"
    >
      <h3 className="font-semibold">{PAYMENT_METHOD_LABELS[method]} instructions</h3>
      {bankInstructions ? (
        <p className="whitespace-pre-wrap">{bankInstructions}</p>
      ) : (
        <p>
          E-mail us at{' '}
          <a
            className="font-medium text-primary underline"
            href={`mailto:${companyProfile.email}?subject=${encodeURIComponent(`Bank details for ${reference ?? 'a payment'}`)}`}
          >
            {companyProfile.email}
          </a>{' '}
          or call {companyProfile.supportPhone} for our bank details.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {amount && (
          <>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="font-semibold">{formatUsd(amount)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Memo / reference</dt>
        <dd className="font-mono">{paymentMemo(reference)}</dd>
      </dl>
      {method === 'ach' && <p className="text-muted-foreground">ACH transfers take {ACH_TIMING} to arrive.</p>}
      <p className="text-muted-foreground">We confirm your payment as soon as it arrives in our account.</p>
    </section>
  );
}

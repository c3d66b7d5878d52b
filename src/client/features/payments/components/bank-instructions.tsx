// Bank transfer, wire and ACH: the company's bank details when configured (or where to ask for
// them), the memo to write, and how long the money takes.
import { formatUsd } from '@shared/money-format';
import { paymentMemo, type PaymentMethod } from '@shared/payments/payment-methods';
import { RichText } from '@/i18n/rich-text';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
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
  const i18n = useI18n();
  const locale = useLocale();
  const heading = i18n._('payments.bank.heading', { method: sharedLabel(i18n, 'paymentMethod', method) });
  // The subject is read by our staff, in English; the memo is what matches the money to the invoice.
  const subject = `Bank details for ${reference ?? 'a payment'}`;
  return (
    <section aria-label={heading} className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm">
      <h3 className="font-semibold">{heading}</h3>
      {bankInstructions ? (
        <p className="whitespace-pre-wrap">{bankInstructions}</p>
      ) : (
        <p>
          <RichText
            message={/*i18n*/ { id: 'payments.bank.askForDetails' }}
            values={{ email: companyProfile.email, phone: companyProfile.supportPhone }}
            components={{
              0: (
                <a
                  className="font-medium text-primary underline"
                  href={`mailto:${companyProfile.email}?subject=${encodeURIComponent(subject)}`}
                />
              ),
            }}
          />
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {amount && (
          <>
            <dt className="text-muted-foreground">{i18n._('payments.details.amount')}</dt>
            <dd className="font-semibold">{formatUsd(amount, locale)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{i18n._('payments.bank.memo')}</dt>
        <dd className="font-mono">{paymentMemo(reference)}</dd>
      </dl>
      {method === 'ach' && <p className="text-muted-foreground">{i18n._('payments.bank.achTiming')}</p>}
      <p className="text-muted-foreground">{i18n._('payments.bank.confirmOnArrival')}</p>
    </section>
  );
}

// Paying the whole balance of an invoice (the default) or part of it (decision 073): two native
// radios, and the amount field when part is chosen, checked as it is typed. The field's code loads
// only then: most customers pay the whole balance, and the page's first download stays as it was.
import { lazy, useId } from 'react';
import { formatUsd } from '@shared/money-format';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import type { AmountMode, InvoiceAmount } from '../use-invoice-amount';
import { LoadsOnDemand } from './loads-on-demand';

const PartAmountField = lazy(() => import('./part-amount-field').then((m) => ({ default: m.PartAmountField })));

export function InvoiceAmountChoice({ balance, choice }: { balance: string; choice: InvoiceAmount }) {
  const i18n = useI18n();
  const locale = useLocale();
  const id = useId();
  const option = (mode: AmountMode, label: string) => (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        choice.mode === mode ? 'border-primary bg-blue-50' : 'hover:bg-muted',
      )}
    >
      <input
        type="radio"
        name={`${id}-amount-mode`}
        value={mode}
        checked={choice.mode === mode}
        onChange={() => choice.setMode(mode)}
        className="size-4 accent-primary"
      />
      <span className="font-medium">{label}</span>
    </label>
  );
  return (
    <fieldset data-payment-section="payment-amount" className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-semibold">{i18n._('payments.amountChoice.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option('balance', i18n._('payments.amountChoice.balance', { amount: formatUsd(balance, locale) }))}
        {option('part', i18n._('payments.amountChoice.part'))}
      </div>
      {choice.mode === 'part' && (
        <LoadsOnDemand loadingLabel={i18n._('payments.amountChoice.label')}>
          <PartAmountField balance={balance} choice={choice} />
        </LoadsOnDemand>
      )}
    </fieldset>
  );
}

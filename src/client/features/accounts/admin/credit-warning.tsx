// The credit check under a quote's or an invoice's amount (decision 072): once an amount is typed,
// what the request's account owes on its other invoices, what it would owe with this one, and a
// warning when that passes its credit limit. The server computes every figure; it never refuses
// the quote or the invoice for it, so the office decides with the figures in front of it.
import { useEffect, useState } from 'react';
import { moneyAmountSchema } from '@shared/money';
import { formatUsd } from '@shared/money-format';
import { useCreditCheck } from '../api/request-account';

const TYPING_DELAY_MS = 300;

export function CreditWarning({ requestId, amount }: { requestId: number; amount: string }) {
  const [adding, setAdding] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => {
      const parsed = moneyAmountSchema.safeParse(amount);
      setAdding(parsed.success ? parsed.data : undefined);
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [amount]);
  const check = useCreditCheck(requestId, adding);
  const figures = check.data;
  // A one-off customer has no account and no limit: nothing to say.
  if (!figures?.account || adding === undefined) return null;

  const { account, openBalance, balanceAfter, creditLimit } = figures;
  if (figures.exceedsLimit) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        Over {account.name}&apos;s credit limit: it owes {formatUsd(openBalance)} on other invoices, {formatUsd(balanceAfter)} with this
        one, against a limit of {formatUsd(creditLimit)}.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      {account.name} owes {formatUsd(openBalance)} on other invoices, {formatUsd(balanceAfter)} with this one
      {creditLimit === null ? ' (no credit limit).' : `, within its limit of ${formatUsd(creditLimit)}.`}
    </p>
  );
}

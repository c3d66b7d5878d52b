// One account in the list: its name, terms and flags, what it owes against its limit, its billing
// contacts and domains, and View.
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountSummary } from '@shared/accounts/account-schemas';
import { formatUsd } from '@shared/money-format';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { creditLimitText, termsLabel } from '../account-words';
import { AccountBadges } from './account-badges';

export function AccountCard({ account, onOpen }: { account: AccountSummary; onOpen: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold wrap-anywhere">{account.name}</h3>
            <AccountBadges account={account} />
          </div>
          <Button variant="outline" size="sm" aria-label={`View ${account.name}`} onClick={onOpen}>
            <Eye aria-hidden />
            View
          </Button>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Terms">{termsLabel(account)}</Field>
          <Field label="Open balance">{formatUsd(account.openBalance)}</Field>
          <Field label="Credit limit">{creditLimitText(account.creditLimit)}</Field>
          <Field label="Billing contacts">{account.contactEmails.length > 0 ? account.contactEmails.join(', ') : 'None yet'}</Field>
          {account.domains.length > 0 && <Field label="Domains">{account.domains.join(', ')}</Field>}
        </dl>
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

// What the company owes: the balance of its sent invoices, the part past due, how many are open,
// and its payment terms.
import type { PortalCompanyAccount } from '@shared/customer-portal/company-account';
import { INTL_LOCALES } from '@shared/i18n';
import { amountToCents, formatUsd } from '@shared/money-format';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { termsText } from './company-words';

export type CompanyAccount = NonNullable<PortalCompanyAccount['account']>;

export function CompanyBalance({ account }: { account: CompanyAccount }) {
  const i18n = useI18n();
  const locale = useLocale();
  const overdue = amountToCents(account.overdueBalance) > 0;
  return (
    <dl className="grid gap-4 sm:grid-cols-4">
      <Figure label={i18n._('account.company.balance')} value={formatUsd(account.balance, locale)} strong />
      <Figure
        label={i18n._('account.company.overdue')}
        value={formatUsd(account.overdueBalance, locale)}
        tone={overdue ? 'text-destructive' : undefined}
      />
      <Figure label={i18n._('account.company.openInvoices')} value={account.openInvoices.toLocaleString(INTL_LOCALES[locale])} />
      <Figure label={i18n._('account.company.terms')} value={termsText(i18n, account.terms)} />
    </dl>
  );
}

function Figure({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: string | undefined }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`mt-1 ${strong ? 'text-2xl font-bold' : 'text-lg font-semibold'} ${tone ?? ''}`}>{value}</dd>
    </div>
  );
}

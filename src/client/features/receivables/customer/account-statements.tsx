// A billing contact's statements on their own page (issue 38): their account and what it owes today,
// the monthly statements mailed on the 1st (each a PDF), and a statement for any period they choose.
// Nothing shows for an address that is no account's billing contact. The customer's page includes
// it (src/client/app.tsx hands it to the account page), in the page's language.
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { CUSTOMER_STATEMENTS_API, type StoredStatement } from '@shared/receivables/statements';
import { formatUsd } from '@shared/money-format';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import type { Locale } from '@shared/i18n';
import { periodStatementUrl, useCustomerStatements } from './use-customer-statements';

const monthFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

export function AccountStatements() {
  const i18n = useI18n();
  const locale = useLocale();
  const statements = useCustomerStatements();
  const account = statements.data?.account;
  if (!statements.data || !account) return null;
  const { statements: monthly } = statements.data;
  return (
    <section aria-labelledby="statements-heading" className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="statements-heading" className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">
          {i18n._('account.statements.heading', { account: account.name })}
        </h2>
        <p className="text-sm">{i18n._('account.statements.balance', { amount: formatUsd(account.balance, locale) })}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{i18n._('account.statements.monthly')}</h3>
        {monthly.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._('account.statements.none')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={i18n._('account.statements.monthly')}>
            {monthly.map((statement) => (
              <MonthlyStatement key={statement.id} statement={statement} locale={locale} />
            ))}
          </ul>
        )}
      </div>
      <PeriodStatement />
    </section>
  );
}

function MonthlyStatement({ statement, locale }: { statement: StoredStatement; locale: Locale }) {
  const i18n = useI18n();
  const month = monthFormats[locale].format(new Date(`${statement.periodStart}T00:00:00Z`));
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
      <span>{i18n._('account.statements.item', { month, amount: formatUsd(statement.closingBalance, locale) })}</span>
      <Button variant="outline" size="sm" asChild>
        <a href={CUSTOMER_STATEMENTS_API.storedPdf(statement.id)} download>
          <FileDown aria-hidden />
          {i18n._('account.statements.pdf')}
        </a>
      </Button>
    </li>
  );
}

function PeriodStatement() {
  const i18n = useI18n();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const backwards = from !== '' && to !== '' && from > to;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{i18n._('account.statements.period')}</h3>
      <p className="text-sm text-muted-foreground">{i18n._('account.statements.periodHint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="statement-from">{i18n._('account.statements.from')}</Label>
          <Input id="statement-from" type="date" className="w-44" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="statement-to">{i18n._('account.statements.to')}</Label>
          <Input
            id="statement-to"
            type="date"
            className="w-44"
            value={to}
            aria-invalid={backwards}
            aria-describedby={backwards ? 'statement-period-error' : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        {backwards ? (
          <Button variant="outline" disabled>
            <FileDown aria-hidden />
            {i18n._('account.statements.download')}
          </Button>
        ) : (
          <Button variant="outline" asChild>
            <a href={periodStatementUrl(from, to)} download>
              <FileDown aria-hidden />
              {i18n._('account.statements.download')}
            </a>
          </Button>
        )}
      </div>
      {backwards && (
        <p id="statement-period-error" className="text-sm text-destructive">
          {i18n._('account.statements.backwards')}
        </p>
      )}
    </div>
  );
}

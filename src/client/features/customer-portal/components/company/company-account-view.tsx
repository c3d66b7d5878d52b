// The company account on the customer's page (decision 072), for a billing contact: the company's
// name, then its sections (what it owes, its invoices). A later section (the statements) joins the
// list below. A customer who is no account's billing contact sees none of it, and the page is as
// it was.
import type { ComponentType } from 'react';
import { useI18n } from '@/i18n/use-i18n';
import { useCompanyAccount } from '../../api/company-account';
import { CompanyBalance, type CompanyAccount } from './company-balance';
import { CompanyInvoices } from './company-invoices';

/** The account's sections, in the page's order; each gets the account. */
const COMPANY_SECTIONS: readonly ComponentType<{ account: CompanyAccount }>[] = [CompanyBalance, CompanyInvoices];

export function CompanyAccountView() {
  const i18n = useI18n();
  const company = useCompanyAccount();
  const account = company.data?.account;
  // Nothing while it loads or when it cannot be read: the customer's own requests below still show.
  if (!account) return null;
  return (
    <section aria-labelledby="company-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="company-heading" className="text-xl font-semibold tracking-tight">
          {i18n._('account.company.heading', { name: account.name })}
        </h2>
        <p className="text-sm text-muted-foreground">{i18n._('account.company.intro')}</p>
      </div>
      {COMPANY_SECTIONS.map((Section, index) => (
        <Section key={index} account={account} />
      ))}
    </section>
  );
}

// The books on the Billing screen (issue 38, decisions 077 and 078): the accounting export and what
// the factor is sent, for a range of days; then the income account of each kind of charge and the
// factor. The app hands this section to invoicing's Billing page (src/client/app/admin-areas.tsx):
// the same roles (the owner and accounting) use both.
import { BooksExportSection } from './components/books-export-section';
import { FactorSection } from './components/factor-section';
import { IncomeAccountsSection } from './components/income-accounts-section';

export function BooksSection({ today }: { today?: string }) {
  return (
    <section aria-labelledby="books-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="books-heading" className="text-lg font-semibold">
          Books and factoring
        </h3>
        <p className="text-sm text-muted-foreground">
          The accounting export for QuickBooks Online or any other system, what the factor is sent, the income account each charge is booked
          to, and who factored invoices are paid to.
        </p>
      </div>
      <BooksExportSection today={today} />
      <IncomeAccountsSection />
      <FactorSection />
    </section>
  );
}

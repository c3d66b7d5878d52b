// The books' settings on the Billing screen (issue 38): the income account of each kind of charge
// and the factor. The app hands this section to invoicing's Billing page (src/client/app/admin-areas.tsx).
import { FactorSection } from './components/factor-section';
import { IncomeAccountsSection } from './components/income-accounts-section';

export function BooksSettings() {
  return (
    <section aria-labelledby="books-settings-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="books-settings-heading" className="text-lg font-semibold">
          Books and factoring
        </h3>
        <p className="text-sm text-muted-foreground">
          What the accounting export books each charge to, and who factored invoices are paid to.
        </p>
      </div>
      <IncomeAccountsSection />
      <FactorSection />
    </section>
  );
}

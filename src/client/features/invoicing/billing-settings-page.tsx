// The Billing area (/admin/billing, staff area 'billing-settings': the owner and accounting): the
// settings invoices are priced from. A thin composition of each setting's own section.
import { AccessorialCatalogue } from './accessorials/accessorial-catalogue';
import { FuelSurchargeSettings } from './fuel-surcharge/fuel-surcharge-settings';

export function BillingSettingsPage() {
  return (
    <div className="flex flex-col gap-8">
      <FuelSurchargeSettings />
      <AccessorialCatalogue />
    </div>
  );
}

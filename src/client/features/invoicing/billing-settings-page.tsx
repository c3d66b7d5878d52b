// The Billing area (/admin/billing, staff area 'billing-settings': the owner and accounting): the
// settings invoices are priced from. A thin composition of each setting's own section; another
// feature's settings (the books') are handed in by the app as `moreSettings`.
import type { ReactNode } from 'react';
import { AccessorialCatalogue } from './accessorials/accessorial-catalogue';
import { FuelSurchargeSettings } from './fuel-surcharge/fuel-surcharge-settings';

export function BillingSettingsPage({ moreSettings }: { moreSettings?: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <FuelSurchargeSettings />
      <AccessorialCatalogue />
      {moreSettings}
    </div>
  );
}

// The calculator's fuel surcharge (decision 070): the server's line for the distance and the
// estimate (as the linehaul), by the schedule and week in force today; asked when the admin asks.
import type { CalculatorSurcharge } from '@shared/invoicing/load-surcharge';
import { adminGet } from '@/lib/admin/admin-fetch';

export function fetchCalculatorSurcharge(miles: string, linehaul: string): Promise<CalculatorSurcharge> {
  return adminGet<CalculatorSurcharge>(`/api/admin/fuel-surcharge/calculator?${new URLSearchParams({ miles, linehaul }).toString()}`);
}

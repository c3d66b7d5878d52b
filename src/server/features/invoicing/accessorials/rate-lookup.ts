// Which rate prices an accessorial for one customer (issue 37): the rate agreed with their e-mail,
// else with their company, else the catalogue's default.
import { trimDecimal, type AccessorialCode, type LineUnit } from '../../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../../db/client.js';
import { findApplicableRates, type RateRow } from './rate-repository.js';

export interface AppliedRate {
  code: AccessorialCode;
  /** US dollars per unit ("75"). */
  rate: string;
  unit: LineUnit;
  /** Detention's terms; null for other accessorials. */
  freeMinutes: number | null;
  stepMinutes: number | null;
  capMinutes: number | null;
  /** Which rate applied, for the office to read beside the line. */
  scope: 'email' | 'company' | 'default';
}

export interface RateCustomer {
  contactEmail: string | null;
  contactCompany: string | null;
}

/** The rate for `code` and this customer; undefined only if the catalogue lost its default (never by the product). */
export async function accessorialRateFor(
  executor: Executor,
  code: AccessorialCode,
  customer: RateCustomer,
): Promise<AppliedRate | undefined> {
  const email = customer.contactEmail?.trim().toLowerCase() || null;
  const company = customer.contactCompany?.trim() || null;
  const rows = await findApplicableRates(executor, code, { email, company });
  const byEmail = email ? rows.find((row) => row.customerEmail === email) : undefined;
  const byCompany = company ? rows.find((row) => row.customerCompany?.toLowerCase() === company.toLowerCase()) : undefined;
  const byDefault = rows.find((row) => row.customerEmail === null && row.customerCompany === null);
  const chosen = byEmail ?? byCompany ?? byDefault;
  if (!chosen) return undefined;
  const scope = chosen === byEmail ? 'email' : chosen === byCompany ? 'company' : 'default';
  return appliedRateOf(chosen, scope, byDefault);
}

/** A customer's detention row without its minutes (written outside the product) borrows the default's. */
function appliedRateOf(row: RateRow, scope: AppliedRate['scope'], fallback: RateRow | undefined): AppliedRate {
  return {
    code: row.code,
    rate: trimDecimal(row.rate),
    unit: row.unit,
    freeMinutes: row.freeMinutes ?? fallback?.freeMinutes ?? null,
    stepMinutes: row.stepMinutes ?? fallback?.stepMinutes ?? null,
    capMinutes: row.capMinutes ?? fallback?.capMinutes ?? null,
    scope,
  };
}

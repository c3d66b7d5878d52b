// "Fetch from the EIA" on the Billing screen: the latest week the EIA has published, recorded as a
// new week or as a change of the price staff typed (the EIA's figure is the one the schedule names).
// Whatever goes wrong at the EIA is a 502 that says what, and nothing is stored.
import { FUEL_SURCHARGE_MESSAGES, type DieselPriceChange } from '../../../../shared/invoicing/fuel-surcharge-schemas.js';
import { conflict, HttpError } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import type { FuelSurchargeDeps } from './deps.js';
import { storeWeekPrice } from './diesel-price-service.js';
import { EiaError, fetchEiaDieselPrices, type EiaConnection, type EiaWeeklyPrice } from './eia-client.js';

export async function fetchLatestDieselPrice(deps: FuelSurchargeDeps, context: MemberAuditContext): Promise<DieselPriceChange> {
  if (!deps.eia) throw conflict(FUEL_SURCHARGE_MESSAGES.eiaNotConfigured);
  const [latest] = await latestWeeksForStaff(deps.eia, 1);
  if (!latest) throw new HttpError(502, FUEL_SURCHARGE_MESSAGES.eiaNoData);
  return deps.db.transaction((tx) => storeWeekPrice(tx, context, { ...latest, source: 'eia' }, { replace: true }));
}

/** The EIA's answer, or a 502 whose message tells staff what went wrong and what to do instead. */
async function latestWeeksForStaff(eia: EiaConnection, weeks: number): Promise<EiaWeeklyPrice[]> {
  try {
    return await fetchEiaDieselPrices(eia, weeks);
  } catch (error) {
    if (!(error instanceof EiaError)) throw error;
    if (error.failure === 'refused') throw new HttpError(502, FUEL_SURCHARGE_MESSAGES.eiaRefused(error.status ?? 400));
    if (error.failure === 'bad_data') throw new HttpError(502, FUEL_SURCHARGE_MESSAGES.eiaBadData);
    throw new HttpError(502, FUEL_SURCHARGE_MESSAGES.eiaUnavailable);
  }
}

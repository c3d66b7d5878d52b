// The EIA's open-data API (v2), for the one series the fuel surcharge follows: the weekly U.S.
// No 2 diesel retail price (EMD_EPD2D_PTE_NUS_DPG, dollars per gallon, one value per Monday).
//   GET {base}/v2/petroleum/pri/gnd/data/?api_key=…&frequency=weekly&data[0]=value
//       &facets[series][]=EMD_EPD2D_PTE_NUS_DPG&sort[0][column]=period&sort[0][direction]=desc&length=N
// answers { response: { total, data: [{ period: "2026-11-30", series, value: "3.859", units }, …] } }
// (values are strings since v2.1.6, numbers before). Node's fetch, a timeout, and every answer
// checked: a row we cannot read fails the whole call, so nothing is ever stored from a guess.
// The key travels in the query string, as the EIA asks; no error or log line carries the URL.
import { isCalendarDate } from '../../../../shared/calendar-date.js';
import { DIESEL_PRICE_DECIMALS, DIESEL_PRICE_WHOLE_DIGITS, isMonday } from '../../../../shared/invoicing/fuel-surcharge.js';

export const EIA_DIESEL_SERIES = 'EMD_EPD2D_PTE_NUS_DPG';
export const EIA_DIESEL_ROUTE = '/v2/petroleum/pri/gnd/data/';
export const DEFAULT_EIA_API_BASE_URL = 'https://api.eia.gov';
const DEFAULT_TIMEOUT_MS = 10_000;

export interface EiaConnection {
  apiKey: string;
  /** https://api.eia.gov, or a local server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

export interface EiaWeeklyPrice {
  /** The Monday the EIA's week is named by. */
  weekOf: string;
  /** Dollars per gallon, as published ("3.859"). */
  price: string;
}

/** Why the EIA gave no price: not answering, refusing (a bad key, a limit), or data we cannot read. */
export type EiaFailure = 'unavailable' | 'refused' | 'bad_data';

export class EiaError extends Error {
  constructor(
    readonly failure: EiaFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EiaError';
  }
}

/** The latest `weeks` weekly prices, newest first; empty when the EIA has none (yet). */
export async function fetchEiaDieselPrices(connection: EiaConnection, weeks: number): Promise<EiaWeeklyPrice[]> {
  const url = new URL(EIA_DIESEL_ROUTE, connection.baseUrl);
  url.search = new URLSearchParams([
    ['api_key', connection.apiKey],
    ['frequency', 'weekly'],
    ['data[0]', 'value'],
    ['facets[series][]', EIA_DIESEL_SERIES],
    ['sort[0][column]', 'period'],
    ['sort[0][direction]', 'desc'],
    ['offset', '0'],
    ['length', String(weeks)],
  ]).toString();

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(connection.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    // Only the error's kind: Node's message could one day quote the URL, and with it the key.
    const kind = error instanceof Error ? error.name : 'error';
    throw new EiaError('unavailable', `the EIA's API did not answer (${kind})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const failure = response.status >= 500 ? 'unavailable' : 'refused';
    throw new EiaError(failure, `the EIA's API answered HTTP ${response.status}`, response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new EiaError('bad_data', "the EIA's API answered something that is not JSON");
  }
  return weeklyPricesOf(body);
}

const PRICE = new RegExp(`^\\d{1,${DIESEL_PRICE_WHOLE_DIGITS}}(\\.\\d{1,${DIESEL_PRICE_DECIMALS}})?$`);

/** The rows of an answer as weekly prices; any row that is not one fails the whole answer. */
export function weeklyPricesOf(body: unknown): EiaWeeklyPrice[] {
  const data = isRecord(body) && isRecord(body.response) ? body.response.data : undefined;
  if (!Array.isArray(data)) throw new EiaError('bad_data', "the EIA's answer has no response.data list");
  return data.map((row: unknown, index) => {
    if (!isRecord(row)) throw new EiaError('bad_data', `the EIA's row ${index} is not an object`);
    const { period, value, series } = row;
    if (series !== undefined && series !== EIA_DIESEL_SERIES) throw new EiaError('bad_data', `the EIA's row ${index} is another series`);
    if (typeof period !== 'string' || !isCalendarDate(period) || !isMonday(period)) {
      throw new EiaError('bad_data', `the EIA's row ${index} has no Monday for its week`);
    }
    const price = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!PRICE.test(price) || !/[1-9]/.test(price)) throw new EiaError('bad_data', `the EIA's row ${index} has no price we can read`);
    return { weekOf: period, price };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

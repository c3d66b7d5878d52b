// The EIA client against the fake EIA: the v2 request for the weekly diesel series (newest first),
// the key checked, values as strings (v2.1.6 on) or numbers (before), and every answer we cannot
// read refused whole, with an error that never carries the key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_EIA_KEY, startFakeEia, type FakeEia } from '../../../../../tests/support/fake-eia.js';
import { EiaError, fetchEiaDieselPrices, weeklyPricesOf } from './eia-client.js';

let eia: FakeEia;
beforeAll(async () => {
  eia = await startFakeEia();
});
afterAll(async () => eia?.close());
beforeEach(() => {
  eia.requests.length = 0;
  eia.setWeeks([]);
});

describe('fetchEiaDieselPrices', () => {
  it('asks for the weekly No 2 diesel series, newest first, and reads each week', async () => {
    eia.setWeeks([
      { period: '2026-11-16', value: 3.79 },
      { period: '2026-11-30', value: '3.859' },
      { period: '2026-11-23', value: '3.801' },
    ]);
    const weeks = await fetchEiaDieselPrices({ apiKey: FAKE_EIA_KEY, baseUrl: eia.baseUrl }, 2);
    expect(weeks).toEqual([
      { weekOf: '2026-11-30', price: '3.859' },
      { weekOf: '2026-11-23', price: '3.801' },
    ]);
    const [request] = eia.requests;
    expect(request?.path).toBe('/v2/petroleum/pri/gnd/data/');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      api_key: FAKE_EIA_KEY,
      frequency: 'weekly',
      'data[0]': 'value',
      'facets[series][]': 'EMD_EPD2D_PTE_NUS_DPG',
      'sort[0][column]': 'period',
      'sort[0][direction]': 'desc',
      offset: '0',
      length: '2',
    });
  });

  it('reads a number value as the EIA sent it before v2.1.6', async () => {
    eia.setWeeks([{ period: '2026-11-16', value: 3.79 }]);
    expect(await fetchEiaDieselPrices({ apiKey: FAKE_EIA_KEY, baseUrl: eia.baseUrl }, 1)).toEqual([
      { weekOf: '2026-11-16', price: '3.79' },
    ]);
  });

  it('answers an empty list when nothing is published', async () => {
    expect(await fetchEiaDieselPrices({ apiKey: FAKE_EIA_KEY, baseUrl: eia.baseUrl }, 1)).toEqual([]);
  });

  it('says a wrong key was refused, without the key in the error', async () => {
    const failure = await fetchEiaDieselPrices({ apiKey: 'wrong-key-424242', baseUrl: eia.baseUrl }, 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EiaError);
    expect(failure).toMatchObject({ failure: 'refused', status: 403 });
    expect(String((failure as Error).message)).not.toContain('wrong-key-424242');
  });

  it('says the EIA is unavailable when nothing listens', async () => {
    const failure = await fetchEiaDieselPrices({ apiKey: FAKE_EIA_KEY, baseUrl: 'http://127.0.0.1:9' }, 1).catch((error: unknown) => error);
    expect(failure).toMatchObject({ failure: 'unavailable' });
    expect(String((failure as Error).message)).not.toContain(FAKE_EIA_KEY);
  });
});

describe('weeklyPricesOf', () => {
  const row = (fields: Record<string, unknown>) => ({
    response: { data: [{ period: '2026-11-30', series: 'EMD_EPD2D_PTE_NUS_DPG', value: '3.859', ...fields }] },
  });

  it.each([
    ['a missing value', row({ value: null })],
    ['a negative price', row({ value: '-3.859' })],
    ['a zero price', row({ value: '0.000' })],
    ['four decimals', row({ value: '3.8591' })],
    ['a price beyond the column', row({ value: '1000.000' })],
    ['another series', row({ series: 'EMM_EPMR_PTE_NUS_DPG' })],
    ['a Tuesday', row({ period: '2026-12-01' })],
    ['a month', row({ period: '2026-11' })],
    ['no data list', { response: {} }],
    ['an error body', { error: 'x' }],
  ])('refuses %s as bad data', (_case, body) => {
    expect(() => weeklyPricesOf(body)).toThrow(expect.objectContaining({ failure: 'bad_data' }));
  });
});

// A local HTTP server that speaks the part of the EIA's open-data API (v2) the fuel surcharge
// uses: GET /v2/petroleum/pri/gnd/data/ for the weekly U.S. No 2 diesel series, newest first.
// It checks the API key as the EIA does (403 with the EIA's error body), keeps what it was asked
// for the tests to check, and can answer an empty week, a server error or rows it was handed.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_EIA_KEY = 'fake-eia-key-0123456789';
const SERIES = 'EMD_EPD2D_PTE_NUS_DPG';
const ROUTE = '/v2/petroleum/pri/gnd/data/';

export interface FakeEiaRequest {
  path: string;
  query: URLSearchParams;
}

export interface FakeEiaWeek {
  period: string;
  /** A string since the API's v2.1.6; a number or anything else to test what we refuse. */
  value: unknown;
}

export interface FakeEia {
  /** http://127.0.0.1:port, for EIA_API_BASE_URL. */
  baseUrl: string;
  requests: FakeEiaRequest[];
  /** The published weeks, any order; the server sorts them by period as asked. */
  setWeeks(weeks: FakeEiaWeek[]): void;
  /** Answers the next `times` calls with this status and an error body. */
  failNext(status: number, times?: number): void;
  /** Answers the next call with this raw body (status 200), for answers that are not what the API promises. */
  answerNextWith(body: string): void;
  close(): Promise<void>;
}

export async function startFakeEia(): Promise<FakeEia> {
  const requests: FakeEiaRequest[] = [];
  let weeks: FakeEiaWeek[] = [];
  let failure: { status: number; times: number } | undefined;
  let rawNext: string | undefined;

  function answer(url: URL): { status: number; body: string } {
    if (url.pathname !== ROUTE) return json(404, { error: 'Not found' });
    const query = url.searchParams;
    if (query.get('api_key') !== FAKE_EIA_KEY) {
      return json(403, { error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied.' } });
    }
    if (failure) {
      const { status } = failure;
      failure = failure.times > 1 ? { status, times: failure.times - 1 } : undefined;
      return json(status, { error: 'Fake EIA is down' });
    }
    if (rawNext !== undefined) {
      const body = rawNext;
      rawNext = undefined;
      return { status: 200, body };
    }
    if (query.get('frequency') !== 'weekly' || query.get('data[0]') !== 'value' || query.get('facets[series][]') !== SERIES) {
      return json(400, { error: 'The fake EIA answers the weekly diesel series only' });
    }
    const descending = query.get('sort[0][column]') === 'period' && query.get('sort[0][direction]') === 'desc';
    const sorted = [...weeks].sort((a, b) => (descending ? b.period.localeCompare(a.period) : a.period.localeCompare(b.period)));
    const offset = Number(query.get('offset') ?? 0);
    const length = Number(query.get('length') ?? 5000);
    const data = sorted.slice(offset, offset + length).map((week) => ({
      period: week.period,
      duoarea: 'NUS',
      'area-name': 'U.S.',
      product: 'EPD2D',
      'product-name': 'No 2 Diesel',
      process: 'PTE',
      'process-name': 'Retail Sales',
      series: SERIES,
      'series-description': 'U.S. No 2 Diesel Retail Prices (Dollars per Gallon)',
      value: week.value,
      units: '$/GAL',
    }));
    return json(200, {
      response: { total: String(weeks.length), dateFormat: 'YYYY-MM-DD', frequency: 'weekly', data, description: 'Weekly retail prices' },
      request: { command: ROUTE, params: Object.fromEntries(query) },
      apiVersion: '2.1.8',
    });
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: url.searchParams });
    const { status, body } = answer(url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setWeeks(next) {
      weeks = next;
    },
    failNext(status, times = 1) {
      failure = { status, times };
    },
    answerNextWith(body) {
      rawNext = body;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function json(status: number, body: unknown): { status: number; body: string } {
  return { status, body: JSON.stringify(body) };
}

// A tracking link's page in each of its states (issue 40), in English and Spanish: a load on the
// way with its arrival window, arriving soon, delivered with the proof of delivery's download, a
// link expired, a link turned off, and one that does not exist. The network is stubbed at fetch.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shared/i18n';
import { trackingLinkPageSchema, type TrackingLinkPage as LinkPage } from '@shared/tracking-links/tracking-links';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { TrackingLinkPage } from './tracking-link-page';
import { formatEtaWindow } from '@shared/tracking/eta-format';

const TOKEN = 'k3Jd9_aQ-ZxT0pLmN4bV7cR2sW8yE1fH6gU5iO0qA2s';
const API = `GET /api/tracking-links/${TOKEN}`;
const HOUR = 60 * 60 * 1000;

function onTheWay(overrides: Partial<LinkPage> = {}): LinkPage {
  const now = Date.now();
  return trackingLinkPageSchema.parse({
    state: 'active',
    referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE',
    status: 'in-transit',
    origin: { city: 'Detroit', state: 'MI' },
    destination: { city: 'Chicago', state: 'IL' },
    timeline: [
      { status: 'received', at: new Date(now - 30 * HOUR).toISOString() },
      { status: 'in-progress', at: new Date(now - 20 * HOUR).toISOString() },
      { status: 'in-transit', at: new Date(now - 4 * HOUR).toISOString() },
    ],
    deliveryUpdates: [
      { at: new Date(now - 4 * HOUR).toISOString(), kind: 'stage', stage: 'picked_up', problem: null, driverFirstName: 'Maria' },
    ],
    driverFirstName: 'Maria',
    lastPlace: { city: 'South Bend', state: 'IN' },
    lastUpdateAt: new Date(now - HOUR / 4).toISOString(),
    eta: {
      earliest: new Date(now + 2 * HOUR).toISOString(),
      latest: new Date(now + 2.75 * HOUR).toISOString(),
      timeZone: 'America/Chicago',
      remainingMiles: 96,
      arrivingSoon: false,
      basis: 'position',
      computedAt: new Date(now - HOUR / 4).toISOString(),
    },
    proofOfDelivery: null,
    expiresAt: null,
    ...overrides,
  });
}

function delivered(): LinkPage {
  const at = new Date(Date.now() - HOUR).toISOString();
  const page = onTheWay();
  return {
    ...page,
    status: 'delivered',
    timeline: [...page.timeline, { status: 'delivered', at }],
    eta: null,
    proofOfDelivery: { deliveredAt: at, receiverName: 'Sam' },
    expiresAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
  };
}

function openPage(route: Route) {
  const network = stubNetwork({ [API]: route });
  const rendered = renderWithApp(
    <TrackingLinkPage
      token={TOKEN}
      renderTimeline={(page) => <p>timeline of {page.timeline.length} steps</p>}
      renderNotFound={() => <h1>Page Not Found (the site's 404)</h1>}
    />,
  );
  return { ...rendered, network };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const WORDS: Record<Locale, Record<string, string | RegExp>> = {
  en: {
    title: 'Track your delivery',
    route: 'Detroit, MI to Chicago, IL',
    arrival: 'Expected arrival',
    soon: 'Arriving soon',
    lastPlace: 'Last reported near South Bend, IN',
    driver: 'Your driver: Maria',
    proof: 'Download the proof of delivery (PDF)',
    receivedBy: /Received by Sam on/,
    expired: 'This link has expired',
    revoked: 'This link was turned off',
    miles: 'About 96 miles to go',
  },
  es: {
    title: 'Siga su entrega',
    route: 'De Detroit, MI a Chicago, IL',
    arrival: 'Llegada prevista',
    soon: 'Llega pronto',
    lastPlace: 'Última ubicación informada: cerca de South Bend, IN',
    driver: 'Su conductor: Maria',
    proof: 'Descargar el comprobante de entrega (PDF)',
    receivedBy: /Recibida por Sam el/,
    expired: 'Este enlace ha caducado',
    revoked: 'Este enlace fue desactivado',
    miles: 'Faltan unas 96 millas',
  },
};

describe.each(['en', 'es'] as const)('a tracking link’s page in %s', (locale) => {
  const words = WORDS[locale];

  it('shows a load on the way: route, window in the delivery place’s zone, last place, driver, timeline', async () => {
    inLanguage(locale);
    const page = onTheWay();
    openPage({ status: 200, body: page });
    expect(await screen.findByRole('heading', { level: 1, name: words.title as string })).toBeTruthy();
    expect(await screen.findByText(words.route as string)).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.arrival as string })).toBeTruthy();
    const window = formatEtaWindow(page.eta!, locale, new Date());
    expect(window).toMatch(/CT$/);
    expect(screen.getByText(window)).toBeTruthy();
    expect(screen.getByText(words.miles as string)).toBeTruthy();
    expect(screen.getByText(words.lastPlace as string)).toBeTruthy();
    expect(screen.getByText(words.driver as string)).toBeTruthy();
    expect(screen.getByText('timeline of 3 steps')).toBeTruthy();
    expect(screen.queryByText(words.soon as string)).toBeNull();
    expect(document.title).toContain(words.title);
  });

  it('says "arriving soon" when the load is close', async () => {
    inLanguage(locale);
    const page = onTheWay();
    openPage({ status: 200, body: { ...page, eta: { ...page.eta!, arrivingSoon: true } } });
    expect((await screen.findByText(words.soon as string)).getAttribute('role')).toBe('status');
  });

  it('shows the proof of delivery with its download once delivered, and no window', async () => {
    inLanguage(locale);
    openPage({ status: 200, body: delivered() });
    const download = await screen.findByRole('link', { name: words.proof as string });
    expect(download.getAttribute('href')).toBe(`/api/tracking-links/${TOKEN}/proof-of-delivery`);
    expect(screen.getByText(words.receivedBy as RegExp)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: words.arrival as string })).toBeNull();
  });

  it('says an expired link has expired (a page of its own, not the 404)', async () => {
    inLanguage(locale);
    openPage({ status: 410, body: { state: 'expired' } });
    expect(await screen.findByRole('heading', { level: 1, name: words.expired as string })).toBeTruthy();
    expect(screen.queryByText(/404/)).toBeNull();
    expect(document.title).toContain(words.expired);
  });

  it('says a revoked link was turned off', async () => {
    inLanguage(locale);
    openPage({ status: 410, body: { state: 'revoked' } });
    expect(await screen.findByRole('heading', { level: 1, name: words.revoked as string })).toBeTruthy();
  });

  it('shows the site’s 404 for a link that does not exist', async () => {
    inLanguage(locale);
    openPage({ status: 404, body: { error: 'Not Found', message: 'There is no tracking link at this address.' } });
    expect(await screen.findByRole('heading', { level: 1, name: "Page Not Found (the site's 404)" })).toBeTruthy();
  });
});

describe('refreshing', () => {
  it('asks again every minute while the load moves, and stops once it is delivered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: LinkPage = onTheWay();
    const { network } = openPage(() => ({ status: 200, body: answer }));
    await screen.findByText(WORDS.en.route as string);
    expect(network.requestsTo(API)).toHaveLength(1);
    answer = delivered();
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(network.requestsTo(API)).toHaveLength(2));
    await screen.findByRole('link', { name: WORDS.en.proof as string });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(network.requestsTo(API)).toHaveLength(2);
  });
});

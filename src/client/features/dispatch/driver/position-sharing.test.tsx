// The phone shares its position while a load is active (issue 40), with a fake
// navigator.geolocation: what the page says, what it sends and how often, what waits through a
// dead zone, and a refusal that leaves the page working.
import '@/test-support/company-profile';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverLoad, LoadStage } from '@shared/dispatch/dispatch';
import { POSITION_MIN_INTERVAL_MS, POSITION_QUEUE_LIMIT } from '@shared/dispatch/positions';
import { PAGE_PATHS } from '@shared/page-routes';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { DriverLoadPage } from './driver-load-page';
import { positionQueue } from './offline/position-queue';
import { CALLS, driverLoad, fakeLoadServer, REF, SESSION } from './test-support/driver-answers';
import { resetDriverPage } from './test-support/reset-driver-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SHARING = "While this load is active, your phone's location is shared with the office. Customers see only the nearest city.";
const DENIED = 'Location sharing is off: this phone did not allow it. The load works as usual.';

/** A navigator.geolocation the test drives: `move` calls every watcher back with a fix. */
function fakeGeolocation() {
  const watchers = new Map<number, { success: PositionCallback; failure?: PositionErrorCallback | null }>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      watchers.set(next, { success, failure });
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    // A stage update asks once where the phone is: this phone answers that it cannot say.
    getCurrentPosition: vi.fn((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 2, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'unavailable' }),
    ),
  };
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, get: () => geolocation });
  return {
    geolocation,
    watching: () => watchers.size,
    move(latitude: number, longitude: number, accuracy = 10) {
      const fix = { coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as unknown as GeolocationPosition;
      act(() => watchers.forEach(({ success }) => success(fix)));
    },
    refuse() {
      const error = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError;
      act(() => watchers.forEach(({ failure }) => failure?.(error)));
    },
  };
}

function openLoad(load: DriverLoad, positions: Route = { status: 201, body: {} }) {
  window.history.replaceState(null, '', `${PAGE_PATHS.driverLoad}?ref=${REF}`);
  const server = fakeLoadServer(load);
  const network = stubNetwork({
    [CALLS.session]: { status: 200, body: SESSION },
    [CALLS.load]: server.getLoad,
    [CALLS.updates]: server.postUpdate,
    [CALLS.positions]: positions,
  });
  return { ...renderWithApp(<DriverLoadPage />), network };
}

beforeEach(resetDriverPage);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

describe('position sharing on the load page', () => {
  it('says the position is shared and sends a fix with its own positionId and time', async () => {
    const phone = fakeGeolocation();
    const { network } = openLoad(driverLoad({ stage: 'picked_up' }));
    expect(await screen.findByText(SHARING)).toBeDefined();
    expect(phone.watching()).toBe(1);
    phone.move(41.5067, -88.0817, 12.4);
    await waitFor(() => expect(network.requestsTo(CALLS.positions)).toHaveLength(1));
    const body = network.requestsTo(CALLS.positions)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ latitude: 41.5067, longitude: -88.0817, accuracyMeters: 12 });
    expect(body.positionId).toMatch(UUID);
    expect(Date.parse(String(body.recordedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(body).not.toHaveProperty('referenceId');
  });

  it('sends at most one position every two minutes unless the truck has moved half a mile', async () => {
    const phone = fakeGeolocation();
    const { network } = openLoad(driverLoad({ stage: 'picked_up' }));
    await screen.findByText(SHARING);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    phone.move(41.5, -88.08);
    phone.move(41.5001, -88.08); // 11 m later: not sent
    phone.move(41.501, -88.08); // 111 m: not sent
    await waitFor(() => expect(network.requestsTo(CALLS.positions)).toHaveLength(1));
    phone.move(41.51, -88.08); // 1.1 km: sent at once
    await waitFor(() => expect(network.requestsTo(CALLS.positions)).toHaveLength(2));
    phone.move(41.5101, -88.08);
    vi.setSystemTime(Date.now() + POSITION_MIN_INTERVAL_MS);
    phone.move(41.5102, -88.08); // two minutes on: sent although it barely moved
    await waitFor(() => expect(network.requestsTo(CALLS.positions)).toHaveLength(3));
    expect(network.requestsTo(CALLS.positions).map((request) => (request.body as { latitude: number }).latitude)).toEqual([
      41.5, 41.51, 41.5102,
    ]);
  });

  it('keeps the newest positions through a dead zone and sends each once, oldest first, when back', async () => {
    const phone = fakeGeolocation();
    let online = false;
    const { network } = openLoad(driverLoad({ stage: 'picked_up' }), () => (online ? { status: 201, body: {} } : 'network-error'));
    await screen.findByText(SHARING);
    // Each fix a mile and more from the last, so each is kept.
    for (let n = 0; n < POSITION_QUEUE_LIMIT + 3; n += 1) phone.move(41 + n * 0.02, -88);
    await waitFor(() => expect(positionQueue().waiting()).toHaveLength(POSITION_QUEUE_LIMIT));
    expect(positionQueue().waiting()[0]?.latitude).toBeCloseTo(41 + 3 * 0.02, 6);
    const triedOffline = network.requestsTo(CALLS.positions).length;
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(positionQueue().waiting()).toEqual([]));
    const sent = network.requestsTo(CALLS.positions).slice(triedOffline);
    const ids = sent.map((request) => (request.body as { positionId: string }).positionId);
    expect(new Set(ids).size).toBe(POSITION_QUEUE_LIMIT);
    expect(sent.map((request) => (request.body as { latitude: number }).latitude)).toEqual(
      Array.from({ length: POSITION_QUEUE_LIMIT }, (_, n) => 41 + (n + 3) * 0.02),
    );
  });

  it('drops a position the server refuses for good, and keeps one it could not take now', async () => {
    const phone = fakeGeolocation();
    let status = 409;
    const { network } = openLoad(driverLoad({ stage: 'picked_up' }), () => ({ status, body: { error: 'Conflict', message: 'no' } }));
    await screen.findByText(SHARING);
    phone.move(41.5, -88);
    await waitFor(() => expect(network.requestsTo(CALLS.positions)).toHaveLength(1));
    await waitFor(() => expect(positionQueue().waiting()).toEqual([]));
    status = 503;
    phone.move(41.6, -88);
    await waitFor(() => expect(network.requestsTo(CALLS.positions)).toHaveLength(2));
    expect(positionQueue().waiting()).toHaveLength(1);
  });

  it('says sharing is off when the phone refuses, and the load works as before', async () => {
    const phone = fakeGeolocation();
    const { user, network } = openLoad(driverLoad({ stage: 'accepted' }));
    await screen.findByText(SHARING);
    phone.refuse();
    expect(await screen.findByText(DENIED)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Arrived at pickup' }));
    await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
    expect(network.requestsTo(CALLS.positions)).toEqual([]);
  });

  it.each<LoadStage>(['assigned', 'delivered'])('shares nothing and says nothing at %s', async (stage) => {
    const phone = fakeGeolocation();
    openLoad(driverLoad({ stage }));
    await screen.findByRole('heading', { name: 'Detroit, MI → Chicago, IL' });
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(screen.queryByText(SHARING)).toBeNull();
    expect(screen.queryByText(DENIED)).toBeNull();
  });

  it('stops watching when the page closes', async () => {
    const phone = fakeGeolocation();
    const { unmount } = openLoad(driverLoad({ stage: 'at_delivery' }));
    await screen.findByText(SHARING);
    expect(phone.watching()).toBe(1);
    unmount();
    expect(phone.watching()).toBe(0);
  });

  it('says in Spanish that the position is shared', async () => {
    fakeGeolocation();
    inLanguage('es');
    openLoad(driverLoad({ stage: 'picked_up' }));
    expect(
      await screen.findByText(
        'Mientras esta carga esté activa, la ubicación de su teléfono se comparte con la oficina. Los clientes solo ven la ciudad más cercana.',
      ),
    ).toBeDefined();
  });
});

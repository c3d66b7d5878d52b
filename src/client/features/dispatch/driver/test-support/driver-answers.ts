// What the server answers the driver's page in component tests: one driver, one load at pickup.
import type { DriverLoad, DriverSession, DriverStage, DriverUpdateResult, LoadStage } from '@shared/dispatch/dispatch';
import { textFields, type RecordedRequest, type Route } from '@/test-support/fake-network';
import { DRIVER_API } from '../api/driver-api-paths';

export const REF = 'SR-20261124-0042';

export const CALLS = {
  session: `GET ${DRIVER_API.session}`,
  signInRequest: `POST ${DRIVER_API.signInRequest}`,
  signInCode: `POST ${DRIVER_API.signInCode}`,
  signInLink: `POST ${DRIVER_API.signInLink}`,
  signOut: `POST ${DRIVER_API.signOut}`,
  loads: `GET ${DRIVER_API.loads}`,
  load: `GET ${DRIVER_API.load(REF)}`,
  updates: `POST ${DRIVER_API.updates(REF)}`,
  positions: `POST ${DRIVER_API.positions(REF)}`,
} as const;

export const SESSION: DriverSession = { firstName: 'Dana', email: 'dana@example.com', signedInAt: '2026-11-24T08:00:00.000Z' };

export function driverLoad(change: Partial<DriverLoad> = {}): DriverLoad {
  return {
    referenceId: REF,
    stage: 'accepted',
    plannedPickupDate: '2026-11-25',
    pickupCity: 'Detroit',
    pickupState: 'MI',
    deliveryCity: 'Chicago',
    deliveryState: 'IL',
    urgency: 'standard',
    serviceType: 'Full truckload',
    vehicleNumber: 'T-12',
    trailerNumber: null,
    preferredTime: 'Morning',
    pickup: { address: '100 Dock St', address2: null, city: 'Detroit', state: 'MI', zip: '48201', instructions: 'Gate 4, ring the bell' },
    delivery: { address: '5 Lake Ave', address2: 'Suite 2', city: 'Chicago', state: 'IL', zip: '60601', instructions: null },
    contact: { name: 'Pat Lee', company: 'Acme Parts', phone: '(313) 555-0100' },
    item: {
      description: 'Two crated engines',
      itemType: 'Crate',
      // As the server sends them: numeric(10,2).
      length: '48.00',
      width: '40.00',
      height: '36.00',
      weight: '1800.00',
      specialHandling: null,
    },
    photos: [{ id: 'p1', url: `/api/driver/loads/${REF}/photos/p1`, contentType: 'image/jpeg' }],
    updates: [],
    nextStage: 'at_pickup',
    billOfLading: null,
    ...change,
  };
}

/** The server's answer to an accepted update of `stage`. */
export function stageResult(stage: LoadStage, updateId = 1): DriverUpdateResult {
  const load = driverLoad({ stage });
  return {
    update: { id: updateId, kind: 'stage', stage, problem: null, note: null, at: '2026-11-24T09:00:00.000Z' },
    load: {
      referenceId: load.referenceId,
      stage,
      plannedPickupDate: load.plannedPickupDate,
      pickupCity: load.pickupCity,
      pickupState: load.pickupState,
      deliveryCity: load.deliveryCity,
      deliveryState: load.deliveryState,
      urgency: load.urgency,
    },
    replayed: false,
  };
}

/**
 * The server's side of one load: GET answers the load as it now is, and POST updates moves it on
 * and keeps each updateId once (a replay answers the same and changes nothing), as the API does.
 */
export function fakeLoadServer(initial: DriverLoad) {
  let load = initial;
  const accepted = new Map<string, DriverUpdateResult>();
  const getLoad: Route = () => ({ status: 200, body: load });
  const postUpdate: Route = (request: RecordedRequest) => {
    const fields = textFields(request.body);
    const updateId = fields.updateId ?? '';
    const earlier = accepted.get(updateId);
    if (earlier) return { status: 200, body: { ...earlier, replayed: true } };
    const stage = fields.kind === 'stage' ? (fields.stage as DriverStage) : load.stage;
    load = { ...load, stage };
    const result = stageResult(stage, accepted.size + 1);
    accepted.set(updateId, result);
    return { status: 201, body: result };
  };
  return { getLoad, postUpdate, acceptedIds: () => [...accepted.keys()] };
}

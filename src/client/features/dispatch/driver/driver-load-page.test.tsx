// One load on the driver's phone: what it shows, the big next-stage button, the queue that keeps
// updates through a dead zone, proof of delivery, and an update the office refuses.
import '@/test-support/company-profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCH_MESSAGES, mapLinkFor, type DriverLoad } from '@shared/dispatch/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { apiError, stubNetwork, textFields, uploadedFiles, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { DriverLoadPage } from './driver-load-page';
import { CALLS, driverLoad, fakeLoadServer, REF, SESSION, stageResult } from './test-support/driver-answers';
import { resetDriverPage } from './test-support/reset-driver-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(resetDriverPage);
afterEach(() => vi.unstubAllGlobals());

/** Opens the load page on `load`, served by a fake server that moves it on with each update it accepts. */
function openLoad(load: DriverLoad, routes: Record<string, Route> = {}) {
  window.history.replaceState(null, '', `${PAGE_PATHS.driverLoad}?ref=${REF}`);
  const server = fakeLoadServer(load);
  const network = stubNetwork({
    [CALLS.session]: { status: 200, body: SESSION },
    [CALLS.load]: server.getLoad,
    [CALLS.updates]: server.postUpdate,
    ...routes,
  });
  return { ...renderWithApp(<DriverLoadPage />), network, server };
}

/** The update route while the phone has no connection: every send fails until `connect()`. */
function deadZone(server: ReturnType<typeof fakeLoadServer>) {
  let online = false;
  const route: Route = (request) => (online ? server.postUpdate(request) : 'network-error');
  return { route, connect: () => (online = true) };
}

const stageBadge = () => screen.getByRole('banner').querySelector('span.rounded-full')?.textContent;

describe('the load page', () => {
  it('shows where to go with map links, whom to call and what to carry', async () => {
    const load = driverLoad();
    openLoad(load);
    expect(await screen.findByRole('heading', { name: 'Detroit, MI → Chicago, IL' })).toBeDefined();
    const pickupMap = screen.getByRole('link', { name: 'Open pickup in maps' });
    expect(pickupMap.getAttribute('href')).toBe(mapLinkFor(load.pickup));
    expect(pickupMap.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Open delivery in maps' }).getAttribute('href')).toBe(mapLinkFor(load.delivery));
    expect(screen.getByRole('link', { name: 'Call (313) 555-0100' }).getAttribute('href')).toBe('tel:3135550100');
    expect(screen.getByText('Gate 4, ring the bell')).toBeDefined();
    expect(screen.getByText('48 × 40 × 36 in')).toBeDefined();
    expect(screen.getByText('1,800 lb')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Customer photo 1' }).getAttribute('src')).toBe(load.photos[0]?.url);
    expect(document.title).toContain(`Load ${REF}`);
  });

  it('sends the next stage as multipart fields with a new updateId and the time of the tap', async () => {
    const { network, user } = openLoad(driverLoad());
    const before = new Date().toISOString();
    await user.click(await screen.findByRole('button', { name: 'Arrived at pickup' }));
    await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
    const fields = textFields(network.requestsTo(CALLS.updates)[0]?.body);
    expect(Object.keys(fields).sort()).toEqual(['kind', 'recordedAt', 'stage', 'updateId']);
    expect(fields).toMatchObject({ kind: 'stage', stage: 'at_pickup' });
    expect(fields.updateId).toMatch(UUID);
    expect(fields.recordedAt! >= before).toBe(true);
    expect(await screen.findByRole('button', { name: 'Picked up' })).toBeDefined();
    await waitFor(() => expect(screen.queryAllByTestId('queued-update')).toEqual([]));
    expect(stageBadge()).toBe('At pickup');
  });

  it('keeps updates made offline, shows them as waiting, and sends each once, in order, when back online', async () => {
    const load = driverLoad();
    const server = fakeLoadServer(load);
    const network = deadZone(server);
    const opened = openLoad(load, { [CALLS.load]: server.getLoad, [CALLS.updates]: network.route });
    const user = opened.user;

    await user.click(await screen.findByRole('button', { name: 'Arrived at pickup' }));
    // The driver goes on while the first is still waiting: the stage moved on on the phone.
    await user.click(await screen.findByRole('button', { name: 'Picked up' }));
    expect(await screen.findByRole('button', { name: 'Arrived at delivery' })).toBeDefined();
    expect(stageBadge()).toBe('Picked up (in transit)');
    const queued = await screen.findAllByTestId('queued-update');
    expect(queued.map((item) => item.textContent)).toEqual([
      "At pickupWaiting to send — will send when you're back online",
      "Picked up (in transit)Waiting to send — will send when you're back online",
    ]);
    const tried = () => opened.network.requestsTo(CALLS.updates).map((request) => textFields(request.body));
    await waitFor(() => expect(tried().length).toBeGreaterThan(0));
    const firstTry = tried()[0];
    expect(firstTry?.stage).toBe('at_pickup');

    const before = tried().length;
    network.connect();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryAllByTestId('queued-update')).toEqual([]));

    const sent = tried().slice(before);
    expect(sent.map((fields) => fields.stage)).toEqual(['at_pickup', 'picked_up']);
    // The same update as the failed try, not a new one; each reached the server once.
    expect(sent[0]?.updateId).toBe(firstTry?.updateId);
    expect(server.acceptedIds()).toEqual(sent.map((fields) => fields.updateId));
    expect(new Set(tried().map((fields) => fields.updateId)).size).toBe(2);
    await waitFor(() => expect(stageBadge()).toBe('Picked up (in transit)'));
  });

  it('offers "Send now" for what waits', async () => {
    const load = driverLoad();
    const server = fakeLoadServer(load);
    const connection = deadZone(server);
    const { network, user } = openLoad(load, { [CALLS.load]: server.getLoad, [CALLS.updates]: connection.route });
    await user.click(await screen.findByRole('button', { name: 'Arrived at pickup' }));
    const sendNow = await screen.findByRole('button', { name: 'Send now' });
    await waitFor(() => expect(sendNow.hasAttribute('disabled')).toBe(false));
    connection.connect();
    await user.click(sendNow);
    await waitFor(() => expect(screen.queryAllByTestId('queued-update')).toEqual([]));
    const ids = network.requestsTo(CALLS.updates).map((request) => textFields(request.body).updateId);
    expect(new Set(ids).size).toBe(1);
    expect(server.acceptedIds()).toEqual([ids[0]]);
  });

  it('shows an update the office refuses with its reason, and no longer queues it', async () => {
    const { network, user } = openLoad(driverLoad(), {
      [CALLS.updates]: { status: 409, body: apiError('Conflict', DISPATCH_MESSAGES.stageNotForward) },
    });
    await user.click(await screen.findByRole('button', { name: 'Arrived at pickup' }));
    const refusal = await screen.findByText('Not accepted: At pickup');
    expect(refusal.closest('[role="alert"]')?.textContent).toContain(DISPATCH_MESSAGES.stageNotForward.message);
    expect(screen.queryAllByTestId('queued-update')).toEqual([]);
    // The stage is the server's again, and nothing is tried again.
    expect(stageBadge()).toBe('Accepted');
    window.dispatchEvent(new Event('online'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Not accepted: At pickup')).toBeNull();
    expect(network.requestsTo(CALLS.updates)).toHaveLength(1);
  });
});

describe('proof of delivery', () => {
  it('refuses to submit without the name, the signature and a photo, then sends all three', async () => {
    const { network, user } = openLoad(driverLoad({ stage: 'at_delivery', nextStage: 'delivered' }));
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const form = screen.getByRole('form', { name: 'Proof of delivery' });
    await user.click(within(form).getByRole('button', { name: 'Submit delivery' }));

    expect(await within(form).findByText(DISPATCH_MESSAGES.receiverNameRequired.message)).toBeDefined();
    expect(within(form).getByText(DISPATCH_MESSAGES.signatureRequired.message)).toBeDefined();
    expect(within(form).getByText(DISPATCH_MESSAGES.photoRequired.message)).toBeDefined();
    expect(network.requestsTo(CALLS.updates)).toEqual([]);

    await user.type(within(form).getByLabelText("Receiver's name"), 'Sam Ortiz');
    const pad = within(form).getByRole('img', { name: "Receiver's signature" });
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await user.click(within(form).getByRole('button', { name: 'Submit delivery' }));
    expect(within(form).getByText(DISPATCH_MESSAGES.photoRequired.message)).toBeDefined();
    expect(network.requestsTo(CALLS.updates)).toEqual([]);

    const photo = new File(['jpeg'], 'dock.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Photos of the delivered load'), photo);
    expect(within(form).getByRole('img', { name: 'Photo 1' })).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Submit delivery' }));

    await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
    const body = network.requestsTo(CALLS.updates)[0]?.body;
    expect(textFields(body)).toMatchObject({ kind: 'stage', stage: 'delivered', receiverName: 'Sam Ortiz' });
    expect(uploadedFiles(body)).toEqual([
      ['photos', 'dock.jpg'],
      ['signature', 'signature.png'],
    ]);
    expect(await screen.findByText('This load is delivered.')).toBeDefined();
  });

  it('refuses a photo that is not JPEG or PNG', async () => {
    const { user } = openLoad(driverLoad({ stage: 'at_delivery', nextStage: 'delivered' }));
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    await user.upload(screen.getByLabelText('Photos of the delivered load'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByText('a.gif is not a supported file type')).toBeDefined();
    expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull();
  });
});

describe('reporting a problem', () => {
  it('needs a kind and a note, and sends them', async () => {
    const { network, user } = openLoad(driverLoad({ stage: 'picked_up', nextStage: 'at_delivery' }), {
      [CALLS.updates]: {
        status: 201,
        body: {
          ...stageResult('picked_up'),
          update: { id: 2, kind: 'problem', stage: null, problem: 'delay', note: 'Snow', at: '2026-11-24T09:00:00.000Z' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.click(screen.getByRole('button', { name: 'Send problem report' }));
    expect(await screen.findByText('Choose what the problem is')).toBeDefined();
    expect(screen.getByText('Say what happened')).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Delay' }));
    await user.type(screen.getByLabelText('What happened?'), 'Snow on I-94');
    await user.click(screen.getByRole('button', { name: 'Send problem report' }));
    await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
    expect(textFields(network.requestsTo(CALLS.updates)[0]?.body)).toMatchObject({
      kind: 'problem',
      problem: 'delay',
      note: 'Snow on I-94',
    });
  });
});

// The paperwork on the driver's phone (issue 39): "Picked up" with an unsigned bill of lading opens
// the pickup form (the bill of lading's number, pieces and seal; the shipper's representative's
// name; both signatures; pieces and seal confirmed), which works with no signal and is sent once
// when the signal returns; and the proof of delivery's over, short or damaged lines with photos.
import '@/test-support/company-profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCH_MESSAGES, type DriverLoad } from '@shared/dispatch/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { stubNetwork, textFields, uploadedFiles, type Route } from '@/test-support/fake-network';
import { sharedMessage } from '@/i18n/shared-text';
import { i18n } from '@lingui/core';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { DriverLoadPage } from './driver-load-page';
import { CALLS, driverLoad, fakeLoadServer, REF, SESSION } from './test-support/driver-answers';
import { resetDriverPage } from './test-support/reset-driver-page';

beforeEach(resetDriverPage);
afterEach(() => vi.unstubAllGlobals());

const BOL = { bolNumber: '12345600000000421', version: 2, pieces: 12, sealNumber: 'SEAL-771', signed: false };

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

function sign(pad: HTMLElement) {
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('signing the bill of lading at pickup', () => {
  it('asks for every part, works with no signal, and sends the signatures once when back online', async () => {
    const load = driverLoad({ stage: 'at_pickup', nextStage: 'picked_up', billOfLading: BOL });
    const server = fakeLoadServer(load);
    let online = false;
    const route: Route = (request) => (online ? server.postUpdate(request) : 'network-error');
    const { network, user } = openLoad(load, { [CALLS.load]: server.getLoad, [CALLS.updates]: route });

    await user.click(await screen.findByRole('button', { name: 'Picked up' }));
    const form = screen.getByRole('form', { name: 'Sign the bill of lading' });
    expect(within(form).getByText(BOL.bolNumber)).toBeDefined();
    expect(within(form).getByText('12')).toBeDefined();
    expect(within(form).getByText('SEAL-771')).toBeDefined();
    // Pieces and seal come filled in with the bill of lading's.
    expect(within(form).getByLabelText<HTMLInputElement>('Pieces loaded').value).toBe('12');
    expect(within(form).getByLabelText<HTMLInputElement>('Seal number on the trailer').value).toBe('SEAL-771');

    await user.clear(within(form).getByLabelText('Seal number on the trailer'));
    await user.click(within(form).getByRole('button', { name: 'Sign and mark picked up' }));
    expect(await within(form).findByText(DISPATCH_MESSAGES.shipperSignerNameRequired.message)).toBeDefined();
    expect(within(form).getByText(DISPATCH_MESSAGES.shipperSignatureRequired.message)).toBeDefined();
    expect(within(form).getByText(DISPATCH_MESSAGES.driverSignatureRequired.message)).toBeDefined();
    expect(within(form).getByText(DISPATCH_MESSAGES.sealConfirmedRequired.message)).toBeDefined();
    expect(network.requestsTo(CALLS.updates)).toEqual([]);

    await user.type(within(form).getByLabelText("Shipper's representative's name"), 'Sam Shipper');
    sign(within(form).getByRole('img', { name: "Shipper's signature" }));
    sign(within(form).getByRole('img', { name: 'Your signature (driver)' }));
    await user.type(within(form).getByLabelText('Seal number on the trailer'), 'SEAL-771');
    await user.clear(within(form).getByLabelText('Pieces loaded'));
    await user.type(within(form).getByLabelText('Pieces loaded'), '11');
    expect(within(form).getByText('The bill of lading lists 12. The office will be told of the difference.')).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Sign and mark picked up' }));

    // Queued on the phone: the load moves on, the update waits with its signatures.
    expect(await screen.findByRole('button', { name: 'Arrived at delivery' })).toBeDefined();
    const queued = await screen.findAllByTestId('queued-update');
    expect(queued.map((item) => item.textContent)).toEqual([
      "Picked up (in transit), bill of lading signedWaiting to send — will send when you're back online",
    ]);
    await waitFor(() => expect(network.requestsTo(CALLS.updates).length).toBeGreaterThan(0));
    const before = network.requestsTo(CALLS.updates).length;

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryAllByTestId('queued-update')).toEqual([]));
    const sent = network.requestsTo(CALLS.updates).slice(before);
    expect(sent).toHaveLength(1);
    const fields = textFields(sent[0]?.body);
    expect(fields).toMatchObject({
      kind: 'stage',
      stage: 'picked_up',
      shipperSignerName: 'Sam Shipper',
      piecesConfirmed: '11',
      sealConfirmed: 'SEAL-771',
    });
    expect(uploadedFiles(sent[0]?.body)).toEqual([
      ['shipperSignature', 'shipper-signature.png'],
      ['driverSignature', 'driver-signature.png'],
    ]);
    // Every try was the same update; the server kept it once.
    expect(new Set(network.requestsTo(CALLS.updates).map((request) => textFields(request.body).updateId))).toEqual(
      new Set([fields.updateId]),
    );
    expect(server.acceptedIds()).toEqual([fields.updateId]);
  });

  it('marks picked up at once when the bill of lading is signed already, or when the load has none', async () => {
    for (const billOfLading of [{ ...BOL, signed: true }, null]) {
      resetDriverPage();
      const { network, user, unmount } = openLoad(driverLoad({ stage: 'at_pickup', nextStage: 'picked_up', billOfLading }));
      await user.click(await screen.findByRole('button', { name: 'Picked up' }));
      await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
      expect(screen.queryByRole('form', { name: 'Sign the bill of lading' })).toBeNull();
      expect(uploadedFiles(network.requestsTo(CALLS.updates)[0]?.body)).toEqual([]);
      unmount();
    }
  });
});

describe('in Spanish', () => {
  it('asks for the pickup signatures in Spanish', async () => {
    inLanguage('es');
    const { user } = openLoad(driverLoad({ stage: 'at_pickup', nextStage: 'picked_up', billOfLading: BOL }));
    await user.click(await screen.findByRole('button', { name: 'Carga recogida' }));
    const form = screen.getByRole('form', { name: 'Firmar el conocimiento de embarque' });
    await user.click(within(form).getByRole('button', { name: 'Firmar y marcar recogido' }));
    expect(await within(form).findByText(sharedMessage(i18n, DISPATCH_MESSAGES.shipperSignatureRequired))).toBeDefined();
    expect(within(form).getByText('Pida al representante del remitente que firme en la pantalla.')).toBeDefined();
    expect(within(form).getByRole('img', { name: 'Firma del remitente' })).toBeDefined();
  });
});

describe('exceptions on the proof of delivery', () => {
  it('needs each line complete, and sends the lines and their photos with the delivery', async () => {
    const { network, user } = openLoad(driverLoad({ stage: 'at_delivery', nextStage: 'delivered' }));
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const form = screen.getByRole('form', { name: 'Proof of delivery' });
    expect(within(form).getByText('None: the freight arrived as shipped.')).toBeDefined();
    await user.type(within(form).getByLabelText("Receiver's name"), 'Sam Ortiz');
    sign(within(form).getByRole('img', { name: "Receiver's signature" }));
    await user.upload(within(form).getByLabelText('Photos of the delivered load'), new File(['jpeg'], 'dock.jpg', { type: 'image/jpeg' }));

    await user.click(within(form).getByRole('button', { name: 'Add an over, short or damaged line' }));
    const line = within(form).getByRole('group', { name: 'Line 1' });
    await user.click(within(form).getByRole('button', { name: 'Submit delivery' }));
    expect(await within(form).findByText(DISPATCH_MESSAGES.exceptionsInvalid.message)).toBeDefined();
    expect(network.requestsTo(CALLS.updates)).toEqual([]);

    await user.click(within(line).getByRole('radio', { name: 'Damaged' }));
    await user.clear(within(line).getByLabelText('Pieces'));
    await user.type(within(line).getByLabelText('Pieces'), '2');
    await user.type(within(line).getByLabelText("The receiver's note"), '2 cartons crushed');
    await user.click(within(form).getByRole('button', { name: 'Add an over, short or damaged line' }));
    const second = within(form).getByRole('group', { name: 'Line 2' });
    await user.click(within(second).getByRole('radio', { name: 'Short (fewer pieces than the bill of lading)' }));
    await user.type(within(second).getByLabelText("The receiver's note"), 'One crate missing');
    await user.upload(
      within(form).getByLabelText('Photos of the over, short or damaged freight'),
      new File(['jpeg'], 'crushed.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Submit delivery' }));

    await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
    const body = network.requestsTo(CALLS.updates)[0]?.body;
    expect(JSON.parse(textFields(body).exceptions ?? '[]')).toEqual([
      { kind: 'damaged', pieces: 2, note: '2 cartons crushed' },
      { kind: 'short', pieces: 1, note: 'One crate missing' },
    ]);
    expect(uploadedFiles(body)).toEqual([
      ['photos', 'dock.jpg'],
      ['signature', 'signature.png'],
      ['exceptionPhotos', 'crushed.jpg'],
    ]);
  });

  it('sends no exceptions field for a clean delivery', async () => {
    const { network, user } = openLoad(driverLoad({ stage: 'at_delivery', nextStage: 'delivered' }));
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const form = screen.getByRole('form', { name: 'Proof of delivery' });
    await user.type(within(form).getByLabelText("Receiver's name"), 'Sam Ortiz');
    sign(within(form).getByRole('img', { name: "Receiver's signature" }));
    await user.upload(within(form).getByLabelText('Photos of the delivered load'), new File(['jpeg'], 'dock.jpg', { type: 'image/jpeg' }));
    await user.click(within(form).getByRole('button', { name: 'Submit delivery' }));
    await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
    expect(textFields(network.requestsTo(CALLS.updates)[0]?.body)).not.toHaveProperty('exceptions');
  });
});

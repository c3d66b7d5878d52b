// A receipt from the road (issue 37): the form checks kind, amount and photo as the server does;
// a receipt made in a dead zone waits in the phone's queue and is sent once, with the same
// receiptId, when the signal returns; the office's refusal is shown like an update's.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverReceiptResult } from '@shared/dispatch/receipts';
import { PAGE_PATHS } from '@shared/page-routes';
import { apiError, stubNetwork, textFields, uploadedFiles, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { DRIVER_API } from './api/driver-api-paths';
import { DriverLoadPage } from './driver-load-page';
import { CALLS, driverLoad, fakeLoadServer, REF, SESSION } from './test-support/driver-answers';
import { resetDriverPage } from './test-support/reset-driver-page';

const RECEIPTS = `POST ${DRIVER_API.receipts(REF)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(resetDriverPage);
afterEach(() => vi.unstubAllGlobals());

const accepted = (receiptId: string): DriverReceiptResult => ({
  receipt: { id: 7, receiptId, kind: 'lumper', amount: '180.00', recordedAt: '2026-11-24T09:00:00.000Z' },
  replayed: false,
});

function openLoad(receipts: Route, stage: 'accepted' | 'assigned' | 'delivered' = 'accepted') {
  window.history.replaceState(null, '', `${PAGE_PATHS.driverLoad}?ref=${REF}`);
  const server = fakeLoadServer(driverLoad({ stage }));
  const network = stubNetwork({
    [CALLS.session]: { status: 200, body: SESSION },
    [CALLS.load]: server.getLoad,
    [CALLS.updates]: server.postUpdate,
    [RECEIPTS]: receipts,
  });
  return { ...renderWithApp(<DriverLoadPage />), network };
}

async function fillReceipt(user: ReturnType<typeof openLoad>['user'], amount = '180') {
  await user.click(await screen.findByRole('button', { name: 'Add a receipt' }));
  const form = screen.getByRole('form', { name: 'Add a receipt' });
  await user.click(within(form).getByRole('radio', { name: 'Lumper receipt' }));
  await user.type(within(form).getByLabelText('Amount paid (US$)'), amount);
  await user.upload(within(form).getByLabelText('Photo of the receipt'), new File(['jpeg'], 'lumper.jpg', { type: 'image/jpeg' }));
  return form;
}

describe("a driver's receipt", () => {
  it('is offered only once the load is accepted', async () => {
    openLoad({ status: 500, body: {} }, 'assigned');
    expect(await screen.findByRole('button', { name: 'Accept load' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add a receipt' })).toBeNull();
  });

  it('says what is missing before anything is queued', async () => {
    const { network, user } = openLoad({ status: 500, body: {} });
    await user.click(await screen.findByRole('button', { name: 'Add a receipt' }));
    const form = screen.getByRole('form', { name: 'Add a receipt' });
    await user.type(within(form).getByLabelText('Amount paid (US$)'), '180,5');
    await user.click(within(form).getByRole('button', { name: 'Send receipt' }));
    expect(within(form).getByText('Choose lumper receipt or scale ticket')).toBeDefined();
    expect(within(form).getByText('Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56')).toBeDefined();
    expect(within(form).getByText('Add a photo of the receipt.')).toBeDefined();
    // A PDF is not a camera photo.
    await user.upload(within(form).getByLabelText('Photo of the receipt'), new File(['pdf'], 'r.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText('r.pdf is not a supported file type')).toBeDefined();
    expect(screen.queryAllByTestId('queued-update')).toEqual([]);
    expect(network.requestsTo(RECEIPTS)).toHaveLength(0);
  });

  it('waits in the queue in a dead zone and is sent once, with the same receiptId, when the signal returns', async () => {
    let online = false;
    const receiptIds: string[] = [];
    const route: Route = (request) => {
      if (!online) return 'network-error';
      const id = textFields(request.body).receiptId ?? '';
      receiptIds.push(id);
      return { status: 201, body: accepted(id) };
    };
    const { network, user } = openLoad(route);
    const form = await fillReceipt(user);
    await user.click(within(form).getByRole('button', { name: 'Send receipt' }));

    const queued = await screen.findAllByTestId('queued-update');
    expect(queued.map((item) => item.textContent)).toEqual(["Lumper receipt $180.00Waiting to send — will send when you're back online"]);
    await waitFor(() => expect(network.requestsTo(RECEIPTS).length).toBeGreaterThan(0));
    const firstTry = textFields(network.requestsTo(RECEIPTS)[0]?.body);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryAllByTestId('queued-update')).toEqual([]));

    const tries = network.requestsTo(RECEIPTS);
    const last = tries[tries.length - 1]?.body;
    expect(textFields(last)).toMatchObject({ receiptId: firstTry.receiptId, kind: 'lumper', amount: '180.00' });
    expect(Object.keys(textFields(last)).sort()).toEqual(['amount', 'kind', 'receiptId', 'recordedAt']);
    expect(firstTry.receiptId).toMatch(UUID);
    expect(uploadedFiles(last)).toEqual([['photo', 'lumper.jpg']]);
    // Every try carried the same receipt; the server got it once.
    expect(new Set(tries.map((request) => textFields(request.body).receiptId)).size).toBe(1);
    expect(receiptIds).toEqual([firstTry.receiptId]);
  });

  it("shows the office's refusal with its reason, and no longer queues it", async () => {
    const { user } = openLoad({
      status: 409,
      body: apiError('Conflict', { code: 'shared.message.notAccepted', message: 'Accept the load before reporting this stage.' }),
    });
    const form = await fillReceipt(user, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByText('Not accepted: Lumper receipt $12.50')).toBeDefined();
    expect(screen.queryAllByTestId('queued-update')).toEqual([]);
  });
});

// The Dispatch area as operations uses it: the board from the API, filters in the board's query
// string, assigning (and a refusal kept in the dialog), un-assigning after a confirmation, and a
// live event that refreshes the board.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCH_MESSAGES, type BoardDriver, type BoardLoad, type DispatchBoard } from '@shared/dispatch/dispatch';
import { todayIsoDate } from '@shared/format';
import { stubNetwork, type RecordedRequest, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { DispatchArea } from './dispatch-area';

const BOARD = 'GET /api/admin/dispatch/board';
const ASSIGNMENT = (id: number) => `/api/admin/dispatch/loads/${id}/assignment`;

/** The live stream as the page sees it: each test announces versions through `emit`. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  emit(type: string, data?: string) {
    act(() => {
      this.dispatchEvent(data === undefined ? new Event(type) : new MessageEvent(type, { data }));
    });
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const liveStream = () => FakeEventSource.opened.at(-1)!;

function load(id: number, changes: Partial<BoardLoad> = {}): BoardLoad {
  return {
    serviceRequestId: id,
    referenceId: `SR-2026-${id}`,
    serviceType: 'ftl',
    urgency: 'standard',
    pickupCity: 'Chicago',
    pickupState: 'IL',
    deliveryCity: 'Detroit',
    deliveryState: 'MI',
    preferredDate: '2099-03-04',
    requestStatus: 'quoted',
    assignment: null,
    lastUpdate: null,
    hasOpenProblem: false,
    piecesMismatchAtPickup: false,
    hasDeliveryExceptions: false,
    ...changes,
  };
}

const MARIA: BoardDriver = {
  id: 7,
  name: 'Maria L.',
  status: 'active',
  licenseExpiration: '2099-01-31',
  medicalCardExpiration: '2099-06-30',
  ineligibleReason: null,
  overridable: false,
  activeLoads: 1,
};
const JOE: BoardDriver = {
  id: 8,
  name: 'Joe K.',
  status: 'active',
  licenseExpiration: '2020-01-31',
  medicalCardExpiration: null,
  ineligibleReason: "This driver's license has expired",
  overridable: false,
  activeLoads: 0,
};
const FILE_GAP = DISPATCH_MESSAGES.qualificationFileIncomplete(['Road test certificate (391.31) is missing']);
/** A driver whose qualification file lacks its road test (issue 41): the owner may override. */
const ANA: BoardDriver = {
  id: 9,
  name: 'Ana R.',
  status: 'active',
  licenseExpiration: '2099-01-31',
  medicalCardExpiration: '2099-06-30',
  ineligibleReason: FILE_GAP,
  overridable: true,
  activeLoads: 0,
};

const UNASSIGNED = load(101, { urgency: 'urgent' });
const ASSIGNED = load(102, {
  pickupCity: 'Gary',
  pickupState: 'IN',
  requestStatus: 'in-progress',
  assignment: {
    driverId: 7,
    driverName: 'Maria L.',
    vehicleNumber: 'T-12',
    trailerNumber: null,
    plannedPickupDate: '2099-03-05',
    pickupAppointmentAt: null,
    deliveryAppointmentAt: null,
    stage: 'at_pickup',
    assignedAt: '2026-11-24T09:00:00.000Z',
  },
  lastUpdate: { kind: 'problem', stage: null, problem: 'delay', note: 'Dock closed until noon', at: '2026-11-24T10:42:00.000Z' },
  hasOpenProblem: true,
});

function boardOf(version = 5, loads = [UNASSIGNED, ASSIGNED]): DispatchBoard {
  return { loads, drivers: [MARIA, JOE], version };
}

function queryOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URL(request.url, window.location.href).searchParams);
}

function stubDispatch(routes: Record<string, Route> = {}) {
  return stubNetwork({ [BOARD]: { status: 200, body: boardOf() }, ...routes });
}

const loadCard = (reference: string) => screen.getByRole('article', { name: reference });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Dispatch area', () => {
  it('shows the loads with their stage, driver and last update beside the drivers', async () => {
    stubDispatch();
    renderWithApp(<DispatchArea />);

    const unassigned = await screen.findByRole('article', { name: 'SR-2026-101' });
    expect(unassigned.textContent).toContain('Chicago, IL → Detroit, MI');
    expect(unassigned.textContent).toContain('Preferred Mar 4, 2099');
    expect(unassigned.textContent).toContain('Unassigned');
    expect(unassigned.textContent).toContain('Urgent');
    expect(within(unassigned).getByRole('button', { name: 'Assign SR-2026-101' })).toBeTruthy();

    const assigned = loadCard('SR-2026-102');
    expect(assigned.textContent).toContain('Gary, IN → Detroit, MI');
    expect(assigned.textContent).toContain('Pickup planned Mar 5, 2099');
    expect(assigned.textContent).toContain('At pickup');
    expect(assigned.textContent).toContain('Maria L. · Vehicle T-12');
    expect(assigned.textContent).toContain('Problem: Delay: Dock closed until noon');
    expect(within(assigned).getByRole('button', { name: 'Re-assign SR-2026-102' })).toBeTruthy();
    expect(within(assigned).getByRole('button', { name: 'Un-assign SR-2026-102' })).toBeTruthy();

    const drivers = screen.getByRole('list', { name: /Drivers/ });
    const [maria, joe] = within(drivers).getAllByRole('listitem');
    expect(maria?.textContent).toContain('1 active load');
    expect(maria?.textContent).toContain('License Jan 31, 2099 · Medical card Jun 30, 2099');
    expect(joe?.textContent).toContain('Medical card not on file');
    expect(joe?.textContent).toContain("Cannot be assigned: This driver's license has expired");
  });

  it('sends the filters in the board query, and Clear shows the whole board again', async () => {
    const network = stubDispatch({
      [BOARD]: (request) => ({ status: 200, body: boardOf(5, queryOf(request).stage ? [UNASSIGNED] : [UNASSIGNED, ASSIGNED]) }),
    });
    const { user } = renderWithApp(<DispatchArea />);
    await screen.findByRole('article', { name: 'SR-2026-101' });
    expect(queryOf(network.requestsTo(BOARD)[0]!)).toEqual({});

    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-03-05' } });
    await user.selectOptions(screen.getByLabelText('Driver'), 'Maria L.');
    await user.selectOptions(screen.getByLabelText('Stage'), 'Unassigned');
    await waitFor(() =>
      expect(queryOf(network.requestsTo(BOARD).at(-1)!)).toEqual({ date: '2099-03-05', driverId: '7', stage: 'unassigned' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'SR-2026-102' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('article', { name: 'SR-2026-102' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Stage').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Driver').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Pickup date').value).toBe('');
  });

  it('assigns a load with the chosen driver, day and vehicle, then reads the board again', async () => {
    const network = stubDispatch({ [`PUT ${ASSIGNMENT(101)}`]: { status: 200, body: ASSIGNED } });
    const { user } = renderWithApp(<DispatchArea />);
    const opener = within(await screen.findByRole('article', { name: 'SR-2026-101' })).getByRole('button', { name: 'Assign SR-2026-101' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Assign SR-2026-101' });
    const ineligible = within(dialog).getByRole<HTMLOptionElement>('option', { name: /Joe K\./ });
    expect(ineligible.disabled).toBe(true);
    expect(ineligible.textContent).toContain("cannot be assigned: This driver's license has expired");
    // The load's preferred day is the default.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Planned pickup date').value).toBe('2099-03-04');

    await user.selectOptions(within(dialog).getByLabelText('Driver'), 'Maria L.');
    await user.type(within(dialog).getByLabelText('Vehicle number (optional)'), ' T-12 ');
    const boardReads = network.requestsTo(BOARD).length;
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.requestsTo(`PUT ${ASSIGNMENT(101)}`).map((request) => request.body)).toEqual([
      { driverId: 7, plannedPickupDate: '2099-03-04', vehicleNumber: 'T-12' },
    ]);
    expect(shownToasts()).toContainEqual(['Load assigned', 'SR-2026-101 is assigned to Maria L..']);
    expect(network.requestsTo(BOARD).length).toBeGreaterThan(boardReads);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("asks for a driver before sending, and keeps the server's refusal in the dialog", async () => {
    const network = stubDispatch({
      [`PUT ${ASSIGNMENT(101)}`]: {
        status: 422,
        body: {
          error: 'Unprocessable Entity',
          message: "This driver's medical card has expired (or expires before 2099-03-04) and cannot be assigned.",
        },
      },
    });
    const { user } = renderWithApp(<DispatchArea />);
    await user.click(await screen.findByRole('button', { name: 'Assign SR-2026-101' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign SR-2026-101' });

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose a driver', { selector: 'p' })).toBeTruthy();
    expect(network.requestsTo(`PUT ${ASSIGNMENT(101)}`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Driver'), 'Maria L.');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe("This driver's medical card has expired (or expires before 2099-03-04) and cannot be assigned.");
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("shows a broker load's rate-confirmation refusal and, to the owner, sends the override with its reason", async () => {
    let attempts = 0;
    const network = stubDispatch({
      [`PUT ${ASSIGNMENT(101)}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { error: 'Conflict', message: DISPATCH_MESSAGES.rateConfirmationMissing } }
          : { status: 200, body: ASSIGNED };
      },
    });
    const { user } = renderWithApp(<DispatchArea />);
    await user.click(await screen.findByRole('button', { name: 'Assign SR-2026-101' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign SR-2026-101' });
    await user.selectOptions(within(dialog).getByLabelText('Driver'), 'Maria L.');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(DISPATCH_MESSAGES.rateConfirmationMissing);

    const reason = within(dialog).getByLabelText('Reason to dispatch without a rate confirmation (owner override)');
    await user.type(reason, 'Signed on paper');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(network.requestsTo(`PUT ${ASSIGNMENT(101)}`)).toHaveLength(2));
    expect(network.requestsTo(`PUT ${ASSIGNMENT(101)}`)[1]?.body).toMatchObject({
      rateConfirmationOverride: { reason: 'Signed on paper' },
    });
  });

  it('lets the owner pick a driver whose file is incomplete, shows the refusal naming the items, and sends the override with its reason', async () => {
    let attempts = 0;
    const network = stubDispatch({
      [BOARD]: { status: 200, body: { loads: [UNASSIGNED, ASSIGNED], drivers: [MARIA, JOE, ANA], version: 5 } },
      [`PUT ${ASSIGNMENT(101)}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 422, body: { error: 'Unprocessable Entity', message: FILE_GAP } }
          : { status: 200, body: ASSIGNED };
      },
    });
    const { user } = renderWithApp(<DispatchArea />);
    await user.click(await screen.findByRole('button', { name: 'Assign SR-2026-101' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign SR-2026-101' });
    // A lapsed license stays out of reach; the file's paperwork only needs the owner's word.
    const joe = within(dialog).getByRole<HTMLOptionElement>('option', { name: /Joe K\./ });
    expect(joe.disabled).toBe(true);
    const ana = within(dialog).getByRole<HTMLOptionElement>('option', { name: /Ana R\./ });
    expect(ana.disabled).toBe(false);
    expect(ana.textContent).toBe(`Ana R. (needs your override: ${FILE_GAP})`);

    await user.selectOptions(within(dialog).getByLabelText('Driver'), ana);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(FILE_GAP);

    const reason = within(dialog).getByLabelText('Dispatch anyway: the reason (owner override of the qualification file)');
    await user.type(reason, 'Road test done this morning');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(network.requestsTo(`PUT ${ASSIGNMENT(101)}`)).toHaveLength(2));
    expect(network.requestsTo(`PUT ${ASSIGNMENT(101)}`)[0]?.body).not.toHaveProperty('qualificationOverride');
    expect(network.requestsTo(`PUT ${ASSIGNMENT(101)}`)[1]?.body).toMatchObject({
      driverId: 9,
      qualificationOverride: { reason: 'Road test done this morning' },
    });
  });

  it("shows the server's refusal of one field under that field", async () => {
    stubDispatch({
      [`PUT ${ASSIGNMENT(101)}`]: {
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'Check the highlighted fields',
          fieldErrors: { plannedPickupDate: 'The planned pickup date cannot be in the past.' },
        },
      },
    });
    const { user } = renderWithApp(<DispatchArea />);
    await user.click(await screen.findByRole('button', { name: 'Assign SR-2026-101' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Driver'), 'Maria L.');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    const date = within(dialog).getByLabelText('Planned pickup date');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The planned pickup date cannot be in the past.',
    );
  });

  it('re-assigns with the current assignment filled in', async () => {
    const network = stubDispatch({ [`PUT ${ASSIGNMENT(102)}`]: { status: 200, body: ASSIGNED } });
    const { user } = renderWithApp(<DispatchArea />);
    await user.click(await screen.findByRole('button', { name: 'Re-assign SR-2026-102' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-assign SR-2026-102' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Driver').value).toBe('7');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Planned pickup date').value).toBe('2099-03-05');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Vehicle number (optional)').value).toBe('T-12');

    await user.type(within(dialog).getByLabelText('Trailer number (optional)'), 'TR-9');
    await user.click(within(dialog).getByRole('button', { name: 'Re-assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.requestsTo(`PUT ${ASSIGNMENT(102)}`)[0]?.body).toEqual({
      driverId: 7,
      plannedPickupDate: '2099-03-05',
      vehicleNumber: 'T-12',
      trailerNumber: 'TR-9',
    });
  });

  it('sends the appointments typed in the browser clock as instants, and an emptied one as null', async () => {
    const withAppointment = { ...ASSIGNED, assignment: { ...ASSIGNED.assignment!, pickupAppointmentAt: '2099-03-05T14:00:00.000Z' } };
    const network = stubDispatch({
      [BOARD]: { status: 200, body: boardOf(5, [withAppointment]) },
      [`PUT ${ASSIGNMENT(102)}`]: { status: 200, body: withAppointment },
    });
    const { user } = renderWithApp(<DispatchArea />);
    await user.click(await screen.findByRole('button', { name: 'Re-assign SR-2026-102' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-assign SR-2026-102' });
    const pickup = within(dialog).getByLabelText<HTMLInputElement>('Pickup appointment (optional)');
    expect(new Date(pickup.value).toISOString()).toBe('2099-03-05T14:00:00.000Z');

    await user.clear(pickup);
    await user.type(within(dialog).getByLabelText('Delivery appointment (optional)'), '2099-03-06T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Re-assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.requestsTo(`PUT ${ASSIGNMENT(102)}`)[0]?.body).toEqual({
      driverId: 7,
      plannedPickupDate: '2099-03-05',
      vehicleNumber: 'T-12',
      pickupAppointmentAt: null,
      deliveryAppointmentAt: new Date('2099-03-06T09:30').toISOString(),
    });
  });

  it('starts an unassigned ASAP load at today', async () => {
    stubDispatch({ [BOARD]: { status: 200, body: boardOf(5, [load(103, { preferredDate: null })]) } });
    const { user } = renderWithApp(<DispatchArea />);
    expect((await screen.findByRole('article', { name: 'SR-2026-103' })).textContent).toContain('Preferred ASAP');
    await user.click(screen.getByRole('button', { name: 'Assign SR-2026-103' }));
    expect(screen.getByLabelText<HTMLInputElement>('Planned pickup date').value).toBe(todayIsoDate());
  });

  it('un-assigns only after a confirmation that names the driver and the load', async () => {
    const network = stubDispatch({ [`DELETE ${ASSIGNMENT(102)}`]: { status: 204 } });
    const { user } = renderWithApp(<DispatchArea />);
    const opener = await screen.findByRole('button', { name: 'Un-assign SR-2026-102' });
    await user.click(opener);
    const confirm = screen.getByRole('alertdialog', { name: 'Un-assign Maria L. from SR-2026-102?' });

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(network.requestsTo(`DELETE ${ASSIGNMENT(102)}`)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Un-assign Maria L.' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.requestsTo(`DELETE ${ASSIGNMENT(102)}`)).toHaveLength(1);
    expect(shownToasts()).toContainEqual(['Load un-assigned', 'SR-2026-102 is back on the board without a driver.']);
  });

  it('reads the board again when a live event announces a newer version, and says when the stream is down', async () => {
    let version = 5;
    const network = stubDispatch({ [BOARD]: () => ({ status: 200, body: boardOf(version) }) });
    const { unmount } = renderWithApp(<DispatchArea />);
    await screen.findByRole('article', { name: 'SR-2026-101' });
    expect(liveStream().url).toBe('/api/admin/dispatch/events');
    const reads = () => network.requestsTo(BOARD).length;
    expect(reads()).toBe(1);

    // The version on screen changes nothing.
    liveStream().emit('version', '5');
    version = 6;
    liveStream().emit('version', '6');
    await waitFor(() => expect(reads()).toBe(2));

    liveStream().emit('error');
    expect(screen.getByRole('status').textContent).toBe('Live updates paused — reconnecting...');
    liveStream().emit('open');
    expect(screen.getByRole('status').textContent).toBe('');
    // Whatever changed while the stream was down is read again.
    await waitFor(() => expect(reads()).toBe(3));

    // A stream the server refused is given up by the browser: the page opens a new one later.
    vi.useFakeTimers();
    const refused = liveStream();
    refused.readyState = FakeEventSource.CLOSED;
    refused.emit('error');
    expect(refused.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    vi.useRealTimers();
    expect(liveStream()).not.toBe(refused);

    const stream = liveStream();
    unmount();
    expect(stream.closed).toBe(true);
  });
});

// /track once a driver carries the load (issue 22): the driver's updates inside the steps (first
// name only, a problem as a warning), and once delivered the proof of delivery, downloaded with
// the same reference ID and e-mail the customer looked up. The network is stubbed at fetch.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingResultSchema, type TrackingResult } from '@shared/tracking/tracking-lookup';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { TrackRequestPage } from './track-request-page';

const REFERENCE_ID = 'SR-7K3M-Q9XD-2HVB-N4TE';
const EMAIL = 'jordan@rivera.example';
const TRACK = 'POST /api/track';
const DOWNLOAD = 'POST /api/track/proof-of-delivery';

function result(changes: Partial<TrackingResult> = {}): TrackingResult {
  return trackingResultSchema.parse({
    referenceId: REFERENCE_ID,
    status: 'in-transit',
    createdAt: '2026-03-02T15:04:00.000Z',
    timeline: [
      { status: 'received', at: '2026-03-02T15:04:00.000Z' },
      { status: 'in-progress', at: '2026-03-03T09:00:00.000Z' },
      { status: 'in-transit', at: '2026-03-03T11:00:00.000Z' },
    ],
    deliveryUpdates: [
      { at: '2026-03-03T09:00:00.000Z', kind: 'stage', stage: 'accepted', problem: null, driverFirstName: 'Maria' },
      { at: '2026-03-03T11:00:00.000Z', kind: 'stage', stage: 'picked_up', problem: null, driverFirstName: 'Maria' },
      { at: '2026-03-03T13:00:00.000Z', kind: 'problem', stage: null, problem: 'delay', driverFirstName: 'Maria' },
    ],
    proofOfDelivery: null,
    ...changes,
  });
}

const DELIVERED = result({
  status: 'delivered',
  timeline: [...result().timeline, { status: 'delivered', at: '2026-03-04T16:42:00.000Z' }],
  deliveryUpdates: [
    ...result().deliveryUpdates,
    { at: '2026-03-04T16:42:00.000Z', kind: 'stage', stage: 'delivered', problem: null, driverFirstName: 'Maria' },
  ],
  proofOfDelivery: { deliveredAt: '2026-03-04T16:42:00.000Z', receiverName: 'Sam Receiver' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

async function lookUp(routes: Record<string, Route>) {
  window.history.replaceState(null, '', '/track');
  const network = stubNetwork(routes);
  const { user } = renderWithApp(<TrackRequestPage />);
  await user.type(screen.getByRole('textbox', { name: 'Reference ID' }), REFERENCE_ID);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), EMAIL);
  await user.click(screen.getByRole('button', { name: /track/i }));
  await screen.findByText('Reference ID', { selector: 'span' });
  return { network, user };
}

describe("the driver's updates on /track", () => {
  it('are listed inside the steps by first name, with a problem marked as a warning', async () => {
    await lookUp({ [TRACK]: { status: 200, body: result() } });
    const lists = await screen.findAllByRole('list', { name: 'Driver updates' });
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      [expect.stringContaining('Maria accepted your load')],
      [
        expect.stringContaining('Maria picked up your load (in transit)'),
        expect.stringContaining('Warning: Maria reported a problem: Delay'),
      ],
    ]);
    // Every update shows when it happened.
    expect(within(lists[1]!).getAllByRole('listitem')[1]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-03T13:00:00.000Z');
    expect(screen.queryByRole('heading', { name: 'Proof of delivery' })).toBeNull();
  });
});

describe('the proof of delivery on /track', () => {
  it('says who received the load and when, and downloads the PDF with the same look-up', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:proof');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const { network, user } = await lookUp({ [TRACK]: { status: 200, body: DELIVERED }, [DOWNLOAD]: { status: 200, body: 'pdf' } });
    const section = screen.getByRole('region', { name: 'Proof of delivery' });
    expect(section.textContent).toContain('Received by Sam Receiver on');
    expect(within(section).getByText(/2026/, { selector: 'time' }).getAttribute('dateTime')).toBe('2026-03-04T16:42:00.000Z');

    await user.click(within(section).getByRole('button', { name: 'Download proof of delivery (PDF)' }));
    await waitFor(() => expect(saved).toEqual([{ download: `proof-of-delivery-${REFERENCE_ID}.pdf`, href: 'blob:proof' }]));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(network.requestsTo(DOWNLOAD)).toEqual([
      { method: 'POST', url: '/api/track/proof-of-delivery', body: { referenceId: REFERENCE_ID, email: EMAIL } },
    ]);
  });

  it("says so when the download is refused, in the server's words", async () => {
    const { user } = await lookUp({
      [TRACK]: { status: 200, body: DELIVERED },
      [DOWNLOAD]: { status: 429, body: { error: 'Too Many Requests', message: 'Too many look-ups. Try again in a minute.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Download proof of delivery (PDF)' }));
    expect(await screen.findByText('Too many look-ups. Try again in a minute.')).toBeTruthy();
  });
});

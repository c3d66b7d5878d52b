// The office's rate confirmation section: the versions with their states and signer, making one
// from the prefilled dialog, and accepting a broker's upload only after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  OfficeRateConfirmation,
  OfficeRateConfirmations,
  RateConfirmationPrefill,
} from '@shared/rate-confirmations/rate-confirmation-schemas';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { RateConfirmationsSection } from './rate-confirmations-section';

const LIST = 'GET /api/admin/service-requests/7/rate-confirmations';
const PREFILL = 'GET /api/admin/service-requests/7/rate-confirmations/new';
const MAKE = 'POST /api/admin/service-requests/7/rate-confirmations';
const ACCEPT = 'POST /api/admin/rate-confirmations/31/accept';

afterEach(() => vi.unstubAllGlobals());

function version(overrides: Partial<OfficeRateConfirmation> = {}): OfficeRateConfirmation {
  return {
    id: 30,
    version: 1,
    source: 'generated',
    state: 'signed',
    createdAt: '2026-12-01T15:00:00.000Z',
    content: null,
    signature: {
      name: 'Bea Broker',
      title: 'Load planner',
      email: 'bea@brokers.example',
      signedAt: '2026-12-02T15:00:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Firefox',
    },
    upload: null,
    review: null,
    fileUrl: '/api/admin/rate-confirmations/30/file',
    ...overrides,
  };
}

const UPLOADED = version({
  id: 31,
  version: 2,
  source: 'uploaded',
  state: 'uploaded',
  signature: null,
  upload: { originalName: 'ratecon.pdf', contentType: 'application/pdf', uploadedBy: 'bea@brokers.example' },
  fileUrl: '/api/admin/rate-confirmations/31/file',
});

const PREFILLED: RateConfirmationPrefill = {
  pickup: { address: null, city: '', state: '', zip: '', appointmentAt: null, date: '2026-12-20' },
  delivery: { address: null, city: '', state: '', zip: '', appointmentAt: null, date: null },
  equipment: "Dry van 53'",
  commodity: 'Auto parts',
  weightLbs: 42000,
};

function list(overrides: Partial<OfficeRateConfirmations> = {}): OfficeRateConfirmations {
  return { canMake: true, cannotMakeReason: null, isBrokerRequest: true, versions: [], ...overrides };
}

function open(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  return { ...renderWithApp(<RateConfirmationsSection requestId={7} />), network };
}

describe("a broker request's rate confirmations", () => {
  it('lists a signed version with who signed it, and refuses to make another', async () => {
    open({ [LIST]: { status: 200, body: list({ canMake: false, cannotMakeReason: 'Already signed.', versions: [version()] }) } });
    const section = await screen.findByRole('region', { name: 'Rate confirmation' });
    expect(section.textContent).toContain('Version 1Signed');
    expect(section.textContent).toContain('Signed by Bea Broker (Load planner, bea@brokers.example)');
    expect(section.textContent).toContain('203.0.113.7');
    expect(within(section).getByRole('button', { name: 'Make rate confirmation' }).hasAttribute('disabled')).toBe(true);
    expect(section.textContent).toContain('Already signed.');
  });

  it('makes one from the prefilled dialog with the lane typed in', async () => {
    const { user, network } = open({
      [LIST]: { status: 200, body: list() },
      [PREFILL]: { status: 200, body: PREFILLED },
      [MAKE]: { status: 201, body: version({ state: 'sent', signature: null }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Make rate confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make rate confirmation' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Equipment').value).toBe("Dry van 53'");
    const [pickupCity, deliveryCity] = within(dialog).getAllByLabelText('City');
    await user.type(pickupCity!, 'Detroit');
    await user.selectOptions(within(dialog).getAllByLabelText('State')[0]!, 'MI');
    await user.type(within(dialog).getAllByLabelText('ZIP')[0]!, '48226');
    await user.type(deliveryCity!, 'Chicago');
    await user.selectOptions(within(dialog).getAllByLabelText('State')[1]!, 'IL');
    await user.type(within(dialog).getAllByLabelText('ZIP')[1]!, '60603');
    await user.type(within(dialog).getAllByLabelText('Or date')[1]!, '2026-12-21');
    await user.click(within(dialog).getByRole('button', { name: 'Make and send' }));
    await waitFor(() => expect(network.requestsTo(MAKE)).toHaveLength(1));
    expect(network.requestsTo(MAKE)[0]?.body).toMatchObject({
      pickup: { city: 'Detroit', state: 'MI', zip: '48226', date: '2026-12-20', appointmentAt: null },
      delivery: { city: 'Chicago', state: 'IL', zip: '60603', date: '2026-12-21' },
      equipment: "Dry van 53'",
      commodity: 'Auto parts',
      weightLbs: 42000,
    });
  });

  it("accepts a broker's upload only after the confirmation", async () => {
    const { user, network } = open({
      [LIST]: { status: 200, body: list({ canMake: true, versions: [UPLOADED] }) },
      [ACCEPT]: { status: 200, body: { ...UPLOADED, state: 'accepted' } },
    });
    const section = await screen.findByRole('region', { name: 'Rate confirmation' });
    expect(section.textContent).toContain("Broker's own, to review");
    await user.click(within(section).getByRole('button', { name: 'Accept' }));
    const confirm = screen.getByRole('alertdialog');
    expect(network.requestsTo(ACCEPT)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Accept rate confirmation' }));
    await waitFor(() => expect(network.requestsTo(ACCEPT)).toHaveLength(1));
  });
});

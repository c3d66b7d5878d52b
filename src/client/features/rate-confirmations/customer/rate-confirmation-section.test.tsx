// The rate confirmation on a broker's page, in Spanish: the content laid out, the consent's exact
// words beside the checkbox, signing only once everything is given, and the server's refusal shown
// in Spanish. A shipper's request shows nothing.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codedMessage } from '@shared/coded-message';
import type { PortalRateConfirmation, PortalRateConfirmations } from '@shared/rate-confirmations/rate-confirmation-schemas';
import { RATE_CONFIRMATION_CONSENT } from '@shared/rate-confirmations/rate-confirmation-texts';
import { SHARED_MESSAGES } from '@shared/shared-messages';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { RateConfirmationSection } from './rate-confirmation-section';

const REFERENCE_ID = 'SR-7K3M-2Q9P-4X8D-1B6F';
const LIST_ROUTE = `GET /api/account/requests/${REFERENCE_ID}/rate-confirmations`;
const SIGN_ROUTE = `POST /api/account/requests/${REFERENCE_ID}/rate-confirmations/1/sign`;

function version(overrides: Partial<PortalRateConfirmation> = {}): PortalRateConfirmation {
  return {
    version: 1,
    source: 'generated',
    state: 'sent',
    createdAt: '2026-12-01T15:00:00.000Z',
    signature: null,
    signable: true,
    fileUrl: `/api/account/requests/${REFERENCE_ID}/rate-confirmations/1/file`,
    content: {
      referenceId: REFERENCE_ID,
      broker: { name: 'Bea Broker', email: 'bea@brokers.example', phone: '(313) 555-0100' },
      carrier: { name: 'Great Lakes Freight', mcNumber: '123456', dotNumber: '7654321' },
      pickup: { city: 'Detroit', state: 'MI', zip: '48226', date: '2026-12-20' },
      delivery: { city: 'Chicago', state: 'IL', zip: '60603', date: '2026-12-21' },
      equipment: "Dry van 53'",
      commodity: 'Auto parts',
      weightLbs: 42000,
      lines: [{ kind: 'linehaul', description: 'Detroit to Chicago', quantity: '1', unit: 'flat', rate: '820.70', amount: '820.70' }],
      total: '820.70',
      detention: { freeHours: '2', hourlyRate: '75' },
      paymentTerms: 'net_30',
      terms: 'Carrier terms.',
    },
    ...overrides,
  };
}

function list(overrides: Partial<PortalRateConfirmations> = {}): PortalRateConfirmations {
  return { applies: true, canUpload: true, versions: [version()], ...overrides };
}

function open(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  return { ...renderWithApp(<RateConfirmationSection referenceId={REFERENCE_ID} />), network };
}

beforeEach(() => inLanguage('es'));
afterEach(() => vi.unstubAllGlobals());

describe("a broker's rate confirmation, in Spanish", () => {
  it('lays out the content and signs with the name, title and consent', async () => {
    let signed = false;
    const { user, network } = open({
      [LIST_ROUTE]: () => ({
        status: 200,
        body: signed
          ? list({
              canUpload: false,
              versions: [
                version({
                  state: 'signed',
                  signable: false,
                  signature: { name: 'Bea Broker', title: 'Jefa', email: 'bea@brokers.example', signedAt: '2026-12-02T15:00:00.000Z' },
                }),
              ],
            })
          : list(),
      }),
      [SIGN_ROUTE]: () => {
        signed = true;
        return { status: 200, body: version({ state: 'signed', signable: false }) };
      },
    });
    const section = await screen.findByRole('region', { name: 'Confirmación de tarifa' });
    expect(section.textContent).toContain('Versión 1: espera su firma');
    expect(section.textContent).toContain('2 h libres en cada parada, luego $75.00 por hora');
    expect(section.textContent).toContain('Neto 30 días');
    expect(section.textContent).toContain('MC# 123456');
    const consent = within(section).getByRole('checkbox', { name: RATE_CONFIRMATION_CONSENT.es });

    // Nothing is sent until the name, the title and the consent are all given.
    await user.type(within(section).getByRole('textbox', { name: 'Nombre completo' }), 'Bea Broker');
    await user.click(within(section).getByRole('button', { name: 'Firmar la confirmación de tarifa' }));
    expect(within(section).getByRole('alert').textContent).toBe('Escriba su nombre completo y su cargo, y marque la casilla para aceptar.');
    expect(network.requestsTo(SIGN_ROUTE)).toEqual([]);

    await user.type(within(section).getByRole('textbox', { name: 'Cargo' }), 'Jefa');
    await user.click(consent);
    await user.click(within(section).getByRole('button', { name: 'Firmar la confirmación de tarifa' }));
    await waitFor(() =>
      expect(network.requestsTo(SIGN_ROUTE).map((request) => request.body)).toEqual([{ name: 'Bea Broker', title: 'Jefa', consent: true }]),
    );
    await waitFor(() => expect(section.textContent).toContain('Firmada por Bea Broker (Jefa)'));
    expect(within(section).queryByRole('button', { name: 'Firmar la confirmación de tarifa' })).toBeNull();
  });

  it("shows the server's refusal in Spanish", async () => {
    const { user } = open({
      [LIST_ROUTE]: { status: 200, body: list() },
      [SIGN_ROUTE]: { status: 409, body: apiError('Conflict', codedMessage(SHARED_MESSAGES.rateConfirmationNotSignable)) },
    });
    const section = await screen.findByRole('region', { name: 'Confirmación de tarifa' });
    await user.type(within(section).getByRole('textbox', { name: 'Nombre completo' }), 'Bea Broker');
    await user.type(within(section).getByRole('textbox', { name: 'Cargo' }), 'Jefa');
    await user.click(within(section).getByRole('checkbox'));
    await user.click(within(section).getByRole('button', { name: 'Firmar la confirmación de tarifa' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe(
        'Esta confirmación de tarifa ya no se puede firmar: solo la más reciente que espera su firma.',
      ),
    );
  });

  it("shows nothing on a request that is not a broker's", async () => {
    const { network } = open({ [LIST_ROUTE]: { status: 200, body: { applies: false, canUpload: false, versions: [] } } });
    await waitFor(() => expect(network.requestsTo(LIST_ROUTE)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Confirmación de tarifa' })).toBeNull();
  });
});

// /track in Spanish: the page, the schema's validation messages, the server's refusal, the
// timeline with the driver's updates, and the proof of delivery, all in the visitor's language,
// with dates written the Spanish way. The network is stubbed at fetch.
import '@/test-support/company-profile';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_NOT_FOUND_MESSAGE, trackingResultSchema } from '@shared/tracking/tracking-lookup';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { TrackRequestPage } from './track-request-page';

const REFERENCE_ID = 'SR-7K3M-Q9XD-2HVB-N4TE';
const TRACK = 'POST /api/track';

const DELIVERED = trackingResultSchema.parse({
  referenceId: REFERENCE_ID,
  status: 'delivered',
  createdAt: '2026-03-02T15:04:00.000Z',
  timeline: [
    { status: 'received', at: '2026-03-02T15:04:00.000Z' },
    { status: 'in-progress', at: '2026-03-03T09:00:00.000Z' },
    { status: 'in-transit', at: '2026-03-03T11:00:00.000Z' },
    { status: 'delivered', at: '2026-03-04T16:42:00.000Z' },
  ],
  deliveryUpdates: [
    { at: '2026-03-03T09:00:00.000Z', kind: 'stage', stage: 'accepted', problem: null, driverFirstName: 'Maria' },
    { at: '2026-03-03T11:00:00.000Z', kind: 'stage', stage: 'picked_up', problem: null, driverFirstName: 'Maria' },
    { at: '2026-03-03T13:00:00.000Z', kind: 'problem', stage: null, problem: 'delay', driverFirstName: 'Maria' },
    { at: '2026-03-04T16:42:00.000Z', kind: 'stage', stage: 'delivered', problem: null, driverFirstName: 'Maria' },
  ],
  proofOfDelivery: { deliveredAt: '2026-03-04T16:42:00.000Z', receiverName: 'Sam Receiver' },
});

beforeEach(() => {
  inLanguage('es');
  window.history.replaceState(null, '', '/track');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openPage(routes: Record<string, Route> = {}) {
  stubNetwork(routes);
  return renderWithApp(<TrackRequestPage />);
}

async function lookUp(routes: Record<string, Route>) {
  const { user } = openPage(routes);
  await user.type(screen.getByRole('textbox', { name: 'Número de referencia' }), REFERENCE_ID);
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'jordan@rivera.example');
  await user.click(screen.getByRole('button', { name: 'Ver seguimiento' }));
  return user;
}

describe('/track in Spanish', () => {
  it('shows the page and its form in Spanish', () => {
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Seguimiento de su solicitud' })).toBeTruthy();
    expect(document.title).toMatch(/^Seguimiento de su solicitud · /);
    expect(screen.getByText('Aparece en su correo de confirmación.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' }).getAttribute('placeholder')).toBe('usted@ejemplo.com');
  });

  it("gives the schema's validation messages in Spanish", async () => {
    const { user } = openPage();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'no es un correo');
    await user.click(screen.getByRole('button', { name: 'Ver seguimiento' }));
    expect(await screen.findByText('Escriba el número de referencia que aparece en su confirmación')).toBeTruthy();
    expect(screen.getByText('Escriba un correo electrónico válido')).toBeTruthy();
  });

  it("gives the server's not-found answer in Spanish", async () => {
    await lookUp({ [TRACK]: { status: 404, body: apiError('Not Found', TRACKING_NOT_FOUND_MESSAGE) } });
    expect(
      await screen.findByText(
        'No encontramos una solicitud con ese número de referencia y ese correo electrónico. Revise ambos y vuelva a intentarlo, o llámenos.',
      ),
    ).toBeTruthy();
  });

  it("shows the status, the timeline, the driver's updates and the proof of delivery in Spanish", async () => {
    await lookUp({ [TRACK]: { status: 200, body: DELIVERED } });
    const timeline = await screen.findByRole('list', { name: 'Avance de su solicitud' });
    expect(screen.getByText('Estado:')).toBeTruthy();
    expect(document.body.textContent).toMatch(/Solicitada el 2 mar 2026/);
    expect(within(timeline).getByText('Recibida')).toBeTruthy();
    expect(within(timeline).getByText('En tránsito')).toBeTruthy();
    expect(within(timeline).getByText('Estado actual')).toBeTruthy();

    const updates = screen.getAllByRole('list', { name: 'Actualizaciones del conductor' }).flatMap((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );
    expect(updates).toEqual([
      expect.stringContaining('Maria aceptó su carga'),
      expect.stringContaining('Maria recogió su carga (en tránsito)'),
      expect.stringContaining('Aviso: Maria informó un problema: Retraso'),
      expect.stringContaining('Maria entregó su carga'),
    ]);

    const proof = screen.getByRole('region', { name: 'Comprobante de entrega (POD)' });
    expect(proof.textContent).toMatch(/Recibido por Sam Receiver el 4 mar 2026/);
    expect(within(proof).getByRole('button', { name: 'Descargar el comprobante de entrega (PDF)' })).toBeTruthy();
  });
});

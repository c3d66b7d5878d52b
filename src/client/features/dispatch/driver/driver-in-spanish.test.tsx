// The driver's page for a driver who reads Spanish first: the load screen, the big stage button,
// the problem report and the proof of delivery with their errors, and the loads list. Stage names,
// problem kinds and the shared refusals come from the `shared` catalog, so they are looked up here
// as the page looks them up, not spelled out.
import '@/test-support/company-profile';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCH_MESSAGES, type DriverLoad } from '@shared/dispatch/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { uploadMessages } from '@shared/uploads';
import { sharedLabel, sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { DriverLoadPage } from './driver-load-page';
import { DriverPage } from './driver-page';
import { offlineQueue } from './offline/offline-queue';
import { CALLS, driverLoad, fakeLoadServer, REF, SESSION } from './test-support/driver-answers';
import { resetDriverPage } from './test-support/reset-driver-page';

beforeEach(() => {
  resetDriverPage();
  inLanguage('es');
});
afterEach(() => vi.unstubAllGlobals());

/** The active (Spanish) messages, as the page reads them. */
function activeI18n() {
  return renderHook(() => useI18n()).result.current;
}

/** Opens the load page on `load`; `updates` answers the driver's updates (the fake server by default). */
function openLoad(load: DriverLoad, updates?: Route) {
  window.history.replaceState(null, '', `${PAGE_PATHS.driverLoad}?ref=${REF}`);
  const server = fakeLoadServer(load);
  const network = stubNetwork({
    [CALLS.session]: { status: 200, body: SESSION },
    [CALLS.load]: server.getLoad,
    [CALLS.updates]: updates ?? server.postUpdate,
  });
  return { ...renderWithApp(<DriverLoadPage />), network };
}

describe('the load page in Spanish', () => {
  it('says where to go and what to carry, and keeps a stage tapped with no signal as waiting', async () => {
    const i18n = activeI18n();
    const { user } = openLoad(driverLoad(), 'network-error');
    expect(await screen.findByRole('heading', { name: 'Programación' })).toBeDefined();
    expect(document.title).toContain(`Carga ${REF}`);
    expect(screen.getByRole('link', { name: 'Todas mis cargas' })).toBeDefined();
    expect(screen.getByText('Recogida programada')).toBeDefined();
    expect(screen.getByText('25 nov 2026')).toBeDefined();
    expect(screen.getByText('Camión')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Abrir la recogida en el mapa' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Llamar al (313) 555-0100' })).toBeDefined();
    expect(screen.getByText('48 × 40 × 36 pulg.')).toBeDefined();
    expect(screen.getByText('1,800 lb')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Foto del cliente 1' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: sharedLabel(i18n, 'stageAction', 'at_pickup') }));
    const queued = await screen.findByTestId('queued-update');
    expect(queued.textContent).toBe(
      `${sharedLabel(i18n, 'loadStage', 'at_pickup')}Esperando para enviar — se enviará cuando vuelva a tener señal`,
    );
    expect(screen.getByRole('region', { name: 'Actualizaciones en este teléfono' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Enviar ahora' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reportar un problema' })).toBeDefined();
  });

  it('asks what the problem is and what happened before sending a report', async () => {
    const i18n = activeI18n();
    const { network, user } = openLoad(driverLoad({ stage: 'picked_up', nextStage: 'at_delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Reportar un problema' }));
    const form = screen.getByRole('form', { name: 'Reportar un problema' });
    expect(within(form).getByText('¿Cuál es el problema?')).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Enviar reporte del problema' }));

    expect(await within(form).findByText('Elija cuál es el problema')).toBeDefined();
    expect(within(form).getByText('Explique qué pasó')).toBeDefined();
    expect(within(form).getByRole('textbox', { name: '¿Qué pasó?' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('button', { name: 'Tomar una foto' })).toBeDefined();
    expect(network.requestsTo(CALLS.updates)).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: sharedLabel(i18n, 'problemKind', 'delay') }));
    await user.type(within(form).getByLabelText('¿Qué pasó?'), 'Nieve en la I-94');
    await user.click(within(form).getByRole('button', { name: 'Enviar reporte del problema' }));
    await waitFor(() => expect(network.requestsTo(CALLS.updates)).toHaveLength(1));
  });

  it('asks for the receiver, the signature and a photo as proof of delivery', async () => {
    const i18n = activeI18n();
    const { network, user } = openLoad(driverLoad({ stage: 'at_delivery', nextStage: 'delivered' }));
    await user.click(await screen.findByRole('button', { name: sharedLabel(i18n, 'stageAction', 'delivered') }));
    const form = screen.getByRole('form', { name: 'Comprobante de entrega' });
    expect(within(form).getByRole('img', { name: 'Firma de quien recibe' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Borrar la firma Firma de quien recibe' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Enviar comprobante de entrega' }));

    const name = within(form).getByLabelText('Nombre de quien recibe');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(sharedMessage(i18n, DISPATCH_MESSAGES.receiverNameRequired))).toBeDefined();
    expect(within(form).getByText(sharedMessage(i18n, DISPATCH_MESSAGES.signatureRequired))).toBeDefined();
    expect(within(form).getByText(sharedMessage(i18n, DISPATCH_MESSAGES.photoRequired))).toBeDefined();

    const photos = within(form).getByLabelText('Fotos de la carga entregada');
    await user.upload(photos, new File(['gif'], 'muelle.gif', { type: 'image/gif' }));
    expect(within(form).getByText(sharedMessage(i18n, uploadMessages.unsupported('muelle.gif')))).toBeDefined();
    await user.upload(photos, new File(['jpeg'], 'muelle.jpg', { type: 'image/jpeg' }));
    expect(within(form).getByRole('img', { name: 'Foto 1' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Quitar la foto 1' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Agregar otra foto' })).toBeDefined();
    expect(network.requestsTo(CALLS.updates)).toEqual([]);
  });
});

describe('the loads list in Spanish', () => {
  it('shows the pickup day, what waits to be sent, and who is signed in', async () => {
    window.history.replaceState(null, '', PAGE_PATHS.driver);
    stubNetwork({
      [CALLS.session]: { status: 200, body: SESSION },
      [CALLS.loads]: { status: 200, body: { loads: [driverLoad()] } },
      [CALLS.updates]: 'network-error',
    });
    await offlineQueue().add({
      updateId: 'u1',
      referenceId: REF,
      kind: 'stage',
      stage: 'at_pickup',
      recordedAt: '2026-11-24T09:00:00.000Z',
      photos: [],
    });
    await offlineQueue().add({
      updateId: 'u2',
      referenceId: REF,
      kind: 'stage',
      stage: 'picked_up',
      recordedAt: '2026-11-24T09:05:00.000Z',
      photos: [],
    });
    renderWithApp(<DriverPage />);

    expect(await screen.findByRole('heading', { name: 'Mis cargas' })).toBeDefined();
    expect(document.title).toContain('Mis cargas');
    const card = await screen.findByRole('link', { name: /Detroit, MI → Chicago, IL/ });
    expect(card.textContent).toContain(`${REF} · Recogida: 25 nov 2026`);
    expect(card.textContent).toContain('2 pendientes de enviar');
    expect(screen.getByText('Sesión iniciada como', { exact: false }).textContent).toBe('Sesión iniciada como Dana');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeDefined();
  });

  it('says when there are no loads', async () => {
    stubNetwork({ [CALLS.session]: { status: 200, body: SESSION }, [CALLS.loads]: { status: 200, body: { loads: [] } } });
    renderWithApp(<DriverPage />);
    expect(await screen.findByText('Por ahora no tiene cargas asignadas.')).toBeDefined();
  });
});

describe('signing in, in Spanish', () => {
  it('asks a signed-out driver with updates waiting to sign in, and says they go after', async () => {
    const i18n = activeI18n();
    const unauthorized = { status: 401, body: apiError('Unauthorized', DISPATCH_MESSAGES.driverSignInRequired) };
    stubNetwork({ [CALLS.session]: unauthorized, [CALLS.updates]: unauthorized });
    await offlineQueue().add({
      updateId: 'u1',
      referenceId: REF,
      kind: 'stage',
      stage: 'at_pickup',
      recordedAt: '2026-11-24T09:00:00.000Z',
      photos: [],
    });
    renderWithApp(<DriverPage />);
    expect(await screen.findByRole('heading', { name: 'Acceso para conductores' })).toBeDefined();
    expect(screen.getByText(/^No necesita contraseña: escriba el correo electrónico/)).toBeDefined();
    expect(
      await screen.findByText(
        `${sharedMessage(i18n, DISPATCH_MESSAGES.driverSignInRequired)} Sus actualizaciones pendientes se enviarán en cuanto inicie sesión.`,
      ),
    ).toBeDefined();
  });
});

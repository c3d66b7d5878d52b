// /account in Spanish: the sign-in steps (their labels, a schema's message under the field, the
// server's "sent" message in the page's language) and the signed-in page (the list's words,
// labels and amounts, the preferences, the ways out).
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SIGN_IN_SENT_MESSAGE } from '@shared/customer-portal/customer-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { AccountPage } from './account-page';
import { CALLS, CUSTOMER_EMAIL, page, SESSION, signedInRoutes, signedOut, summary } from './test-support/portal-answers';

beforeEach(() => {
  window.history.replaceState(null, '', PAGE_PATHS.account);
  inLanguage('es');
});
afterEach(() => vi.unstubAllGlobals());

function openAccount(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  return { ...renderWithApp(<AccountPage />), network };
}

describe('signing in on /account, in Spanish', () => {
  it('asks for the e-mail and the code in Spanish, with the schemas’ messages in Spanish', async () => {
    const { user, network } = openAccount({
      ...signedInRoutes(),
      [CALLS.session]: signedOut,
      [CALLS.signInRequest]: { status: 200, body: { message: CUSTOMER_SIGN_IN_SENT_MESSAGE.message } },
      [CALLS.signInCode]: { status: 200, body: SESSION },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicie sesión para ver sus solicitudes' })).toBeDefined();
    await waitFor(() => expect(document.title).toContain('Iniciar sesión'));
    expect(screen.getByText(/No necesita contraseña/)).toBeDefined();

    await user.type(fieldNamed('Correo electrónico'), 'no es un correo');
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace para iniciar sesión' }));
    expect(errorOf(fieldNamed('Correo electrónico'))).toBe('Escriba un correo electrónico válido');
    expect(network.requestsTo(CALLS.signInRequest)).toEqual([]);

    await user.clear(fieldNamed('Correo electrónico'));
    await user.type(fieldNamed('Correo electrónico'), CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace para iniciar sesión' }));

    // The server answers in English; the page says it in Spanish.
    expect((await screen.findByRole('status')).textContent).toMatch(/^Si esa dirección aparece en alguna de nuestras solicitudes/);
    expect(screen.getByText(/Enviado a/).textContent).toBe(`Enviado a ${CUSTOMER_EMAIL}`);
    expect(screen.getByRole('button', { name: 'Enviar de nuevo' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Usar otro correo electrónico' })).toBeDefined();

    await user.type(fieldNamed('Código de 6 dígitos'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(errorOf(fieldNamed('Código de 6 dígitos'))).toBe('Escriba el código de 6 dígitos del correo');

    await user.clear(fieldNamed('Código de 6 dígitos'));
    await user.type(fieldNamed('Código de 6 dígitos'), '042917');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeDefined();
    await waitFor(() => expect(document.title).toContain('Mis solicitudes'));
  });
});

describe('the signed-in page, in Spanish', () => {
  it('shows the list, the preferences and the ways out in Spanish', async () => {
    const requests = page([
      summary({ quote: { amount: '1250.00', validUntil: null, expired: false, response: null, respondedAt: null, declineReason: null } }),
      summary({ referenceId: 'SR-AAAA-AAAA-AAAA-AAA2', from: '', to: '', invoiceAmount: '980.50', invoiceStatus: 'paid' }),
    ]);
    const { user } = openAccount(signedInRoutes({ status: 200, body: requests }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeDefined();
    expect(screen.getByText(/Sesión iniciada como/).textContent).toBe(`Sesión iniciada como ${CUSTOMER_EMAIL}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sus solicitudes (2)' })).toBeDefined();
    expect(screen.getByLabelText('Buscar en sus solicitudes').getAttribute('placeholder')).toBe('Número de referencia, ciudad o servicio');

    const rows = within(screen.getByRole('list', { name: 'Sus solicitudes, de la más reciente a la más antigua' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]!.textContent).toContain('Camión completo (TL)');
    expect(rows[0]!.textContent).toContain('Detroit, MI →a Chicago, IL');
    expect(rows[0]!.textContent).toContain('Solicitada el 1 mar 2026');
    expect(rows[0]!.textContent).toContain('Cotización: $1,250.00 — en espera de su respuesta');
    expect(rows[0]!.textContent).toContain('Factura: aún no enviada');
    expect(rows[1]!.textContent).toContain('Sin una ruta única');
    expect(rows[1]!.textContent).toContain('Cotización: aún no');
    expect(rows[1]!.textContent).toContain('Factura: $980.50 — pagada');

    const preferences = await screen.findByRole('group', { name: 'Avísenme por correo electrónico cuando mi solicitud pase a:' });
    expect(within(preferences).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Guardar preferencias' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    expect(dialog.textContent).toContain('Esto cierra todas las sesiones de esta dirección de correo');
  });

  it('says there are no requests yet, in Spanish', async () => {
    openAccount(signedInRoutes({ status: 200, body: page([]) }));
    expect(await screen.findByText('Aún no hay solicitudes con esta dirección de correo')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Solicitar servicio' })).toBeDefined();
  });
});

// One request's page in Spanish: the header's labels, the quote with its amount and date as es-US
// writes them, accepting and declining (the decline's schema message in Spanish), the server's
// refusal in Spanish, and the invoice and payments.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_API, QUOTE_MESSAGES } from '@shared/customer-portal/customer-portal';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { PortalRequestPage } from './request-page';
import { ACCEPT_ROUTE, DECLINE_ROUTE, DETAIL_ROUTE, detail, REFERENCE_ID } from './test-support/portal-detail';

beforeEach(() => inLanguage('es'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openPage(routes: Record<string, Route>) {
  window.history.replaceState(null, '', `/account/request?ref=${REFERENCE_ID}`);
  const network = stubNetwork(routes);
  const page = <PortalRequestPage renderTimeline={() => <p>timeline</p>} startRequestFrom={() => '/service-request?role=shipper'} />;
  return { ...renderWithApp(page), network };
}

const section = (name: string) => screen.getByRole('region', { name });
const detailOf = (container: HTMLElement, term: string) =>
  within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a request with a quote, in Spanish', () => {
  it('shows the header, the quote and the other sections in Spanish', async () => {
    openPage({ [DETAIL_ROUTE]: { status: 200, body: detail() } });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(`Solicitud${REFERENCE_ID}`);
    expect(document.title).toContain(`Solicitud ${REFERENCE_ID}`);
    expect(screen.getByRole('link', { name: 'Volver a mis solicitudes' })).toBeDefined();
    expect(screen.getByText('Muebles')).toBeDefined();
    expect(screen.getByText('De Detroit, MI a Chicago, IL')).toBeDefined();
    expect(screen.getByText(/Solicitada el/)).toBeDefined();
    expect(section('Progreso').textContent).toContain('timeline');

    const quote = section('Cotización');
    expect(detailOf(quote, 'Monto')).toBe('$1,250.00');
    expect(detailOf(quote, 'Válida hasta')).toBe('16 mar 2026');
    expect(detailOf(quote, 'Estado')).toBe('En espera de su respuesta');
    expect(section('Factura').textContent).toContain('Aún no hay factura.');
    expect(section('Pagos').textContent).toContain('Aún no hay pagos.');
    expect(section('Datos tal como se enviaron')).toBeDefined();
    const photos = within(section('Fotos')).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(['Foto 1 de 2', 'Foto 2 de 2']);
    expect(within(section('¿Necesita el mismo envío otra vez?')).getByRole('button', { name: 'Solicitar de nuevo' })).toBeDefined();
  });

  it('accepts after a confirmation in Spanish, and says so', async () => {
    let answered = false;
    const accepted = detail({ quote: { ...detail().quote!, response: 'accepted', respondedAt: '2026-03-04T10:00:00.000Z' } });
    const { user } = openPage({
      [DETAIL_ROUTE]: () => ({ status: 200, body: answered ? accepted : detail() }),
      [ACCEPT_ROUTE]: () => {
        answered = true;
        return { status: 200, body: {} };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Aceptar cotización' }));
    const dialog = screen.getByRole('alertdialog', { name: `¿Aceptar la cotización de $1,250.00 para ${REFERENCE_ID}?` });
    expect(dialog.textContent).toContain('Seguiremos adelante con su solicitud a este precio.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar $1,250.00' }));

    await waitFor(() => expect(detailOf(section('Cotización'), 'Estado')).toBe('Aceptada'));
    expect(section('Cotización').textContent).toContain('Usted aceptó esta cotización el 4 mar 2026');
    // shownToasts() finds the toasts by the English name of their region: read the Spanish one here.
    const toasts = screen.getByRole('region', { name: 'Notificaciones (F8)' });
    expect(toasts.textContent).toContain(`Cotización aceptadaSeguiremos adelante con ${REFERENCE_ID} por $1,250.00.`);
  });

  it("shows the server's refusal in Spanish", async () => {
    const { user } = openPage({
      [DETAIL_ROUTE]: { status: 200, body: detail() },
      [ACCEPT_ROUTE]: { status: 409, body: apiError('Conflict', QUOTE_MESSAGES.changed) },
    });
    await user.click(await screen.findByRole('button', { name: 'Aceptar cotización' }));
    await user.click(screen.getByRole('button', { name: 'Aceptar $1,250.00' }));
    await waitFor(() =>
      expect(within(section('Cotización')).getByRole('alert').textContent).toBe('La cotización cambió; revise el nuevo monto.'),
    );
  });

  it('declines only with a reason, asking for it in Spanish', async () => {
    const { user, network } = openPage({ [DETAIL_ROUTE]: { status: 200, body: detail() }, [DECLINE_ROUTE]: { status: 200, body: {} } });

    await user.click(await screen.findByRole('button', { name: 'Rechazar cotización' }));
    const dialog = screen.getByRole('dialog', { name: '¿Rechazar esta cotización?' });
    expect(dialog.textContent).toContain(`La cotización de $1,250.00 para ${REFERENCE_ID}. Díganos el motivo`);
    const reason = within(dialog).getByRole('textbox', { name: '¿Por qué la rechaza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar cotización' }));
    // The form's check runs after the click's events (the resolver is asynchronous).
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Díganos por qué, para que podamos revisar la cotización',
    );
    expect(network.requestsTo(DECLINE_ROUTE)).toEqual([]);
  });
});

describe('an invoiced request, in Spanish', () => {
  it('shows the invoice and each payment in Spanish', async () => {
    openPage({
      [DETAIL_ROUTE]: {
        status: 200,
        body: detail({
          invoiceAmount: '1250.00',
          invoiceStatus: 'sent',
          paymentStatus: 'paid',
          invoice: {
            amount: '1250.00',
            number: 'INV-2026-000123',
            lines: [
              {
                kind: 'linehaul',
                description: 'Detroit, MI to Chicago, IL',
                quantity: '1',
                unit: 'flat',
                rate: '1100.00',
                amount: '1100.00',
              },
              {
                kind: 'detention',
                description: 'Detention at delivery',
                quantity: '2',
                unit: 'hours',
                rate: '75.00',
                amount: '150.00',
                detention: {
                  stop: 'delivery',
                  arrivedAt: '2026-03-04T15:00:00.000Z',
                  departedAt: '2026-03-04T19:00:00.000Z',
                  freeMinutes: 120,
                  billedMinutes: 120,
                  timeZone: 'America/Chicago',
                },
              },
            ],
            sentAt: '2026-03-05T10:00:00.000Z',
            paidAt: null,
            pdfUrl: CUSTOMER_API.invoicePdf(REFERENCE_ID),
            invoiceTotal: '1250.00',
            creditNotes: [],
            payUrl: `/payment?ref=${REFERENCE_ID}`,
            assignment: null,
          },
          payments: [
            {
              id: 'pay_card',
              method: 'credit_card',
              amount: '1250.00',
              status: 'succeeded',
              confirmedAt: '2026-03-06T10:00:00.000Z',
              createdAt: '2026-03-06T09:58:00.000Z',
              receiptUrl: CUSTOMER_API.receiptPdf('pay_card'),
              refunds: [{ amount: '100.00', status: 'succeeded', createdAt: '2026-03-07T10:00:00.000Z' }],
            },
          ],
        }),
      },
    });
    const invoice = await screen.findByRole('region', { name: 'Factura' });
    expect(detailOf(invoice, 'Número de factura')).toBe('INV-2026-000123');
    expect(detailOf(invoice, 'Monto')).toBe('$1,250.00');
    const lines = within(within(invoice).getByRole('table', { name: 'Lo que cobra la factura' })).getAllByRole('row');
    expect(lines.map((row) => row.textContent)).toEqual([
      'ConceptoImporte',
      'FleteDetroit, MI to Chicago, IL$1,100.00',
      expect.stringMatching(
        /^Tiempo de espera \(detención\)Detention at delivery2 horas x \$75\.00En la entrega: llegó 4 mar, 9:00.*CST, salió 4 mar, 1:00.*CST2 h sin cargo, 2 h cobrados\$150\.00$/,
      ),
      'Total$1,250.00',
    ]);
    expect(detailOf(invoice, 'Estado')).toBe('Pagado');
    expect(within(invoice).getByRole('link', { name: 'Pagar factura' })).toBeDefined();
    expect(within(invoice).getByRole('link', { name: 'Descargar factura (PDF)' })).toBeDefined();

    const payment = section('Pagos');
    expect(payment.textContent).toContain('$1,250.00 con Tarjeta de crédito / débito');
    expect(payment.textContent).toContain('Confirmado el');
    expect(within(payment).getByRole('list', { name: 'Reembolsos del pago de $1,250.00' }).textContent).toContain('Reembolsado: $100.00');
    expect(within(payment).getByRole('link', { name: 'Recibo (PDF) del pago de $1,250.00 con Tarjeta de crédito / débito' })).toBeDefined();
  });
});

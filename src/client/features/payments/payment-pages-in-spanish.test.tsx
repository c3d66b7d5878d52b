// The payment pages for a customer who reads Spanish first: the invoice page (its details, the
// methods and what each asks, a paid invoice's receipt, a reported transfer) and the free-form
// page (its fields, the amount's errors, the summary and a reported transfer). Labels and messages
// src/shared owns (method and status names, server refusals) are looked up as the pages look them up.
// The company profile first: the receipt reads it as its module loads.
import '@/test-support/company-profile';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { invoiceViewSchema, paymentsConfigSchema, type InvoiceView, type PaymentsConfig } from '@shared/payments/payments';
import { sharedLabel, sharedMessage } from '@/i18n/shared-text';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { INVOICE_LINES } from '@/test-support/invoice-lines';
import { renderWithApp } from '@/test-support/render';
import { FreeFormPaymentPage } from './free-form-payment-page';
import { InvoicePaymentPage } from './invoice-payment-page';

const REFERENCE_ID = 'SR-2026-0412-8831-0042';
const INVOICE_ROUTE = `GET /api/service-requests/${REFERENCE_ID}`;
const CONFIG_ROUTE = 'GET /api/payments/config';
const PAY_ROUTE = `POST /api/service-requests/${REFERENCE_ID}/pay`;
const REPORT_ROUTE = 'POST /api/payments/report';

beforeEach(() => inLanguage('es'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function invoice(changes: Partial<InvoiceView> = {}): InvoiceView {
  return invoiceViewSchema.parse({
    referenceId: REFERENCE_ID,
    customerName: 'Jordan Rivera',
    contactEmail: 'j***@rivera.example',
    finalAmount: '1250.50',
    invoiceNumber: 'INV-2026-000123',
    invoiceStatus: 'sent',
    paymentStatus: 'unpaid',
    paymentMethod: null,
    paidAt: null,
    paymentId: null,
    amountRefunded: '0.00',
    pendingTransfer: null,
    lines: INVOICE_LINES,
    invoiceTotal: '1250.50',
    creditNotes: [],
    balance: '1250.50',
    amountPaid: '0.00',
    assignment: null,
    ...changes,
  });
}

const CONFIG: PaymentsConfig = paymentsConfigSchema.parse({
  mode: 'live',
  stripePublishableKey: 'pk_live_0123456789',
  paypalClientId: 'paypal-client-id',
  cardAvailable: true,
  paypalAvailable: true,
  maxAmount: '25000.00',
  zelle: { email: 'payments@lakeshore.example', name: 'Lakeshore Freight LLC' },
  bankInstructions: null,
});

function open(page: 'payment' | 'make-a-payment', search: string, routes: Record<string, Route>) {
  window.history.replaceState(null, '', `/${page}${search}`);
  stubNetwork({ [CONFIG_ROUTE]: { status: 200, body: CONFIG }, ...routes });
  return renderWithApp(page === 'payment' ? <InvoicePaymentPage /> : <FreeFormPaymentPage />);
}

/** The toasts on screen as [title, description], from the notification area under its Spanish name. */
function shownToasts(): string[][] {
  const region = screen.queryByRole('region', { name: 'Notificaciones (F8)' });
  if (!region) return [];
  return [...region.querySelectorAll('li[data-state="open"]')].map((toast) =>
    [...(toast.firstElementChild?.children ?? [])].map((part) => part.textContent),
  );
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const method = (name: string) => sharedLabel(i18n, 'paymentMethod', name);

describe('the invoice page in Spanish', () => {
  it('shows the invoice, the methods and what is still missing', async () => {
    const { user } = open('payment', `?ref=${REFERENCE_ID}`, { [INVOICE_ROUTE]: { status: 200, body: invoice() } });
    await screen.findByRole('heading', { level: 1, name: 'Pague su factura' });
    expect(document.title).toContain('Pague su factura');
    expect(screen.getByText(`Factura de ${REFERENCE_ID}`)).toBeTruthy();
    expect(screen.getByText('Pago seguro. Los datos de su tarjeta van directamente a nuestro procesador de tarjetas.')).toBeTruthy();
    expect(detail('Número de referencia')).toBe(REFERENCE_ID);
    expect(detail('Número de factura')).toBe('INV-2026-000123');
    expect(detail('Cliente')).toBe('Jordan Rivera');
    expect(detail('Monto a pagar')).toBe('$1,250.50');
    expect(detail('Estado de la factura')).toBe('Enviada');
    expect(detail('Estado del pago')).toBe('Sin pagar');
    // Each billed line in Spanish: its kind, its arithmetic, and the driver's times for detention.
    const rows = within(screen.getByRole('table', { name: 'Lo que cobra la factura' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('ConceptoImporte');
    expect(rows[2]).toBe('Recargo por combustibleDiesel $3.859, week of 2026-11-30200 millas x $0.4125$82.50');
    expect(rows[3]).toMatch(
      /^Tiempo de espera \(detención\)Detention at pickup2\.25 horas x \$75\.00En la recogida: llegó 24 nov, .+, salió 24 nov, .+2 h sin cargo, 2 h 15 min cobrados\$168\.75$/,
    );
    expect(rows[4]).toBe('Total$1,250.50');
    expect(screen.getByRole('group', { name: 'Método de pago' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Pague con su cuenta de PayPal/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Llega en 1 a 3 días hábiles/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(shownToasts()).toEqual([['Elija un método de pago', 'Seleccione un método de pago para continuar.']]);
  });

  it('gives the bank details to ask for, and the Zelle details to send with', async () => {
    const { user } = open('payment', `?ref=${REFERENCE_ID}`, { [INVOICE_ROUTE]: { status: 200, body: invoice() } });
    await user.click(await screen.findByRole('radio', { name: new RegExp(method('bank_transfer')) }));
    const bank = screen.getByRole('region', { name: `Instrucciones de pago: ${method('bank_transfer')}` });
    expect(bank.textContent).toContain(
      'Para recibir nuestros datos bancarios, escríbanos a hello@lakeshore.example o llame al (313) 555-0142.',
    );
    expect(within(bank).getByRole('link', { name: 'hello@lakeshore.example' }).getAttribute('href')).toMatch(/^mailto:hello@lakeshore/);
    expect(within(bank).getByText('Referencia / memo')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Zelle/ }));
    const zelle = screen.getByRole('region', { name: 'Pagar con Zelle' });
    expect(within(zelle).getByRole('img').getAttribute('alt')).toBe('Código QR de Zelle: escanéelo con la aplicación de su banco');
    expect(within(zelle).getByText('Registrada a nombre de Lakeshore Freight LLC')).toBeTruthy();
    expect(within(zelle).getByRole('button', { name: 'Copiar correo electrónico' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ya envié $1,250.50 por Zelle' })).toBeTruthy();
  });

  it('tells a refused report in Spanish', async () => {
    const alreadyPaid = PAYMENT_MESSAGES.invoiceAlreadyPaid(REFERENCE_ID);
    const { user } = open('payment', `?ref=${REFERENCE_ID}`, {
      [INVOICE_ROUTE]: { status: 200, body: invoice() },
      [PAY_ROUTE]: { status: 409, body: apiError('Conflict', alreadyPaid) },
    });
    await user.click(await screen.findByRole('radio', { name: /Zelle/ }));
    await user.click(screen.getByRole('button', { name: 'Ya envié $1,250.50 por Zelle' }));
    await waitFor(() => expect(shownToasts()).toEqual([['Pago no completado', sharedMessage(i18n, alreadyPaid)]]));
    expect(sharedMessage(i18n, alreadyPaid)).not.toBe(alreadyPaid.message);
  });

  it('a paid invoice shows its receipt, dated in Spanish', async () => {
    open('payment', `?ref=${REFERENCE_ID}`, {
      [INVOICE_ROUTE]: {
        status: 200,
        body: invoice({ paymentStatus: 'paid', paymentMethod: 'zelle', paymentId: 'pay_0042', paidAt: '2026-04-12T15:30:00.000Z' }),
      },
    });
    await screen.findByRole('heading', { name: '¡Pago realizado!' });
    expect(screen.getByText('Gracias por su pago.')).toBeTruthy();
    expect(detail('Monto pagado')).toBe('$1,250.50');
    expect(detail('Estado del pago')).toBe('Pagado');
    expect(detail('ID del pago')).toBe('pay_0042');
    expect(detail('Fecha')).toMatch(/de abril de 2026/);
    expect(screen.getByRole('button', { name: 'Imprimir recibo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });

  it('a reported transfer waits for us, and paying another way asks first', async () => {
    const reported = invoice({
      paymentStatus: 'pending_verification',
      pendingTransfer: { method: 'zelle', reportedAt: '2026-04-12T15:30:00.000Z', amount: '1250.50' },
    });
    const { user } = open('payment', `?ref=${REFERENCE_ID}`, { [INVOICE_ROUTE]: { status: 200, body: reported } });
    await screen.findByText('Pago reportado: en espera de verificación');
    expect(screen.getByText(/^Reportado el .*de abril de 2026.*No tiene que hacer nada más mientras tanto\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pagar de otra forma' }));
    expect(screen.getByText('Pague con tarjeta o PayPal solo si su pago por Zelle no se envió.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí, pagar $1,250.50 de otra forma' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No, seguiré esperando' })).toBeTruthy();
  });

  it('a partly paid invoice: what was paid, the balance, and paying part of it, in Spanish', async () => {
    const partly = invoice({ paymentStatus: 'partially_paid', balance: '850.50', amountPaid: '400.00' });
    const { user } = open('payment', `?ref=${REFERENCE_ID}`, { [INVOICE_ROUTE]: { status: 200, body: partly } });
    await screen.findByText('Pagado hasta ahora');
    expect(detail('Pagado hasta ahora')).toBe('$400.00');
    expect(detail('Estado del pago')).toBe('Pagado en parte');
    const amounts = screen.getByRole('group', { name: 'Cuánto pagar' });
    expect(within(amounts).getByRole('radio', { name: 'El saldo completo, $850.50' })).toHaveProperty('checked', true);
    await user.click(within(amounts).getByRole('radio', { name: 'Una parte' }));
    await user.type(await screen.findByRole('textbox', { name: 'Monto a pagar ahora (USD)' }), '900');
    expect(screen.getByRole('alert').textContent).toBe('El monto puede ser de $850.50 como máximo');
  });

  it('a credit note and a voided invoice, in Spanish', async () => {
    const credited = invoice({
      finalAmount: '1100.50',
      creditNotes: [{ number: 'CN-2026-000004', amount: '150.00', reason: 'Tarifa corregida', issuedAt: '2026-11-26T15:00:00.000Z' }],
    });
    const first = open('payment', `?ref=${REFERENCE_ID}`, { [INVOICE_ROUTE]: { status: 200, body: credited } });
    expect(await screen.findByText('Nota de crédito CN-2026-000004')).toBeTruthy();
    expect(screen.getByText('Saldo tras las notas de crédito')).toBeTruthy();
    first.unmount();
    const voided = invoice({ finalAmount: null, invoiceNumber: null, invoiceStatus: 'void', lines: [], invoiceTotal: null });
    open('payment', `?ref=${REFERENCE_ID}`, { [INVOICE_ROUTE]: { status: 200, body: voided } });
    expect(await screen.findByText(/^La factura de esta solicitud fue anulada: no hay nada que pagar\./)).toBeTruthy();
  });

  it('a factored invoice says, in Spanish, to pay the factor, and offers no way to pay us', async () => {
    const assigned = invoice({
      assignment: { factor: { name: 'Prairie Capital Factoring', remitTo: 'PO Box 4410\nDallas, TX 75201', email: null, phone: null } },
    });
    open('payment', `?ref=${REFERENCE_ID}`, { [INVOICE_ROUTE]: { status: 200, body: assigned } });
    const notice = await screen.findByRole('region', { name: 'Aviso de cesión' });
    expect(notice.textContent).toContain('Esta factura ha sido cedida a Prairie Capital Factoring.');
    expect(notice.textContent).toContain('Envíe el pago a');
    expect(notice.textContent).toContain('Indique el número de factura INV-2026-000123 en su pago.');
    expect(screen.queryByRole('group', { name: 'Método de pago' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
  });

  it('a link without a reference is invalid', () => {
    open('payment', '', {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enlace de pago no válido');
    expect(screen.getByRole('alert').textContent).toBe('Este enlace de pago no es válido o ya venció.');
  });
});

describe('the free-form page in Spanish', () => {
  const amountField = () => screen.getByLabelText(/^Monto \(USD\)/);

  it('checks the amount as it is typed, in Spanish', async () => {
    const { user } = open('make-a-payment', '', {});
    await screen.findByRole('heading', { level: 1, name: 'Hacer un pago' });
    expect(screen.getByText('Pague a Lakeshore Freight una carga, una factura o un depósito.')).toBeTruthy();
    expect(screen.getByText('De $0.50 a $25,000.00')).toBeTruthy();
    expect(screen.getByText('Escriba el monto del pago y su correo electrónico para continuar')).toBeTruthy();

    await user.type(amountField(), '0.25');
    expect(screen.getByRole('alert').textContent).toBe('El monto mínimo que podemos aceptar es $0.50.');
    expect(amountField().getAttribute('aria-invalid')).toBe('true');

    await user.clear(amountField());
    await user.type(amountField(), '30000');
    expect(screen.getByRole('alert').textContent).toBe(
      'El monto máximo que aceptamos en línea es $25,000.00. Para montos mayores, llámenos.',
    );

    // A decimal comma (how Spanish writes cents) is never read as thousands: it is refused, saying how to write it.
    for (const typed of ['10.555', '2,50', '1.234,56']) {
      await user.clear(amountField());
      await user.type(amountField(), typed);
      expect(screen.getByRole('alert').textContent).toBe(
        'Escriba el monto en dólares con un punto antes de los centavos, como 1234.56 o 1,234.56',
      );
    }
  });

  it('sums up the payment and takes a reported wire transfer', async () => {
    const { user } = open('make-a-payment', '?ref=LOAD-77', {
      [REPORT_ROUTE]: {
        status: 200,
        body: { paymentStatus: 'pending_verification', method: 'wire_transfer', amount: '100.00', memo: 'Payment for LOAD-77' },
      },
    });
    await user.type(await screen.findByLabelText(/^Correo electrónico/), 'ana@example.com');
    await user.type(amountField(), '100');
    expect(screen.getByRole('heading', { name: 'Resumen del pago' })).toBeTruthy();
    expect(detail('Monto')).toBe('$100.00');
    expect(detail('Referencia')).toBe('LOAD-77');

    await user.click(screen.getByRole('radio', { name: new RegExp(method('wire_transfer').replace(/[()]/g, '\\$&')) }));
    await user.click(screen.getByRole('button', { name: 'Obtener instrucciones de pago' }));
    expect(shownToasts()[0]).toEqual([
      'Instrucciones de pago',
      'Escríbanos a hello@lakeshore.example para recibir nuestros datos bancarios. Incluya su referencia en el correo.',
    ]);
    await user.click(screen.getByRole('button', { name: `Ya envié $100.00 por ${method('wire_transfer')}` }));
    await screen.findByText(`Gracias: confirmaremos su ${method('wire_transfer').toLocaleLowerCase('es-US')} en cuanto llegue.`);
    expect(shownToasts()).toContainEqual([
      'Pago reportado',
      'Lo confirmaremos en cuanto llegue y le enviaremos el recibo por correo electrónico.',
    ]);
  });
});

// The customer's Documents in Spanish: the kinds, states, who made and signed each version and
// when (as es-US writes dates), the folded versions, the downloads' names with their pages, the
// packet, what is missing, and the empty state.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatViewerDateTime } from '@shared/calendar-date';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { TEST_COMPANY } from '@/test-support/company-profile';
import {
  acceptedUpload,
  AT,
  CUSTOMER_ROUTE,
  documentsList,
  forCustomer,
  NOTHING_YET,
  REFERENCE_ID,
} from '../test-support/documents-fixtures';
import { CustomerDocuments } from './customer-documents';

beforeEach(() => inLanguage('es'));
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDocuments(answer: Route) {
  stubNetwork({ [CUSTOMER_ROUTE]: answer });
  renderWithApp(<CustomerDocuments referenceId={REFERENCE_ID} />);
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

const itemsOf = (list: HTMLElement) => [...list.children].filter((child) => child.tagName === 'LI');
const shownVersions = (name: string) => itemsOf(screen.getByRole('list', { name }));

describe("the customer's documents, in Spanish", () => {
  it('word the kinds, states, makers and signers in Spanish', async () => {
    await openDocuments({ status: 200, body: forCustomer(documentsList()) });
    const headings = within(screen.getByRole('list', { name: 'Documentos' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Factura',
      'Conocimiento de embarque (BOL)',
      'Comprobante de entrega (POD)',
      'Confirmación de tarifa',
      'Recibos de descarga (lumper) y de báscula',
    ]);

    expect(shownVersions('Factura')[0]!.textContent).toContain(
      `INV-2026-000123Versión 1EmitidoHecho por ${TEST_COMPANY.name} el ${formatViewerDateTime(AT.invoiced, 'es')}`,
    );
    expect(shownVersions('Comprobante de entrega (POD)')[0]!.textContent).toContain(
      `Hecho por Luis (conductor) el ${formatViewerDateTime(AT.delivered, 'es')}`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Firmas en conocimiento de embarque versión 3' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Firmado por Sam Ortiz como remitente el ${formatViewerDateTime(AT.pickupSigned, 'es')}`,
      `Firmado por Luis como transportista el ${formatViewerDateTime(AT.pickupSigned, 'es')}`,
    ]);
    expect(formatViewerDateTime(AT.pickupSigned, 'es')).toMatch(/mar 2026/);
    expect(screen.getByRole('list', { name: 'Firmas en confirmación de tarifa versión 2' }).textContent).toContain(
      'Firmado por Pat Kim como corredor de carga el',
    );

    const fold = screen.getByText('Versiones anteriores (2)', { selector: 'summary' }).closest('details')!;
    expect(
      itemsOf(within(fold).getByRole('list', { name: 'Versiones anteriores: conocimiento de embarque' })).map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Versión 2Reemplazado'), expect.stringContaining('Versión 1Reemplazado')]);
    expect(shownVersions('Recibos de descarga (lumper) y de báscula').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Lumper $150.00Aceptado'),
      expect.stringContaining('Scale ticket $12.50Aceptado'),
    ]);
  });

  it('word their own accepted upload in Spanish', async () => {
    await openDocuments({ status: 200, body: acceptedUpload('customer') });
    expect(shownVersions('Confirmación de tarifa')[0]!.textContent).toContain(
      `AceptadoHecho por usted el ${formatViewerDateTime(AT.rate1, 'es')}`,
    );
    expect(screen.getByRole('list', { name: 'Firmas en confirmación de tarifa versión 1' }).textContent).toBe(
      `Aceptado por ${TEST_COMPANY.name} el ${formatViewerDateTime(AT.rate2, 'es')}`,
    );
  });

  it('name the downloads and the packet in Spanish', async () => {
    await openDocuments({ status: 200, body: forCustomer(documentsList()) });
    expect(screen.getByRole('link', { name: 'Descargar conocimiento de embarque versión 3 (PDF, 2 páginas)' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Descargar factura versión 1 (PDF, 1 página)' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Descargar recibo Lumper $150.00 (PDF, 1 página)' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Descargar confirmación de tarifa versión 2' })).toBeDefined();
    const packet = screen.getByRole('group', { name: 'Paquete de documentos' });
    expect(packet.textContent).toContain(
      'Incluye: factura, conocimiento de embarque, comprobante de entrega, confirmación de tarifa y recibos de descarga y de báscula.',
    );
    expect(within(packet).getByRole('link', { name: 'Descargar paquete (PDF)' })).toBeDefined();
  });

  it('say what is missing, and when there is nothing yet, in Spanish', async () => {
    await openDocuments({
      status: 200,
      body: forCustomer(
        documentsList({
          packet: { available: false, includes: [], downloadPath: null },
          missing: ['bill_of_lading', 'proof_of_delivery', 'rate_confirmation'],
        }),
      ),
    });
    const packet = screen.getByRole('group', { name: 'Paquete de documentos' });
    expect(packet.textContent).toContain('El paquete se podrá descargar cuando se envíe la factura.');
    expect(itemsOf(within(packet).getByRole('list', { name: 'Aún falta' })).map((item) => item.textContent)).toEqual([
      'Aún no hay conocimiento de embarque firmado',
      'Aún no se ha entregado',
      'No hay confirmación de tarifa firmada',
    ]);
  });

  it('say when there is nothing yet, in Spanish', async () => {
    await openDocuments({ status: 200, body: NOTHING_YET });
    expect(screen.getByText('Aún no hay documentos')).toBeDefined();
    expect(itemsOf(screen.getByRole('list', { name: 'Aún falta' })).map((item) => item.textContent)).toEqual([
      'Aún no se ha enviado la factura',
      'Aún no hay conocimiento de embarque firmado',
      'Aún no se ha entregado',
    ]);
  });
});

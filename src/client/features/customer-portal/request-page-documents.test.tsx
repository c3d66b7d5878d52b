// The request page's Documents section: a section named Documents (Documentos in Spanish) holding
// what the app hands over for this request's reference ID, and none when nothing is handed over.
import '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import type { RenderDocuments } from './components/request-documents';
import { PortalRequestPage } from './request-page';
import { DETAIL_ROUTE, detail, REFERENCE_ID } from './test-support/portal-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openPage(renderDocuments?: RenderDocuments) {
  window.history.replaceState(null, '', `/account/request?ref=${REFERENCE_ID}`);
  stubNetwork({ [DETAIL_ROUTE]: { status: 200, body: detail() } });
  renderWithApp(
    <PortalRequestPage
      renderTimeline={() => <p>timeline</p>}
      startRequestFrom={() => '/service-request?role=shipper'}
      renderDocuments={renderDocuments}
    />,
  );
}

describe("the request page's documents", () => {
  it("show in their own section what the app draws for the request's reference ID", async () => {
    const renderDocuments = vi.fn<RenderDocuments>((referenceId) => <p>Documents of {referenceId}</p>);
    openPage(renderDocuments);
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(section.textContent).toContain(`Documents of ${REFERENCE_ID}`);
    expect(renderDocuments).toHaveBeenCalledWith(REFERENCE_ID);
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeDefined();
  });

  it('are named in Spanish', async () => {
    inLanguage('es');
    openPage(() => <p>Documentos de la solicitud</p>);
    expect((await screen.findByRole('region', { name: 'Documentos' })).textContent).toContain('Documentos de la solicitud');
  });

  it('have no section when nothing is handed over', async () => {
    openPage();
    await screen.findByRole('region', { name: 'Quote' });
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  });
});

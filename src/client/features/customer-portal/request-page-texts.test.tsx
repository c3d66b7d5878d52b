// The request page hands the Text messages section (the text-messages feature's) the request's
// reference ID and the phone it was sent with (the detail's contactPhone), in either language.
import '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import type { RenderTexts } from './components/request-texts';
import { PortalRequestPage } from './request-page';
import { DETAIL_ROUTE, detail, REFERENCE_ID } from './test-support/portal-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openPage(contactPhone: string, renderTexts: RenderTexts) {
  window.history.replaceState(null, '', `/account/request?ref=${REFERENCE_ID}`);
  stubNetwork({ [DETAIL_ROUTE]: { status: 200, body: detail({ contactPhone }) } });
  renderWithApp(
    <PortalRequestPage
      renderTimeline={() => <p>timeline</p>}
      startRequestFrom={() => '/service-request?role=shipper'}
      renderTexts={renderTexts}
    />,
  );
}

describe("the request page's text messages", () => {
  it("are given the request's phone", async () => {
    const renderTexts = vi.fn<RenderTexts>(() => <p>Texts here</p>);
    openPage('(312) 555-0123', renderTexts);
    expect(await screen.findByText('Texts here')).toBeDefined();
    expect(renderTexts).toHaveBeenLastCalledWith({ referenceId: REFERENCE_ID, contactPhone: '(312) 555-0123' });
  });

  it('are given the same phone on the Spanish page', async () => {
    inLanguage('es');
    const renderTexts = vi.fn<RenderTexts>(() => <p>Textos</p>);
    openPage('(773) 555-0199', renderTexts);
    expect(await screen.findByText('Textos')).toBeDefined();
    expect(renderTexts).toHaveBeenLastCalledWith({ referenceId: REFERENCE_ID, contactPhone: '(773) 555-0199' });
  });
});

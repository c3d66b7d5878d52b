// The Documents on the customer's request page, from their call's answer alone: the office shows as
// the company (never a staff member's name), each kind in order with the newest version first and
// the older ones folded, downloads named with the document, the packet only when it can be had,
// what is missing, the empty state, a failed load, and axe finding nothing to fix.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatViewerDateTime } from '@shared/calendar-date';
import { stubNetwork, type Route } from '@/test-support/fake-network';
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

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDocuments(answer: Route) {
  const network = stubNetwork({ [CUSTOMER_ROUTE]: answer });
  // The page's section gives the heading over it (customer-portal's request-documents.tsx).
  const view = renderWithApp(
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      <CustomerDocuments referenceId={REFERENCE_ID} />
    </section>,
  );
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return { ...view, network, section: screen.getByRole('region', { name: 'Documents' }) };
}

const itemsOf = (list: HTMLElement) => [...list.children].filter((child) => child.tagName === 'LI');
const shownVersions = (name: string) => itemsOf(screen.getByRole('list', { name }));

describe("the customer's documents", () => {
  it('show the office as the company, each kind newest first, older versions folded', async () => {
    const { network } = await openDocuments({ status: 200, body: forCustomer(documentsList()) });
    expect(network.requests.map((request) => request.url)).toEqual([`/api/account/requests/${REFERENCE_ID}/documents`]);

    const headings = within(screen.getByRole('list', { name: 'Documents' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Invoice', 'Bill of lading', 'Proof of delivery', 'Rate confirmation', 'Lumper and scale receipts']);

    const invoice = shownVersions('Invoice')[0]!;
    expect(invoice.textContent).toContain(`Made by ${TEST_COMPANY.name} on ${formatViewerDateTime(AT.invoiced, 'en')}`);
    expect(document.body.textContent).not.toContain('Dana Reyes');
    // What the company made on its own shows as the company too.
    expect(shownVersions('Rate confirmation')[0]!.textContent).toContain(`Made by ${TEST_COMPANY.name} on`);

    const bol = shownVersions('Bill of lading');
    expect(bol.map((item) => item.textContent)).toEqual([expect.stringContaining('Version 3Signed')]);
    expect(
      within(screen.getByRole('list', { name: 'Signatures on bill of lading version 3' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Signed by Sam Ortiz as shipper on ${formatViewerDateTime(AT.pickupSigned, 'en')}`,
      `Signed by Luis as carrier on ${formatViewerDateTime(AT.pickupSigned, 'en')}`,
    ]);
    const fold = screen.getByText('Earlier versions (2)', { selector: 'summary' }).closest('details')!;
    expect(fold.open).toBe(false);
    expect(
      itemsOf(within(fold).getByRole('list', { name: 'Earlier versions of the bill of lading' })).map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Version 2Replaced'), expect.stringContaining('Version 1Replaced')]);
  });

  it('show their own upload as theirs, accepted by the company', async () => {
    await openDocuments({ status: 200, body: acceptedUpload('customer') });
    expect(shownVersions('Rate confirmation')[0]!.textContent).toContain(`AcceptedMade by you on ${formatViewerDateTime(AT.rate1, 'en')}`);
    expect(screen.getByRole('list', { name: 'Signatures on rate confirmation version 1' }).textContent).toBe(
      `Accepted by ${TEST_COMPANY.name} on ${formatViewerDateTime(AT.rate2, 'en')}`,
    );
  });

  it("download from the customer's own paths, named with the document", async () => {
    await openDocuments({ status: 200, body: forCustomer(documentsList()) });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Download bill of lading version 3 (PDF, 2 pages)')).toBe(`/api/account/requests/${REFERENCE_ID}/documents/bol/3`);
    expect(href('Download proof of delivery version 1 (PDF, 3 pages)')).toBe(
      `/api/account/requests/${REFERENCE_ID}/documents/proof-of-delivery/1`,
    );
    expect(href('Download receipt Scale ticket $12.50 (PDF, 1 page)')).toBe(`/api/account/requests/${REFERENCE_ID}/documents/receipt/2`);
    expect(href('Download packet (PDF)')).toBe(`/api/account/requests/${REFERENCE_ID}/documents/packet`);
    expect(screen.getByRole('group', { name: 'Packet' }).textContent).toContain(
      'Includes the invoice, bill of lading, proof of delivery, rate confirmation, and lumper and scale receipts.',
    );
  });

  it('offer no packet before it can be had, and say what is missing', async () => {
    const list = forCustomer(
      documentsList({ packet: { available: false, includes: [], downloadPath: null }, missing: ['invoice', 'proof_of_delivery'] }),
    );
    await openDocuments({ status: 200, body: list });
    const packet = screen.getByRole('group', { name: 'Packet' });
    expect(within(packet).queryByRole('link')).toBeNull();
    expect(itemsOf(within(packet).getByRole('list', { name: 'Still missing' })).map((item) => item.textContent)).toEqual([
      'No invoice sent yet',
      'Not delivered yet',
    ]);
  });

  it('say when there is nothing yet', async () => {
    const { section } = await openDocuments({ status: 200, body: NOTHING_YET });
    expect(section.textContent).toContain('No documents yet');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('say so when they cannot be loaded, and read them again on Try again', async () => {
    let calls = 0;
    const { user } = await openDocuments(() => {
      calls += 1;
      return calls === 1 ? 'network-error' : { status: 200, body: NOTHING_YET };
    });
    expect(screen.getByRole('alert').textContent).toContain('We could not load the documents.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No documents yet')).toBeTruthy();
  });

  it('have no axe violations', async () => {
    const { user } = await openDocuments({ status: 200, body: forCustomer(documentsList()) });
    await expectNoAxeViolations('folded');
    await user.click(screen.getByText('Earlier versions (2)'));
    await expectNoAxeViolations('earlier versions open');
  });
});

async function expectNoAxeViolations(state: string) {
  // Contrast needs a real browser's layout and colours; every other WCAG A/AA rule runs here.
  const results = await axe.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map((violation) => `${state}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
}

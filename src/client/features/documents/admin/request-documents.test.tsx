// A request's Documents in the back office, from the server's answer alone: each kind in the
// packet's order with its newest version first and the older ones folded, states in words, staff
// named, signatures, downloads named with their document, the packet only when it can be had,
// what is missing, the empty state, a failed load, and axe finding nothing to fix.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@shared/calendar-date';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { acceptedUpload, AT, documentsList, NOTHING_YET, OFFICE_ROUTE, REQUEST_ID } from '../test-support/documents-fixtures';
import { RequestDocuments } from './request-documents';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDocuments(answer: Parameters<typeof stubNetwork>[0][string]) {
  const network = stubNetwork({ [OFFICE_ROUTE]: answer });
  const view = renderWithApp(<RequestDocuments requestId={REQUEST_ID} />);
  const section = await screen.findByRole('region', { name: 'Documents' });
  await waitFor(() => expect(within(section).queryByText('Loading documents...')).toBeNull());
  return { ...view, network, section };
}

/** The items of a list, not those of the lists inside them (a version's signatures). */
const itemsOf = (list: HTMLElement) => [...list.children].filter((child) => child.tagName === 'LI');
/** A kind's shown versions: the list its heading names. */
const shownVersions = (name: string) => itemsOf(screen.getByRole('list', { name }));

describe("a request's documents in the back office", () => {
  it('list the kinds in the packet order, each newest first, older versions folded', async () => {
    const { user } = await openDocuments({ status: 200, body: documentsList() });
    const documents = await screen.findByRole('list', { name: 'Documents' });
    const headings = within(documents)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Invoice', 'Bill of lading', 'Proof of delivery', 'Rate confirmation', 'Lumper and scale receipts']);

    const bol = shownVersions('Bill of lading');
    expect(bol).toHaveLength(1);
    expect(bol[0]!.textContent).toContain('00123456700000421Version 3Signed');

    const fold = screen.getByText('Earlier versions (2)', { selector: 'summary' }).closest('details')!;
    expect(fold.open).toBe(false);
    const earlier = within(fold).getByRole('list', { name: 'Earlier versions of the bill of lading' });
    expect(itemsOf(earlier).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Version 2Replaced'),
      expect.stringContaining('Version 1Replaced'),
    ]);
    await user.click(screen.getByText('Earlier versions (2)'));
    expect(fold.open).toBe(true);

    // Receipts are separate papers: both show, newest first, none folded as replaced.
    expect(shownVersions('Lumper and scale receipts').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Lumper $150.00Accepted'),
      expect.stringContaining('Scale ticket $12.50Accepted'),
    ]);
    expect(screen.getAllByText(/^Earlier versions \(/)).toHaveLength(2);
  });

  it('say who made each version and when, staff by name, and each signature', async () => {
    await openDocuments({ status: 200, body: documentsList() });
    const invoice = shownVersions('Invoice')[0]!;
    expect(invoice.textContent).toContain(`Made by Dana Reyes on ${formatDateTime(AT.invoiced)}`);

    const bolSignatures = screen.getByRole('list', { name: 'Signatures on bill of lading version 3' });
    expect(
      within(bolSignatures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Signed by Sam Ortiz as shipper on ${formatDateTime(AT.pickupSigned)}`,
      `Signed by Luis as carrier on ${formatDateTime(AT.pickupSigned)}`,
    ]);
    expect(shownVersions('Proof of delivery')[0]!.textContent).toContain(`Made by Luis (driver) on ${formatDateTime(AT.delivered)}`);
    expect(shownVersions('Rate confirmation')[0]!.textContent).toContain(`Made automatically on ${formatDateTime(AT.rate2)}`);
  });

  it("say who uploaded a broker's own rate confirmation and who accepted it", async () => {
    await openDocuments({ status: 200, body: acceptedUpload('staff') });
    const upload = shownVersions('Rate confirmation')[0]!;
    expect(upload.textContent).toContain(`Made by pat@broker.example (customer) on ${formatDateTime(AT.rate1)}`);
    expect(screen.getByRole('list', { name: 'Signatures on rate confirmation version 1' }).textContent).toBe(
      `Accepted by Dana Reyes on ${formatDateTime(AT.rate2)}`,
    );
  });

  it('word every state', async () => {
    const states = ['issued', 'signed', 'uploaded', 'accepted', 'rejected', 'superseded', 'void'] as const;
    const base = documentsList();
    const template = base.documents.find((entry) => entry.kind === 'receipt')!.versions[0]!;
    const list = {
      ...base,
      documents: [
        { kind: 'receipt' as const, versions: states.map((state, index) => ({ ...template, label: `Receipt ${index}`, state })) },
      ],
    };
    await openDocuments({ status: 200, body: list });
    const words = shownVersions('Lumper and scale receipts').map((item) => item.querySelector('p')?.textContent);
    expect(words).toEqual([
      'Receipt 0Issued',
      'Receipt 1Signed',
      'Receipt 2Waiting for review',
      'Receipt 3Accepted',
      'Receipt 4Rejected',
      'Receipt 5Replaced',
      'Receipt 6Void',
    ]);
  });

  it('name each download with its document, its pages when known', async () => {
    await openDocuments({ status: 200, body: documentsList() });
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('Download bill of lading version 3 (PDF, 2 pages)')).toBe('/api/admin/service-requests/7/documents/bol/3');
    expect(link('Download bill of lading version 1 (PDF, 1 page)')).toBe('/api/admin/service-requests/7/documents/bol/1');
    expect(link('Download invoice version 1 (PDF, 1 page)')).toBe('/api/admin/service-requests/7/documents/invoice/1');
    expect(link('Download receipt Lumper $150.00 (PDF, 1 page)')).toBe('/api/admin/service-requests/7/documents/receipt/1');
    expect(link('Download rate confirmation version 2')).toBe('/api/admin/service-requests/7/documents/rate-confirmation/2');
    // A version with nothing to download has no link.
    expect(screen.queryByRole('link', { name: /rate confirmation version 1/ })).toBeNull();
  });

  it('offer the packet with what it holds when it can be had, and say what is missing', async () => {
    const { section, unmount } = await openDocuments({ status: 200, body: documentsList() });
    const packet = within(section).getByRole('group', { name: 'Packet' });
    expect(packet.textContent).toContain(
      'Includes the invoice, bill of lading, proof of delivery, rate confirmation, and lumper and scale receipts.',
    );
    expect(within(packet).getByRole('link', { name: 'Download packet (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/service-requests/7/documents/packet',
    );
    expect(within(packet).queryByRole('list', { name: 'Still missing' })).toBeNull();
    unmount();

    const notYet = documentsList({
      packet: { available: false, includes: [], downloadPath: null },
      missing: ['bill_of_lading', 'proof_of_delivery', 'rate_confirmation'],
    });
    await openDocuments({ status: 200, body: notYet });
    const waiting = screen.getByRole('group', { name: 'Packet' });
    expect(within(waiting).queryByRole('link')).toBeNull();
    expect(waiting.textContent).toContain('The packet can be downloaded once the invoice is sent.');
    expect(
      within(within(waiting).getByRole('list', { name: 'Still missing' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No signed bill of lading yet', 'Not delivered yet', 'No signed rate confirmation']);
  });

  it('say when there is nothing yet, with what the load still lacks', async () => {
    const { section } = await openDocuments({ status: 200, body: NOTHING_YET });
    await waitFor(() => expect(section.textContent).toContain('No documents yet'));
    expect(within(section).queryByRole('list', { name: 'Documents' })).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(
      within(within(section).getByRole('list', { name: 'Still missing' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No invoice sent yet', 'No signed bill of lading yet', 'Not delivered yet']);
  });

  it('say so when they cannot be loaded, and read them again on Try again', async () => {
    let calls = 0;
    const { user } = await openDocuments(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { error: 'Internal Server Error', code: 'api.status.500', message: 'Something went wrong.' } }
        : { status: 200, body: NOTHING_YET };
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the documents: Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No documents yet')).toBeTruthy();
  });

  it('have no axe violations, folded and open', async () => {
    const { user } = await openDocuments({ status: 200, body: documentsList() });
    await screen.findByRole('list', { name: 'Documents' });
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

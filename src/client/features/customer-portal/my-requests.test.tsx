// The signed-in customer's list: each request with its route, status, quote (and where it stands),
// invoice and payment, linking to the request; searched and paged on the server; an empty state
// with the way to a first request; and the contact preferences saved with a toast.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS } from '@shared/page-routes';
import { stubNetwork, type RecordedRequest, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { AccountPage } from './account-page';
import { CALLS, page, queryOf, signedInRoutes, summary } from './test-support/portal-answers';

beforeEach(() => window.history.replaceState(null, '', PAGE_PATHS.account));
afterEach(() => vi.unstubAllGlobals());

function openAccount(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  return { ...renderWithApp(<AccountPage />), network };
}

const quote = { validUntil: '2026-03-20', expired: false, response: null, respondedAt: null, declineReason: null } as const;

function itemOf(referenceId: string): HTMLElement {
  const item = screen.getByRole('link', { name: referenceId }).closest('li');
  if (!item) throw new Error(`No list item for ${referenceId}`);
  return item;
}

describe('My requests', () => {
  it('shows each request with its route, status, quote state, invoice and payment, and links to it', async () => {
    const requests = [
      summary({ referenceId: 'SR-AAAA-AAAA-AAAA-AAA1', quote: { ...quote, amount: '1250.00' } }),
      summary({
        referenceId: 'SR-AAAA-AAAA-AAAA-AAA2',
        status: 'delivered',
        quote: { ...quote, amount: '980.50', response: 'accepted', respondedAt: '2026-03-03T10:00:00.000Z' },
        invoiceAmount: '980.50',
        invoiceStatus: 'paid',
        paymentStatus: 'paid',
      }),
      summary({
        referenceId: 'SR-AAAA-AAAA-AAAA-AAA3',
        status: 'cancelled',
        quote: { ...quote, amount: '400.00', response: 'declined', respondedAt: '2026-03-03T10:00:00.000Z', declineReason: 'Too much' },
      }),
      summary({ referenceId: 'SR-AAAA-AAAA-AAAA-AAA4', quote: { ...quote, amount: '75.00', expired: true } }),
      summary({
        referenceId: 'SR-AAAA-AAAA-AAAA-AAA5',
        serviceType: 'carrier-sourcing',
        role: 'broker',
        // A broker's request names lanes, not one pickup and one delivery: the server sends no route.
        from: '',
        to: '',
      }),
    ];
    openAccount(signedInRoutes({ status: 200, body: page(requests) }));
    await screen.findByRole('link', { name: 'SR-AAAA-AAAA-AAAA-AAA1' });

    const list = screen.getByRole('list', { name: 'Your requests, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const first = itemOf('SR-AAAA-AAAA-AAAA-AAA1');
    expect(first.textContent).toContain('Full Truckload (TL)');
    // The arrow is drawn; a screen reader hears "to".
    expect(first.textContent).toContain('Detroit, MI →to Chicago, IL');
    expect(first.textContent).toContain('Received');
    expect(first.textContent).toContain('Quote: $1,250.00 — waiting for your answer');
    expect(first.textContent).toContain('Invoice: not sent yet');
    expect(first.textContent).toContain('Payment: Unpaid');
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`${PAGE_PATHS.accountRequest}?ref=SR-AAAA-AAAA-AAAA-AAA1`);

    const second = itemOf('SR-AAAA-AAAA-AAAA-AAA2');
    expect(second.textContent).toContain('Delivered');
    expect(second.textContent).toContain('Quote: $980.50 — accepted');
    expect(second.textContent).toContain('Invoice: $980.50 — paid');
    expect(second.textContent).toContain('Payment: Paid');
    expect(itemOf('SR-AAAA-AAAA-AAAA-AAA3').textContent).toContain('Quote: $400.00 — declined');
    expect(itemOf('SR-AAAA-AAAA-AAAA-AAA4').textContent).toContain('Quote: $75.00 — expired');
    const fifth = itemOf('SR-AAAA-AAAA-AAAA-AAA5');
    expect(fifth.textContent).toContain('Quote: not yet');
    expect(fifth.textContent).toContain('No single route');
  });

  it('searches on the server once typing stops, starting again at page 1', async () => {
    const answer = (request: RecordedRequest) => {
      const { q = '', page: pageNumber = '1' } = queryOf(request.url);
      const referenceId = q ? 'SR-CHIC-AGOO-0000-0001' : `SR-PAGE-0000-0000-000${pageNumber}`;
      return { status: 200, body: page([summary({ referenceId })], q ? 1 : 25, Number(pageNumber)) };
    };
    const { user, network } = openAccount(signedInRoutes(answer));
    await screen.findByRole('link', { name: 'SR-PAGE-0000-0000-0001' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'SR-PAGE-0000-0000-0002' });

    await user.type(screen.getByLabelText('Search your requests'), 'Chicago');
    await screen.findByRole('link', { name: 'SR-CHIC-AGOO-0000-0001' });
    // One request for the whole word, not one per key; and from the first page.
    expect(network.requestsTo(CALLS.requests).map((request) => queryOf(request.url))).toEqual([{}, { page: '2' }, { q: 'Chicago' }]);
    expect(screen.queryByRole('navigation', { name: 'Pages of your requests' })).toBeNull();
  });

  it('pages with Previous and Next, saying which page of how many', async () => {
    const answer = (request: RecordedRequest) => {
      const pageNumber = Number(queryOf(request.url).page ?? '1');
      return { status: 200, body: page([summary({ referenceId: `SR-PAGE-0000-0000-000${pageNumber}` })], 25, pageNumber) };
    };
    const { user, network } = openAccount(signedInRoutes(answer));
    const pager = await screen.findByRole('navigation', { name: 'Pages of your requests' });
    expect(pager.textContent).toContain('Page 1 of 3');
    expect(within(pager).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages of your requests' }).textContent).toContain('Page 2 of 3'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages of your requests' }).textContent).toContain('Page 3 of 3'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('link', { name: 'SR-PAGE-0000-0000-0002' });
    expect(network.requestsTo(CALLS.requests).map((request) => queryOf(request.url).page ?? '1')).toEqual(['1', '2', '3']);
  });

  it('says when there are no requests under the address yet, with the way to request service', async () => {
    openAccount(signedInRoutes({ status: 200, body: page([]) }));
    expect(await screen.findByText('No requests under this address yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Request service' }).getAttribute('href')).toBe(PAGE_PATHS.serviceRequest);
    expect(screen.queryByRole('list', { name: 'Your requests, newest first' })).toBeNull();
  });

  it('says why the list could not load, and tries again', async () => {
    let calls = 0;
    const { user } = openAccount(
      signedInRoutes(() =>
        calls++ === 0
          ? { status: 503, body: { error: 'Service Unavailable', message: 'Down for a moment.' } }
          : { status: 200, body: page([summary()]) },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your requests: Down for a moment.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'SR-7K3M-Q9XD-2HVB-N4TE' })).toBeDefined();
  });
});

describe('contact preferences', () => {
  it('shows the saved choice for each status and saves the new one, with a toast', async () => {
    const { user, network } = openAccount({
      ...signedInRoutes(),
      [CALLS.preferences]: { status: 200, body: { statusEmails: ['received', 'delivered', 'cancelled'] } },
      [CALLS.savePreferences]: (request) => ({ status: 200, body: request.body }),
    });
    const group = await screen.findByRole('group', { name: 'E-mail me when my request is:' });
    const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
      ['Received', true],
      ['In Progress', false],
      ['In Transit', false],
      ['Delivered', true],
      ['Cancelled', true],
    ]);

    await user.click(within(group).getByRole('checkbox', { name: 'In Transit' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Received' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() =>
      expect(shownToasts()).toEqual([['Preferences saved', 'We will e-mail you when a request is: In Transit, Delivered, Cancelled.']]),
    );
    expect(network.requestsTo(CALLS.savePreferences).map((request) => request.body)).toEqual([
      { statusEmails: ['in-transit', 'delivered', 'cancelled'] },
    ]);
  });

  it('says when saving failed, and keeps the choice on screen', async () => {
    const { user } = openAccount({
      ...signedInRoutes(),
      [CALLS.savePreferences]: { status: 400, body: { error: 'Bad Request', message: 'That is not a status.' } },
    });
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Delivered' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(shownToasts()).toEqual([['Could not save your preferences', 'That is not a status.']]));
    expect(box.checked).toBe(false);
  });
});

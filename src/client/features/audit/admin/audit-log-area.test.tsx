// The Audit Log area as an owner uses it: the filters go to the address and to the API, a page at
// a time with the keyset cursor, Export CSV carries the same filters, and Back walks the views.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent, AuditLogPage } from '@shared/audit/audit';
import type { Team } from '@shared/team/team';
import { stubNetwork, type RecordedRequest, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { AuditLogArea } from './audit-log-area';

const EVENTS = 'GET /api/admin/audit-events';
const TEAM = 'GET /api/admin/team';

function auditEvent(id: number, changes: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    occurredAt: '2026-04-12T15:30:00.000Z',
    actorKind: 'member',
    actorAdminId: 3,
    actorLabel: 'dispatch@lakeshore.example',
    action: 'service_request.status_changed',
    recordType: 'service_request',
    recordId: String(100 + id),
    changes: { status: { before: 'received', after: 'in-progress' } },
    clientAddress: '203.0.113.9',
    requestId: `req-${id}`,
    ...changes,
  };
}

const TEAM_ANSWER: Team = {
  members: [
    {
      id: 1,
      email: 'owner@lakeshore.example',
      role: 'owner',
      twoFactorEnabled: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      disabledAt: null,
      lastActiveAt: null,
    },
    {
      id: 3,
      email: 'dispatch@lakeshore.example',
      role: 'operations',
      twoFactorEnabled: false,
      createdAt: '2026-02-01T00:00:00.000Z',
      disabledAt: null,
      lastActiveAt: null,
    },
  ],
  invites: [],
};

/** The query the page asked the API for, as a plain object. */
function queryOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URL(request.url, window.location.href).searchParams);
}

/** Two pages: the newest (ids 3, 2) with a cursor to the older one (id 1). */
const TWO_PAGES: Route = (request) => {
  const page: AuditLogPage =
    queryOf(request).before === 'cursor-2'
      ? { items: [auditEvent(1, { action: 'payment.refunded', recordType: 'payment' })], nextCursor: null }
      : { items: [auditEvent(3), auditEvent(2)], nextCursor: 'cursor-2' };
  return { status: 200, body: page };
};

function stubAuditLog(events: Route = TWO_PAGES, team: Route = { status: 200, body: TEAM_ANSWER }) {
  return stubNetwork({ [EVENTS]: events, [TEAM]: team });
}

const table = () => screen.getByRole('table', { name: 'Audit events, newest first' });
const rowsText = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const address = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/audit-log');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Audit Log area', () => {
  it('shows each event: when, who, action, record, what changed, address and request ID', async () => {
    stubAuditLog({
      status: 200,
      body: {
        items: [
          auditEvent(2),
          auditEvent(1, {
            actorKind: 'customer',
            actorAdminId: null,
            actorLabel: 'customer',
            action: 'payment.reported',
            recordType: 'payment',
            recordId: 'pay_1',
            changes: { amount: { before: null, after: '210.00' } },
            clientAddress: null,
            requestId: null,
          }),
        ],
        nextCursor: null,
      },
    });
    renderWithApp(<AuditLogArea />);

    await screen.findByRole('table');
    const [member, customer] = rowsText();
    expect(member?.slice(1)).toEqual([
      'dispatch@lakeshore.example',
      'Request status changed',
      'Service request 102',
      'status: received → in-progress',
      // The address and the request ID share a column, one line each: the columns keep their widths at 1280 px.
      '203.0.113.9req-2',
    ]);
    expect(customer?.slice(1)).toEqual(['Customer', 'Transfer reported', 'Payment pay_1', 'amount: 210.00', '—']);
    // Local time on screen, the stored UTC moment in its title.
    const time = table().querySelector('time');
    expect(time?.getAttribute('title')).toBe('2026-04-12 15:30:00 UTC');
    expect(time?.getAttribute('datetime')).toBe('2026-04-12T15:30:00.000Z');
    // The phone layout carries the same events as cards.
    const cards = [...screen.getByRole('list', { name: 'Audit events' }).children];
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('dispatch@lakeshore.example'),
      expect.stringContaining('CustomerPayment pay_1amount: 210.00'),
    ]);
  });

  it('sends the applied filters to the address, the API and Export CSV', async () => {
    const network = stubAuditLog();
    const { user } = renderWithApp(<AuditLogArea />);
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'dispatch@lakeshore.example' });

    await user.selectOptions(screen.getByLabelText('Who'), 'dispatch@lakeshore.example');
    await user.selectOptions(screen.getByLabelText('Action'), 'Refund');
    await user.selectOptions(screen.getByLabelText('Record type'), 'Payment');
    await user.type(screen.getByLabelText('Record ID'), ' pay_9 ');
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-04-30' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const expected = {
      actorAdminId: '3',
      action: 'payment.refunded',
      recordType: 'payment',
      recordId: 'pay_9',
      from: '2026-04-01',
      to: '2026-04-30',
    };
    await waitFor(() => expect(Object.fromEntries(address())).toEqual(expected));
    await waitFor(() => expect(queryOf(network.requestsTo(EVENTS).at(-1)!)).toEqual(expected));
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    const exportUrl = new URL(exportLink.getAttribute('href') ?? '', window.location.href);
    expect(exportUrl.pathname).toBe('/api/admin/audit-events/export');
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual(expected);
    expect(exportLink.hasAttribute('download')).toBe(true);
  });

  it('reads its filters from a bookmarked address, and Clear shows everything again', async () => {
    window.history.replaceState(null, '', '/admin/audit-log?actorKind=system&action=payment.received&from=2026-04-01&bogus=1');
    const network = stubAuditLog();
    const { user } = renderWithApp(<AuditLogArea />);
    await screen.findByRole('table');

    expect(queryOf(network.requestsTo(EVENTS)[0]!)).toEqual({ actorKind: 'system', action: 'payment.received', from: '2026-04-01' });
    expect(screen.getByLabelText<HTMLSelectElement>('Who').value).toBe('kind:system');
    expect(screen.getByLabelText<HTMLSelectElement>('Action').value).toBe('payment.received');
    expect(screen.getByLabelText<HTMLInputElement>('From (UTC)').value).toBe('2026-04-01');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(queryOf(network.requestsTo(EVENTS).at(-1)!)).toEqual({}));
    expect(screen.getByLabelText<HTMLSelectElement>('Action').value).toBe('');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/audit-events/export');
  });

  it('leaves out an address value the API would refuse', async () => {
    window.history.replaceState(null, '', '/admin/audit-log?action=admin.made_up&from=2026-13-45&recordType=payment&recordId=pay_2');
    const network = stubAuditLog();
    renderWithApp(<AuditLogArea />);
    await screen.findByRole('table');
    expect(queryOf(network.requestsTo(EVENTS)[0]!)).toEqual({ recordType: 'payment', recordId: 'pay_2' });
  });

  it('pages to older events with the cursor, back to the newest, and Back returns to the page before', async () => {
    window.history.replaceState(null, '', '/admin/audit-log?action=payment.refunded');
    const network = stubAuditLog();
    const { user } = renderWithApp(<AuditLogArea />);
    await screen.findByRole('table');
    expect(rowsText()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Newest' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Older events' }));
    await waitFor(() => expect(rowsText()).toHaveLength(1));
    expect(queryOf(network.requestsTo(EVENTS).at(-1)!)).toEqual({ action: 'payment.refunded', before: 'cursor-2' });
    expect(Object.fromEntries(address())).toEqual({ action: 'payment.refunded', before: 'cursor-2' });
    // The last page: nothing older, but the newest are a click away.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Older events' }).disabled).toBe(true);
    // The export is of everything the filters match, not of a page.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit-events/export?action=payment.refunded',
    );

    await user.click(screen.getByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(rowsText()).toHaveLength(2));
    expect(Object.fromEntries(address())).toEqual({ action: 'payment.refunded' });

    window.history.back();
    await waitFor(() => expect(address().get('before')).toBe('cursor-2'));
    await waitFor(() => expect(rowsText()).toHaveLength(1));
  });

  it('refuses a backwards date range without asking the server', async () => {
    const network = stubAuditLog();
    const { user } = renderWithApp(<AuditLogArea />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date.');
    expect(window.location.search).toBe('');
    expect(network.requestsTo(EVENTS)).toHaveLength(1);
  });

  it('lets the owner type a member ID when the team list cannot be loaded', async () => {
    stubAuditLog(TWO_PAGES, { status: 500, body: { error: 'Internal Server Error', message: 'Something went wrong.' } });
    const { user } = renderWithApp(<AuditLogArea />);
    const memberId = await screen.findByLabelText('Member ID');
    expect(screen.getByText(/The team list could not be loaded/)).toBeTruthy();

    await user.type(memberId, 'twelve');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe("A member's ID is a whole number, like 12.");

    await user.clear(memberId);
    await user.type(memberId, '12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ actorAdminId: '12' }));
  });

  it('says when nothing matches, and why the log could not be loaded', async () => {
    window.history.replaceState(null, '', '/admin/audit-log?action=admin.disabled');
    stubAuditLog({ status: 200, body: { items: [], nextCursor: null } });
    renderWithApp(<AuditLogArea />);
    expect(await screen.findByText('No events match these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s reason when a page cannot be loaded', async () => {
    stubAuditLog({ status: 403, body: { error: 'Forbidden', message: 'Your role does not allow this.' } });
    renderWithApp(<AuditLogArea />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the audit log: Your role does not allow this.');
  });
});

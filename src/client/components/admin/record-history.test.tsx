// A record's history: its events newest first (who, when, what, what changed), older ones on
// "Show older" with the page's cursor, and what it says when there is nothing or it cannot load.
import { screen, waitFor, within } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin/admin-auth';
import type { AuditEvent, AuditLogPage } from '@shared/audit/audit';
import { ADMIN_SESSION_KEY } from '@/lib/admin/admin-query-keys';
import { stubNetwork, type RecordedRequest } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { RecordHistory } from './record-history';

const REQUEST_HISTORY = 'GET /api/admin/service-requests/7/history';

function auditEvent(id: number, changes: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    occurredAt: '2026-04-12T15:30:00.000Z',
    actorKind: 'member',
    actorAdminId: 3,
    actorLabel: 'dispatch@lakeshore.example',
    action: 'service_request.status_changed',
    recordType: 'service_request',
    recordId: '7',
    changes: { status: { before: 'received', after: 'in-progress' }, notesAdded: { before: null, after: true } },
    clientAddress: '203.0.113.9',
    requestId: `req-${id}`,
    ...changes,
  };
}

const before = (request: RecordedRequest) => new URL(request.url, window.location.href).searchParams.get('before');

/** The history's entries as read: each line of each entry. */
function entries(): string[][] {
  const list = screen.getByRole('list', { name: 'History' });
  return [...list.children].map((entry) => [...entry.querySelectorAll('p, li')].map((line) => line.textContent ?? ''));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a record’s history', () => {
  it('lists its events newest first, and loads older ones with the cursor', async () => {
    const network = stubNetwork({
      [REQUEST_HISTORY]: (request) => {
        const page: AuditLogPage =
          before(request) === 'cursor-2'
            ? {
                items: [
                  auditEvent(1, {
                    action: 'service_request.submitted',
                    actorKind: 'customer',
                    actorLabel: 'customer',
                    actorAdminId: null,
                    changes: {},
                  }),
                ],
                nextCursor: null,
              }
            : {
                items: [
                  auditEvent(3, { action: 'service_request.quote_set', changes: { quote: { before: '1100.00', after: '1250.00' } } }),
                  auditEvent(2),
                ],
                nextCursor: 'cursor-2',
              };
        return { status: 200, body: page };
      },
    });
    const { user } = renderWithApp(<RecordHistory recordType="service_request" recordId={7} />);

    await screen.findByRole('list', { name: 'History' });
    expect(entries()).toEqual([
      ['Quote set', expect.stringContaining(' · dispatch@lakeshore.example'), 'quote: 1100.00 → 1250.00'],
      [
        'Request status changed',
        expect.stringContaining(' · dispatch@lakeshore.example'),
        'status: received → in-progress',
        'notesAdded: yes',
      ],
    ]);
    expect(screen.getByRole('list', { name: 'History' }).querySelector('time')?.getAttribute('title')).toBe('2026-04-12 15:30:00 UTC');
    expect(network.requestsTo(REQUEST_HISTORY).map(before)).toEqual([null]);

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[2]).toEqual(['Request submitted', expect.stringMatching(/ · Customer$/)]);
    expect(network.requestsTo(REQUEST_HISTORY).map(before)).toEqual([null, 'cursor-2']);
    // The last page: nothing older to show.
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('reads a payment’s history from its own address', async () => {
    const path = 'GET /api/admin/payments/0b9c6f3e-2d7a-4a51-9f0e-1c2d3e4f5a6b/history';
    stubNetwork({
      [path]: {
        status: 200,
        body: {
          items: [
            auditEvent(5, { action: 'payment.refunded', recordType: 'refund', changes: { amount: { before: null, after: '50.00' } } }),
          ],
          nextCursor: null,
        },
      },
    });
    renderWithApp(<RecordHistory recordType="payment" recordId="0b9c6f3e-2d7a-4a51-9f0e-1c2d3e4f5a6b" />);
    await screen.findByRole('list', { name: 'History' });
    expect(entries()).toEqual([['Refund', expect.stringContaining('dispatch@lakeshore.example'), 'amount: 50.00']]);
  });

  it('says when nothing is recorded yet', async () => {
    stubNetwork({ 'GET /api/admin/driver-applications/4/history': { status: 200, body: { items: [], nextCursor: null } } });
    renderWithApp(<RecordHistory recordType="driver_application" recordId={4} />);
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });

  it('says why it could not be loaded', async () => {
    stubNetwork({ [REQUEST_HISTORY]: { status: 404, body: { error: 'Not Found', message: 'No such service request.' } } });
    renderWithApp(<RecordHistory recordType="service_request" recordId={7} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load the history: No such service request.');
    expect(within(alert.closest('section')!).getByRole('heading', { name: 'History' })).toBeTruthy();
  });

  it('is not shown, nor asked for, to a role that may not read that record', async () => {
    const network = stubNetwork({});
    const session: AdminSession = {
      email: 'recruiter@lakeshore.example',
      username: 'recruiter@lakeshore.example',
      role: 'recruiting',
      twoFactorEnabled: true,
      twoFactorRequired: false,
    };
    const { container } = renderWithApp(<SessionOf session={session} />);
    await waitFor(() => expect(screen.getByTestId('session-ready')).toBeTruthy());
    expect(container.querySelector('section')).toBeNull();
    expect(network.requests).toEqual([]);
  });
});

/** The dashboard's loaded session, as the frame leaves it in the cache before any area renders. */
function SessionOf({ session }: { session: AdminSession }) {
  const client = useQueryClient();
  // Once, before the history renders below: the session is there before any area asks.
  useState(() => client.setQueryData(ADMIN_SESSION_KEY, session));
  return (
    <>
      <span data-testid="session-ready" />
      <RecordHistory recordType="payment" recordId="pay_1" />
    </>
  );
}

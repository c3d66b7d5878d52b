// The office's "Tracking and delivery contact" in a request's View dialog (issue 40): the links
// listed with who made them, one made and shown with Copy, one revoked, the consignee saved.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingLinkList, TrackingLinkSummary } from '@shared/tracking-links/tracking-links';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { TrackingLinksSection } from './tracking-links-section';

const BASE = '/api/admin/service-requests/42';
const link = (id: number, overrides: Partial<TrackingLinkSummary> = {}): TrackingLinkSummary => ({
  id,
  url: `https://freight.example/t/${'a'.repeat(42)}${id}`,
  madeBy: 'system',
  createdAt: '2026-03-02T15:04:00.000Z',
  expiresAt: null,
  revokedAt: null,
  state: 'active',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the office’s tracking links', () => {
  it('lists, makes, revokes, and saves the delivery contact', async () => {
    let list: TrackingLinkList = { links: [link(1)], canMake: true };
    const network = stubNetwork({
      [`GET ${BASE}/consignee`]: {
        status: 200,
        body: { consignee: { name: 'Rosa Delgado', email: 'rosa@dock.example', language: 'es', updatedAt: '2026-03-02T15:00:00.000Z' } },
      },
      [`PUT ${BASE}/consignee`]: (request) => ({
        status: 200,
        body: { consignee: { ...(request.body as object), email: null, updatedAt: '2026-03-02T16:00:00.000Z' } },
      }),
      [`GET ${BASE}/tracking-links`]: () => ({ status: 200, body: list }),
      [`POST ${BASE}/tracking-links`]: () => {
        list = { ...list, links: [link(2, { madeBy: 'office' }), ...list.links] };
        return { status: 201, body: link(2, { madeBy: 'office' }) };
      },
      [`DELETE ${BASE}/tracking-links/1`]: () => {
        list = {
          ...list,
          links: list.links.map((row) =>
            row.id === 1 ? { ...row, state: 'revoked' as const, revokedAt: '2026-03-02T17:00:00.000Z' } : row,
          ),
        };
        return { status: 200, body: link(1, { state: 'revoked' }) };
      },
    });
    const { user } = renderWithApp(<TrackingLinksSection requestId={42} />);
    const links = await screen.findByRole('list', { name: 'Tracking links' });
    expect(within(links).getByText(/Made by dispatch \(mailed to the consignee\)/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Consignee name').value).toBe('Rosa Delgado');

    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    expect((await screen.findByLabelText<HTMLInputElement>('New tracking link')).value).toBe(link(2).url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tracking links' })).getAllByRole('listitem')).toHaveLength(2));
    const first = within(screen.getByRole('list', { name: 'Tracking links' })).getAllByRole('listitem')[1]!;
    await user.click(within(first).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(network.requestsTo(`DELETE ${BASE}/tracking-links/1`)).toHaveLength(1));
    await screen.findByText('Revoked');

    await user.clear(screen.getByLabelText('Consignee e-mail (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save delivery contact' }));
    await waitFor(() => expect(network.requestsTo(`PUT ${BASE}/consignee`)).toHaveLength(1));
    expect(network.requestsTo(`PUT ${BASE}/consignee`)[0]?.body).toEqual({ name: 'Rosa Delgado', email: '', language: 'es' });
  });
});

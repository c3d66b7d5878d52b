// The customer's "Tracking and delivery contact" section (issue 40), in Spanish: the delivery
// contact saved, a link made and shown with its Copy button, one revoked. The network is stubbed at fetch.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsigneeAnswer, TrackingLinkList, TrackingLinkSummary } from '@shared/tracking-links/tracking-links';
import { stubNetwork } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { TrackingSection } from './tracking-section';

const REF = 'SR-7K3M-Q9XD-2HVB-N4TE';
const BASE = `/api/account/requests/${REF}`;
const URL_OF = (n: number) => `https://freight.example/t/${String(n).repeat(43).slice(0, 43)}`;

function link(id: number, overrides: Partial<TrackingLinkSummary> = {}): TrackingLinkSummary {
  return {
    id,
    url: URL_OF(id),
    madeBy: 'customer',
    createdAt: '2026-03-02T15:04:00.000Z',
    expiresAt: null,
    revokedAt: null,
    state: 'active',
    ...overrides,
  };
}

beforeEach(() => inLanguage('es'));
afterEach(() => vi.unstubAllGlobals());

describe('the tracking section in Spanish', () => {
  it('saves the delivery contact, makes a link with a Copy button, and revokes one', async () => {
    let links: TrackingLinkList = { links: [link(1, { madeBy: 'system' })], canMake: true };
    const network = stubNetwork({
      [`GET ${BASE}/consignee`]: { status: 200, body: { consignee: null } satisfies ConsigneeAnswer },
      [`PUT ${BASE}/consignee`]: (request) => ({
        status: 200,
        body: { consignee: { ...(request.body as { name: string; language: 'es' }), email: null, updatedAt: '2026-03-02T16:00:00.000Z' } },
      }),
      [`GET ${BASE}/tracking-links`]: () => ({ status: 200, body: links }),
      [`POST ${BASE}/tracking-links`]: () => {
        links = { ...links, links: [link(2), ...links.links] };
        return { status: 201, body: link(2) };
      },
      [`DELETE ${BASE}/tracking-links/1`]: () => {
        links = { ...links, links: links.links.map((row) => (row.id === 1 ? { ...row, state: 'revoked' as const } : row)) };
        return { status: 200, body: link(1, { state: 'revoked' }) };
      },
    });
    const { user } = renderWithApp(<TrackingSection referenceId={REF} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Seguimiento y contacto de entrega' })).toBeTruthy();

    await user.type(await screen.findByLabelText('Nombre'), 'Rosa Delgado');
    await user.selectOptions(screen.getByLabelText('Idioma'), 'es');
    await user.click(screen.getByRole('button', { name: 'Guardar contacto de entrega' }));
    await waitFor(() => expect(network.requestsTo(`PUT ${BASE}/consignee`)).toHaveLength(1));
    expect(network.requestsTo(`PUT ${BASE}/consignee`)[0]?.body).toEqual({ name: 'Rosa Delgado', email: '', language: 'es' });

    const list = await screen.findByRole('list', { name: 'Enlaces de seguimiento' });
    expect(within(list).getByText(/Creado por enviado al despachar/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crear un enlace' }));
    const made = await screen.findByLabelText('Su nuevo enlace: compártalo con quien espera la carga');
    expect((made as HTMLInputElement).value).toBe(URL_OF(2));
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();

    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Enlaces de seguimiento' })).getAllByRole('listitem')).toHaveLength(2),
    );
    const first = within(screen.getByRole('list', { name: 'Enlaces de seguimiento' })).getAllByRole('listitem')[1]!;
    await user.click(within(first).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(network.requestsTo(`DELETE ${BASE}/tracking-links/1`)).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Enlaces de seguimiento' })).getByText('Desactivado')).toBeTruthy());
  });

  it('offers no new link on a cancelled request', async () => {
    stubNetwork({
      [`GET ${BASE}/consignee`]: { status: 200, body: { consignee: null } },
      [`GET ${BASE}/tracking-links`]: { status: 200, body: { links: [link(1, { state: 'expired' })], canMake: false } },
    });
    renderWithApp(<TrackingSection referenceId={REF} />);
    expect(await screen.findByText('Caducado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear un enlace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revocar' })).toBeNull();
  });
});

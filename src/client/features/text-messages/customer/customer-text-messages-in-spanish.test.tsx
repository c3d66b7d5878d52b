// The customer's Text messages section in Spanish: the heading, the cards, the moments, the
// consent's exact Spanish words, the page's own errors and the "not available" sentence.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerTextsPath } from '@shared/text-messages/text-messages';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { REFERENCE_ID, subscription, textsOfRequest } from '../test-support/texts-fixtures';
import { CustomerTextMessages } from './customer-text-messages';

const GET = `GET ${customerTextsPath(REFERENCE_ID)}`;
const PUT_CUSTOMER = `PUT ${customerTextsPath(REFERENCE_ID)}/customer`;
const CONSENT =
  'Acepto recibir mensajes de texto de Lakeshore Freight sobre esta carga en este número, en los momentos elegidos. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos y HELP para obtener ayuda.';

beforeEach(() => inLanguage('es'));
afterEach(() => vi.unstubAllGlobals());

function open(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  return { ...renderWithApp(<CustomerTextMessages referenceId={REFERENCE_ID} contactPhone="(312) 555-0123" />), network };
}

describe("the customer's text messages, in Spanish", () => {
  it('say that texts are not available', async () => {
    open({ [GET]: { status: 200, body: textsOfRequest({ available: false }) } });
    const section = await screen.findByRole('region', { name: 'Mensajes de texto' });
    await waitFor(() => expect(section.textContent).toBe('Mensajes de textoLos mensajes de texto no están disponibles.'));
  });

  it('label the cards, the moments and the consent in Spanish, and refuse in Spanish', async () => {
    const { user, network } = open({
      [GET]: { status: 200, body: textsOfRequest({ consignee: subscription({ subscriber: 'consignee', optedOut: true }) }) },
    });
    const me = await screen.findByRole('form', { name: 'Yo' });
    const consignee = screen.getByRole('form', { name: 'Contacto de entrega' });
    expect(within(me).getByRole('textbox', { name: 'Número de celular' })).toHaveProperty('value', '(312) 555-0123');
    const moments = within(me).getByRole('group', { name: 'Enviar un texto cuando' });
    expect(
      within(moments)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([
      'Se despacha la carga (con el enlace de seguimiento)',
      'Se recoge la carga',
      'El camión está por llegar',
      'Se entrega la carga',
      'Hay un retraso',
    ]);
    expect(within(me).getByRole('checkbox', { name: CONSENT })).toBeDefined();
    expect(consignee.textContent).toContain('Los textos se envían al (312) 555-0123.');
    expect(consignee.textContent).toContain('Este número respondió STOP: no se le envían textos hasta que responda START.');
    expect(within(consignee).getByRole('button', { name: 'Dejar de enviar textos' })).toBeDefined();

    await user.click(within(me).getByRole('button', { name: 'Guardar' }));
    const consent = within(me).getByRole('checkbox', { name: CONSENT });
    expect(document.getElementById(consent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Marque la casilla para aceptar los textos.',
    );
    expect(network.requestsTo(PUT_CUSTOMER)).toEqual([]);
  });
});

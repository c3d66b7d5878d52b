// The customer's Text messages section: one sentence when texts are off; the two cards with every
// moment ticked and the request's phone offered; Save sends exactly what was chosen; nothing is sent
// without the consent; the server's field errors under their fields; STOP shown; Stop texts.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerTextsPath } from '@shared/text-messages/text-messages';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { REFERENCE_ID, subscription, textsOfRequest } from '../test-support/texts-fixtures';
import { CustomerTextMessages } from './customer-text-messages';

const GET = `GET ${customerTextsPath(REFERENCE_ID)}`;
const PUT_CUSTOMER = `PUT ${customerTextsPath(REFERENCE_ID)}/customer`;
const PUT_CONSIGNEE = `PUT ${customerTextsPath(REFERENCE_ID)}/consignee`;
const DELETE_CUSTOMER = `DELETE ${customerTextsPath(REFERENCE_ID)}/customer`;
const CONSENT =
  'I agree to receive text messages about this load from Lakeshore Freight at this number, at the moments chosen. Message and data rates may apply. Reply STOP to stop, HELP for help.';

afterEach(() => vi.unstubAllGlobals());

function open(routes: Record<string, Route>, contactPhone: string | undefined = '3125550123') {
  const network = stubNetwork(routes);
  return { ...renderWithApp(<CustomerTextMessages referenceId={REFERENCE_ID} contactPhone={contactPhone} />), network };
}

async function card(name: string) {
  return screen.findByRole('form', { name });
}

describe("the customer's text messages", () => {
  it('say only that texts are not available when no provider is set up', async () => {
    open({ [GET]: { status: 200, body: textsOfRequest({ available: false }) } });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    await waitFor(() => expect(section.textContent).toBe('Text messagesText messages are not available.'));
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it("offer both cards with every moment ticked, the request's phone on the customer's, and the consent's exact words unticked", async () => {
    open({ [GET]: { status: 200, body: textsOfRequest() } });
    const me = await card('Me');
    const consignee = await card('Delivery contact');
    expect(within(me).getByRole('textbox', { name: 'Mobile number' })).toHaveProperty('value', '(312) 555-0123');
    expect(within(consignee).getByRole('textbox', { name: 'Mobile number' })).toHaveProperty('value', '');
    const moments = within(me).getByRole('group', { name: 'Send a text when' });
    expect(
      within(moments)
        .getAllByRole('checkbox')
        .map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['The load is dispatched (with the tracking link)', true],
      ['The load is picked up', true],
      ['The truck is arriving soon', true],
      ['The load is delivered', true],
      ['There is a delay', true],
    ]);
    expect(within(me).getByRole('checkbox', { name: CONSENT })).toHaveProperty('checked', false);
    expect(within(consignee).getByRole('checkbox', { name: CONSENT })).toHaveProperty('checked', false);
    // Nothing saved yet: nothing to stop.
    expect(within(me).queryByRole('button', { name: 'Stop texts' })).toBeNull();
  });

  it('save the number as typed, the moments chosen in their order and the consent, then show what the server kept', async () => {
    let saved = false;
    const { user, network } = open({
      [GET]: () => ({
        status: 200,
        body: textsOfRequest({
          consignee: saved
            ? subscription({ subscriber: 'consignee', phone: '+17735550199', milestones: ['arriving_soon', 'delivered'] })
            : null,
        }),
      }),
      [PUT_CONSIGNEE]: () => {
        saved = true;
        return { status: 204 };
      },
    });
    const consignee = await card('Delivery contact');
    const phone = within(consignee).getByRole('textbox', { name: 'Mobile number' });
    await user.type(phone, '7735550199');
    // Formatted as typed.
    expect(phone).toHaveProperty('value', '(773) 555-0199');
    for (const moment of ['The load is dispatched (with the tracking link)', 'The load is picked up', 'There is a delay']) {
      await user.click(within(consignee).getByRole('checkbox', { name: moment }));
    }
    await user.click(within(consignee).getByRole('checkbox', { name: CONSENT }));
    await user.click(within(consignee).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.requestsTo(PUT_CONSIGNEE).map((request) => request.body)).toEqual([
        { phone: '(773) 555-0199', milestones: ['arriving_soon', 'delivered'], consent: true },
      ]),
    );
    expect(network.requestsTo(PUT_CUSTOMER)).toEqual([]);
    await waitFor(async () => expect((await card('Delivery contact')).textContent).toContain('Texts go to (773) 555-0199.'));
    expect(await screen.findByText('Texts saved for (773) 555-0199.')).toBeDefined();
    const after = await card('Delivery contact');
    expect(within(after).getByRole('checkbox', { name: 'The load is picked up' })).toHaveProperty('checked', false);
    expect(within(after).getByRole('checkbox', { name: 'The truck is arriving soon' })).toHaveProperty('checked', true);
    expect(within(after).getByRole('button', { name: 'Stop texts' })).toBeDefined();
    // Agreement is given again for the next change.
    expect(within(after).getByRole('checkbox', { name: CONSENT })).toHaveProperty('checked', false);
  });

  it('send nothing until the number, a moment and the consent are given, each error linked to its field and the focus on the first', async () => {
    const { user, network } = open({ [GET]: { status: 200, body: textsOfRequest() } }, '');
    const me = await card('Me');
    for (const box of within(within(me).getByRole('group', { name: 'Send a text when' })).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(me).getByRole('button', { name: 'Save' }));
    const phone = within(me).getByRole('textbox', { name: 'Mobile number' });
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = phone.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter a 10-digit US mobile number, like (312) 555-0123.',
    );
    const moments = within(me).getByRole('group', { name: 'Send a text when' });
    expect(document.getElementById(moments.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose at least one moment to be texted at.',
    );
    const consent = within(me).getByRole('checkbox', { name: CONSENT });
    expect(document.getElementById(consent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tick the box to agree to the texts.',
    );
    expect(network.requestsTo(PUT_CUSTOMER)).toEqual([]);

    // Only the consent left: the focus goes to it.
    await user.type(phone, '3125550123');
    await user.click(within(moments).getByRole('checkbox', { name: 'The load is delivered' }));
    await user.click(within(me).getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(consent);
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(network.requestsTo(PUT_CUSTOMER)).toEqual([]);
  });

  it("show the server's field errors under their fields, the focus on the first", async () => {
    const { user } = open({
      [GET]: { status: 200, body: textsOfRequest() },
      [PUT_CUSTOMER]: {
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'Some fields are not valid.',
          fieldErrors: { phone: 'This number is not a mobile number we can text.', milestones: 'Choose the moments again.' },
        },
      },
    });
    const me = await card('Me');
    await user.click(within(me).getByRole('checkbox', { name: CONSENT }));
    await user.click(within(me).getByRole('button', { name: 'Save' }));
    const phone = within(me).getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect((phone.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'This number is not a mobile number we can text.',
    );
    const moments = within(me).getByRole('group', { name: 'Send a text when' });
    expect(document.getElementById(moments.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose the moments again.');
    expect(document.activeElement).toBe(phone);
    // What was typed and ticked stays.
    expect(phone).toHaveProperty('value', '(312) 555-0123');
    expect(within(me).getByRole('checkbox', { name: CONSENT })).toHaveProperty('checked', true);
  });

  it('say why when the server refuses for no field (texts turned off meanwhile)', async () => {
    const { user } = open({
      [GET]: { status: 200, body: textsOfRequest() },
      [PUT_CUSTOMER]: { status: 409, body: { error: 'Conflict', message: 'Text messages are not available.' } },
    });
    const me = await card('Me');
    await user.click(within(me).getByRole('checkbox', { name: CONSENT }));
    await user.click(within(me).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(me).getByRole('alert').textContent).toBe('Text messages are not available.'));
  });

  it('show a number that replied STOP, and stop its texts', async () => {
    let stopped = false;
    const { user, network } = open({
      [GET]: () => ({ status: 200, body: textsOfRequest({ customer: stopped ? null : subscription({ optedOut: true }) }) }),
      [DELETE_CUSTOMER]: () => {
        stopped = true;
        return { status: 204 };
      },
    });
    const me = await card('Me');
    expect(me.textContent).toContain('Texts go to (312) 555-0123.');
    expect(me.textContent).toContain('This number replied STOP: no texts go to it until it replies START.');
    await user.click(within(me).getByRole('button', { name: 'Stop texts' }));
    await waitFor(() => expect(network.requestsTo(DELETE_CUSTOMER)).toHaveLength(1));
    await waitFor(async () => expect((await card('Me')).textContent).toContain('No texts go to this contact yet.'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Me' }));
    expect(await screen.findByText('No more texts go to (312) 555-0123.')).toBeDefined();
  });
});

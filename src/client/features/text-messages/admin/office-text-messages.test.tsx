// The office's Text messages section of a request: both subscriptions whole for staff, every text
// with its status (and its reason, error code or quiet-hours time), the number whole or as the
// server masked it, the body on demand; operations record a consent given by phone and stop texts;
// accounting reads the same without the editor; with texts off, no editor.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin/admin-auth';
import { formatDateTime } from '@shared/calendar-date';
import { officeTextsPath, type TextMessageView } from '@shared/text-messages/text-messages';
import { ADMIN_SESSION_KEY } from '@/lib/admin/admin-query-keys';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { subscription, textMessage, textsOfRequest } from '../test-support/texts-fixtures';
import { OfficeTextMessages } from './office-text-messages';

const GET = `GET ${officeTextsPath(7)}`;
const PUT_CONSIGNEE = `PUT ${officeTextsPath(7)}/consignee`;
const DELETE_CUSTOMER = `DELETE ${officeTextsPath(7)}/customer`;

afterEach(() => vi.unstubAllGlobals());

function asMember(role: AdminSession['role'], ui: ReactElement) {
  const session: AdminSession = {
    email: `${role}@lakeshore.example`,
    username: role,
    role,
    twoFactorEnabled: true,
    twoFactorRequired: false,
  };
  function WithSession() {
    const client = useQueryClient();
    useState(() => client.setQueryData(ADMIN_SESSION_KEY, session));
    return ui;
  }
  return renderWithApp(<WithSession />);
}

function open(routes: Record<string, Route>, role: AdminSession['role'] = 'operations') {
  const network = stubNetwork(routes);
  return { ...asMember(role, <OfficeTextMessages requestId={7} />), network };
}

const EVERY_STATUS: TextMessageView[] = [
  textMessage({ id: 1, status: 'delivered', kind: 'dispatched' }),
  textMessage({
    id: 2,
    status: 'sent',
    kind: 'picked_up',
    recipient: 'consignee',
    to: '+17735550199',
    language: 'es',
    body: 'Lakeshore Freight: su carga fue recogida.',
  }),
  textMessage({ id: 3, status: 'undelivered', errorCode: '30003', kind: 'delay' }),
  textMessage({ id: 4, status: 'failed', errorCode: '21211', kind: 'delay', recipient: 'consignee', to: '+17735550199' }),
  textMessage({ id: 5, status: 'suppressed', suppressionReason: 'opted_out', kind: 'arriving_soon' }),
  textMessage({ id: 6, status: 'suppressed', suppressionReason: 'number_limit', kind: 'delivered' }),
  textMessage({
    id: 7,
    status: 'queued',
    kind: 'picked_up',
    createdAt: '2026-12-03T04:00:00.000Z',
    sendAfter: '2026-12-03T14:00:00.000Z',
    sentAt: null,
    statusAt: null,
  }),
  textMessage({
    id: 8,
    status: 'sending',
    kind: 'load_assigned',
    recipient: 'driver',
    to: '(•••) •••-4567',
    body: 'Your sign-in link: [link]',
  }),
];

function rows(section: HTMLElement): string[] {
  return within(within(section).getByRole('list', { name: 'Texts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe("a request's text messages in the office", () => {
  it('show both subscriptions with the number in full, the moments, the consent and a STOP', async () => {
    open({
      [GET]: {
        status: 200,
        body: textsOfRequest({
          customer: subscription({ consentSource: 'request_form', milestones: ['dispatched', 'delivered'] }),
          consignee: subscription({
            subscriber: 'consignee',
            phone: '+17735550199',
            language: 'es',
            consentSource: 'office',
            optedOut: true,
          }),
          messages: [],
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    const customer = within(section).getByRole('group', { name: 'Customer' });
    expect(customer.textContent).toContain('(312) 555-0123');
    expect(customer.textContent).toContain('Dispatched (with the tracking link), Delivered');
    expect(customer.textContent).toContain(`Agreed on the request form, ${formatDateTime('2026-12-01T15:00:00.000Z')} (English)`);
    expect(customer.textContent).not.toContain('STOP');
    const consignee = within(section).getByRole('group', { name: /^Delivery contact/ });
    expect(consignee.textContent).toContain('(773) 555-0199');
    expect(consignee.textContent).toContain('Agreed by phone, recorded by the office');
    expect(consignee.textContent).toContain('(Spanish)');
    expect(consignee.textContent).toContain('This number replied STOP: no texts go to it until it replies START.');
    expect(section.textContent).toContain('No texts sent for this request yet.');
  });

  it('list every text with its status, why, the number whole or masked as given, and the body on demand', async () => {
    open({ [GET]: { status: 200, body: textsOfRequest({ messages: EVERY_STATUS }) } });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    const listed = rows(section);
    expect(listed).toHaveLength(8);
    expect(listed[0]).toContain('Customer · (312) 555-0123');
    expect(listed[0]).toContain('DispatchedDelivered');
    expect(listed[1]).toContain('Delivery contact · (773) 555-0199');
    expect(listed[1]).toContain('Picked upSent');
    expect(listed[2]).toContain('Undelivered (error 30003)');
    expect(listed[3]).toContain('Failed (error 21211)');
    expect(listed[4]).toContain('Suppressed: the number replied STOP');
    expect(listed[5]).toContain("Suppressed: over the number's daily limit");
    expect(listed[6]).toContain('Queued');
    expect(listed[6]).toContain(`Held for quiet hours: may go at ${formatDateTime('2026-12-03T14:00:00.000Z')}`);
    // A text not held shows no such time.
    expect(listed.filter((row) => row.includes('Held for quiet hours'))).toHaveLength(1);
    expect(listed[7]).toContain('Driver · (•••) •••-4567');
    expect(listed[7]).toContain('Load assigned (sign-in link)Sending');
    // Each number whole for staff: never shown masked unless the server masked it.
    expect(listed.slice(0, 7).every((row) => !row.includes('•'))).toBe(true);

    const spanish = within(section).getAllByRole('listitem')[1]!;
    const body = spanish.querySelector('details')!;
    expect(body.open).toBe(false);
    expect(within(spanish).getByText('Message (Spanish)')).toBeDefined();
    expect(body.textContent).toContain('Lakeshore Freight: su carga fue recogida.');
  });

  it("record a delivery contact's consent given by phone, sending exactly what was chosen", async () => {
    let saved = false;
    const { user, network } = open({
      [GET]: () => ({
        status: 200,
        body: textsOfRequest({
          consignee: saved
            ? subscription({ subscriber: 'consignee', phone: '+17735550199', consentSource: 'office', milestones: ['arriving_soon'] })
            : null,
          messages: [],
        }),
      }),
      [PUT_CONSIGNEE]: () => {
        saved = true;
        return { status: 204 };
      },
    });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    const consignee = within(section).getByRole('group', { name: 'Delivery contact' });
    await user.click(within(consignee).getByRole('button', { name: 'Record consent by phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record consent to texts: Delivery contact' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '7735550199');
    expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toHaveProperty('value', '(773) 555-0199');
    for (const moment of ['Dispatched (with the tracking link)', 'Picked up', 'Delivered', 'Delay']) {
      await user.click(within(dialog).getByRole('checkbox', { name: moment }));
    }
    // Not without the consent box.
    await user.click(within(dialog).getByRole('button', { name: 'Save consent' }));
    expect(dialog.textContent).toContain('Tick the box once the person has agreed to these words.');
    expect(network.requestsTo(PUT_CONSIGNEE)).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language of the texts' }), 'Spanish');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: /^The person agreed by phone to: “I agree to receive text messages about this load from /,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save consent' }));
    await waitFor(() =>
      expect(network.requestsTo(PUT_CONSIGNEE).map((request) => request.body)).toEqual([
        { phone: '(773) 555-0199', milestones: ['arriving_soon'], consent: true, language: 'es' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(section).getByRole('group', { name: 'Delivery contact' }).textContent).toContain('(773) 555-0199'));
  });

  it("show the server's refusal of a field under it", async () => {
    const { user } = open({
      [GET]: { status: 200, body: textsOfRequest({ messages: [] }) },
      [`PUT ${officeTextsPath(7)}/customer`]: {
        status: 400,
        body: { error: 'Bad Request', message: 'Some fields are not valid.', fieldErrors: { phone: 'This number cannot get texts.' } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    await user.click(
      within(within(section).getByRole('group', { name: 'Customer' })).getByRole('button', { name: 'Record consent by phone' }),
    );
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await user.type(phone, '3125550123');
    await user.click(within(dialog).getByRole('checkbox', { name: /^The person agreed by phone/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save consent' }));
    await waitFor(() =>
      expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This number cannot get texts.'),
    );
  });

  it("stop a subscriber's texts after a confirmation", async () => {
    const { user, network } = open({
      [GET]: { status: 200, body: textsOfRequest({ customer: subscription(), messages: [] }) },
      [DELETE_CUSTOMER]: { status: 204 },
    });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    await user.click(within(within(section).getByRole('group', { name: 'Customer' })).getByRole('button', { name: 'Stop texts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop texts to the customer?' });
    expect(network.requestsTo(DELETE_CUSTOMER)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stop texts' }));
    await waitFor(() => expect(network.requestsTo(DELETE_CUSTOMER)).toHaveLength(1));
  });

  it('show accounting the subscriptions and the texts without the editor', async () => {
    open({ [GET]: { status: 200, body: textsOfRequest({ customer: subscription(), messages: EVERY_STATUS }) } }, 'accounting');
    const section = await screen.findByRole('region', { name: 'Text messages' });
    expect(section.textContent).toContain('(312) 555-0123');
    expect(rows(section)).toHaveLength(8);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('offer no editor when texts are not available, and say so', async () => {
    open({ [GET]: { status: 200, body: textsOfRequest({ available: false, messages: [] }) } });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    expect(section.textContent).toContain('Text messages are not available: no SMS provider is set up.');
    expect(within(section).queryByRole('button')).toBeNull();
  });
});

// The chat panel with its conversation (spec sections 2, 8 and 9): the greeting, a question and
// its reply, one message at a time, the failure bubble, blank text never sent, and closing.
// The company profile first: the greeting and the failure bubble read it as their modules load.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatFailureMessage } from '@shared/chat/chat';
import { heldAnswer, stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { ChatPanel } from './chat-panel';

const CHAT_ROUTE = 'POST /api/chat';
const GREETING =
  "OTP Assistant: Hi! I'm the OTP Assistant. Ask me about requesting a service, quotes, payments, tracking a request " +
  `or driving with ${TEST_COMPANY.name}. Send me your reference ID to check on a request.`;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function openPanel(chatRoute: Route, onClose = vi.fn()) {
  const network = stubNetwork({ [CHAT_ROUTE]: chatRoute });
  const rendered = renderWithApp(<ChatPanel open onClose={onClose} />);
  return { ...rendered, network, onClose, box: screen.getByRole('textbox', { name: 'Your message' }) };
}

/** The conversation as a screen reader reads it, one line per bubble. */
const conversation = () =>
  within(screen.getByRole('log', { name: 'Conversation' }))
    .queryAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-role'))
    .map((item) => item.textContent);
const typing = () => screen.queryByText('OTP Assistant is typing…');

it('greets the customer and puts the focus in the message box', () => {
  const { box } = openPanel({ status: 200, body: { reply: 'unused' } });
  expect(screen.getByRole('dialog', { name: 'OTP Assistant' })).toBeTruthy();
  expect(conversation()).toEqual([GREETING]);
  expect(document.activeElement).toBe(box);
});

describe('a question', () => {
  it('shows at once, sends trimmed, waits for the reply with nothing more sent, then shows the reply', async () => {
    const answer = heldAnswer({ status: 200, body: { reply: 'Open [Track a request](/track) with your reference ID.' } });
    const { user, network, box } = openPanel(answer.route);

    await user.type(box, '  Where is my load?  {Enter}');
    expect(conversation()).toEqual([GREETING, 'You said: Where is my load?']);
    expect(typing()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(true);

    await user.type(box, 'Hello?{Enter}');
    expect(box).toHaveProperty('value', 'Hello?');
    answer.release();

    await waitFor(() => expect(typing()).toBeNull());
    expect(conversation()).toEqual([
      GREETING,
      'You said: Where is my load?',
      'OTP Assistant: Open Track a request with your reference ID.',
    ]);
    expect(screen.getByRole('link', { name: 'Track a request' }).getAttribute('href')).toBe('/track');
    expect(network.requestsTo(CHAT_ROUTE).map((request) => request.body)).toEqual([{ message: 'Where is my load?', locale: 'en' }]);
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'Internal Server Error', message: 'down' } }],
    ['a network failure', 'network-error'],
  ] as const)('%s: the failure bubble names the support address', async (_case, failure) => {
    const { user, box } = openPanel(failure);
    await user.type(box, 'Hi{Enter}');
    const failureBubble = `OTP Assistant: ${chatFailureMessage(TEST_COMPANY.email)}`;
    await waitFor(() => expect(conversation()).toEqual([GREETING, 'You said: Hi', failureBubble]));
    expect(typing()).toBeNull();
  });

  it('blank text is never sent', async () => {
    const { user, network, box } = openPanel({ status: 200, body: { reply: 'unused' } });
    await user.type(box, '   {Enter}');
    expect(conversation()).toEqual([GREETING]);
    expect(network.requests).toEqual([]);
  });
});

describe('closing', () => {
  it('Escape and the close button close the panel', async () => {
    const { user, onClose } = openPanel({ status: 200, body: { reply: 'unused' } });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a closed panel is hidden, not removed: a pending reply arrives while it is closed', async () => {
    const answer = heldAnswer({ status: 200, body: { reply: 'We are open 24/7.' } });
    const { user, box, rerender } = openPanel(answer.route);
    await user.type(box, 'Are you open?{Enter}');

    rerender(<ChatPanel open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('hidden')).toBe(true);
    answer.release();

    rerender(<ChatPanel open onClose={() => {}} />);
    await waitFor(() => expect(conversation()).toEqual([GREETING, 'You said: Are you open?', 'OTP Assistant: We are open 24/7.']));
  });
});

describe('on a Spanish page', () => {
  const SPANISH_GREETING =
    '¡Hola! Soy OTP Assistant. Pregúnteme cómo solicitar un servicio, por cotizaciones, pagos, el seguimiento de una ' +
    `solicitud o cómo manejar con ${TEST_COMPANY.name}. Envíeme su número de referencia para consultar una solicitud.`;
  const SPANISH_PAYMENT_REPLY = 'Puede pagar con:\n- Zelle\nPara cualquier otro pago use [Realizar un pago](/make-a-payment).';

  function openSpanishPanel(chatRoute: Route) {
    inLanguage('es');
    const network = stubNetwork({ [CHAT_ROUTE]: chatRoute });
    const rendered = renderWithApp(<ChatPanel open onClose={vi.fn()} />);
    return { ...rendered, network, box: screen.getByRole('textbox', { name: 'Su mensaje' }) };
  }
  const spanishConversation = () =>
    within(screen.getByRole('log', { name: 'Conversación' }))
      .queryAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-role'))
      .map((item) => item.textContent);

  it('greets, labels and sends in Spanish, asking for the answer in Spanish', async () => {
    const answer = heldAnswer({ status: 200, body: { reply: SPANISH_PAYMENT_REPLY } });
    const { user, network, box } = openSpanishPanel(answer.route);
    expect(spanishConversation()).toEqual([`OTP Assistant: ${SPANISH_GREETING}`]);
    expect(box.getAttribute('placeholder')).toBe('Escriba su pregunta…');
    screen.getByText('Enter para enviar, Mayús+Enter para una nueva línea');
    screen.getByRole('button', { name: 'Cerrar el chat' });

    await user.type(box, '¿Cómo puedo pagar?{Enter}');
    screen.getByText('OTP Assistant está escribiendo…');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' }).hasAttribute('disabled')).toBe(true);
    answer.release();

    await waitFor(() => expect(spanishConversation()).toHaveLength(3));
    expect(spanishConversation()[1]).toBe('Usted dijo: ¿Cómo puedo pagar?');
    expect(spanishConversation()[2]).toBe('OTP Assistant: Puede pagar con:\n- Zelle\nPara cualquier otro pago use Realizar un pago.');
    expect(screen.getByRole('link', { name: 'Realizar un pago' }).getAttribute('href')).toBe('/make-a-payment');
    expect(network.requestsTo(CHAT_ROUTE).map((request) => request.body)).toEqual([{ message: '¿Cómo puedo pagar?', locale: 'es' }]);
  });

  it('shows the failure bubble in Spanish, with the support address', async () => {
    const { user, box } = openSpanishPanel('network-error');
    await user.type(box, 'Hola{Enter}');
    await waitFor(() => expect(spanishConversation()).toHaveLength(3));
    expect(spanishConversation()[2]).toBe(
      'OTP Assistant: Lo sentimos, tenemos problemas en este momento. Vuelva a intentarlo o comuníquese con nuestro ' +
        `equipo de soporte en ${TEST_COMPANY.email}.`,
    );
  });
});

describe("the chat catalog's failure bubble", () => {
  // The panel does not load the shared catalog: its failure text is a copy of the spec's
  // (chatFailureMessage), which must say what the shared one says, in both languages.
  it.each(['en', 'es'])('matches the shared catalog in %s', async (locale) => {
    const chat = (await import(`../../../locales/${locale}/chat.json`)) as { default: Record<string, string> };
    const shared = (await import(`../../../locales/${locale}/shared.json`)) as { default: Record<string, string> };
    expect(chat.default['chat.message.failure']).toBe(shared.default['shared.message.chatFailure']);
  });
});

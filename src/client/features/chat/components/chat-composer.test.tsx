// The chat's message box (spec sections 2 and 9): Enter sends, Shift+Enter starts a new line,
// Enter that picks a word in an input method does not send, the send button is off for blank text
// and while a reply is pending, and the count shows near the 1,000-character limit.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/chat/chat';
import { ChatComposer } from './chat-composer';

function renderComposer({ pending = false, accepts = true }: { pending?: boolean; accepts?: boolean } = {}) {
  const onSend = vi.fn((_text: string) => accepts);
  const inputRef = createRef<HTMLTextAreaElement>();
  const user = userEvent.setup({ delay: null });
  const rendered = render(<ChatComposer pending={pending} onSend={onSend} inputRef={inputRef} />);
  const box = screen.getByRole('textbox', { name: 'Your message' });
  if (!(box instanceof HTMLTextAreaElement)) throw new Error('The message box is not a text area');
  return { ...rendered, user, onSend, inputRef, box, sendButton: screen.getByRole('button', { name: 'Send message' }) };
}

const counter = () => screen.queryByText(new RegExp(`^\\d+/${CHAT_MESSAGE_MAX_LENGTH}$`))?.textContent;

describe('sending', () => {
  it('Enter sends the text as typed and empties the box', async () => {
    const { user, onSend, box } = renderComposer();
    await user.type(box, 'How do I pay an invoice?{Enter}');
    expect(onSend.mock.calls).toEqual([['How do I pay an invoice?']]);
    expect(box.value).toBe('');
  });

  it('the send button sends too', async () => {
    const { user, onSend, box, sendButton } = renderComposer();
    await user.type(box, 'Where is my load?');
    await user.click(sendButton);
    expect(onSend.mock.calls).toEqual([['Where is my load?']]);
    expect(box.value).toBe('');
  });

  it('keeps the text when the message is not taken (a reply is still pending)', async () => {
    const { user, onSend, box } = renderComposer({ accepts: false });
    await user.type(box, 'Hello?{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(box.value).toBe('Hello?');
  });

  it('Shift+Enter starts a new line and sends nothing', async () => {
    const { user, onSend, box } = renderComposer();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box.value).toBe('Line one\nLine two');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Enter that picks a word in an input method (composing) sends nothing', () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: 'にほんご' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend.mock.calls).toEqual([['にほんご']]);
  });

  it('tells how to send, and the box is the one the panel focuses', () => {
    const { box, inputRef } = renderComposer();
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Enter to send, Shift+Enter for a new line');
    expect(inputRef.current).toBe(box);
  });
});

describe('the send button', () => {
  it('is off while the box is empty or holds only spaces and line breaks', async () => {
    const { user, box, sendButton } = renderComposer();
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    await user.type(box, '  {Shift>}{Enter}{/Shift} ');
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    await user.type(box, 'x');
    expect(sendButton.hasAttribute('disabled')).toBe(false);
  });

  it('is off while a reply is pending, whatever is typed', async () => {
    const { user, box, sendButton } = renderComposer({ pending: true });
    await user.type(box, 'And another thing');
    expect(sendButton.hasAttribute('disabled')).toBe(true);
  });
});

describe('the length limit', () => {
  it('shows the count from 200 characters before the limit', async () => {
    const { user, box } = renderComposer();
    await user.click(box);
    await user.paste('a'.repeat(CHAT_MESSAGE_MAX_LENGTH - 201));
    expect(counter()).toBeUndefined();
    await user.type(box, 'a');
    expect(counter()).toBe(`${CHAT_MESSAGE_MAX_LENGTH - 200}/${CHAT_MESSAGE_MAX_LENGTH}`);
  });

  it('takes no more than 1,000 characters', async () => {
    const { user, box } = renderComposer();
    await user.click(box);
    await user.paste('b'.repeat(CHAT_MESSAGE_MAX_LENGTH + 200));
    expect(box.value).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(counter()).toBe(`${CHAT_MESSAGE_MAX_LENGTH}/${CHAT_MESSAGE_MAX_LENGTH}`);
  });
});

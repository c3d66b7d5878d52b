import { describe, expect, it } from 'vitest';
import { chatLink, isSafeChatHref, keepOnlySafeLinks, parseChatText } from './chat-text.js';

describe('parseChatText', () => {
  it('splits text and allowed links, in order', () => {
    expect(parseChatText('Go to [Track a request](/track?ref=SR-7K3M-Q9XD-2HVB-N4TE) or call [(555) 123-4567](tel:+15551234567).')).toEqual(
      [
        { kind: 'text', text: 'Go to ' },
        { kind: 'link', text: 'Track a request', href: '/track?ref=SR-7K3M-Q9XD-2HVB-N4TE' },
        { kind: 'text', text: ' or call ' },
        { kind: 'link', text: '(555) 123-4567', href: 'tel:+15551234567' },
        { kind: 'text', text: '.' },
      ],
    );
  });

  it('turns e-mail addresses in the text into mailto links', () => {
    expect(parseChatText('Write to info@otpfreight.example today.')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'link', text: 'info@otpfreight.example', href: 'mailto:info@otpfreight.example' },
      { kind: 'text', text: ' today.' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'vbscript:msgbox',
    '/track"onmouseover="alert(1)',
  ])('shows a link to %s as its label only', (href) => {
    const parts = parseChatText(`Click [here](${href}) now`);
    // Nothing becomes a link; what shows is text, which React renders as text.
    expect(parts.filter((part) => part.kind === 'link')).toEqual([]);
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
  });

  it('leaves text without markup alone, including brackets that are not links', () => {
    expect(parseChatText('Steps [1] and (2)\nnext line')).toEqual([{ kind: 'text', text: 'Steps [1] and (2)\nnext line' }]);
    expect(parseChatText('')).toEqual([]);
  });
});

describe('isSafeChatHref', () => {
  it.each(['/', '/track', '/payment?ref=SR-7K3M-Q9XD-2HVB-N4TE', '/join-us', 'tel:+15551234567', 'mailto:info@otp.example'])(
    'allows %s',
    (href) => expect(isSafeChatHref(href)).toBe(true),
  );
});

describe('chatLink', () => {
  it('writes the markup for an allowed target and refuses any other', () => {
    expect(chatLink('Become a Driver', '/join-us')).toBe('[Become a Driver](/join-us)');
    expect(() => chatLink('x', 'https://evil.example')).toThrow(/Not a link/);
    expect(() => chatLink('a]b', '/')).toThrow(/brackets/);
  });
});

describe('keepOnlySafeLinks', () => {
  it('keeps allowed links and reduces the others to their labels', () => {
    expect(keepOnlySafeLinks('See [tracking](/track) and [this](https://evil.example).')).toBe('See [tracking](/track) and this.');
  });
});

// How a mail shows what customers typed: quoted in the text, one line each, free text after "> ",
// escaped in the HTML and never a link there; only our URLs are links.
import { describe, expect, it } from 'vitest';
import { companySignature, htmlFromLines, line, mailBody, oneLine, quotedBlock, textFromLines, typed } from './compose.js';

describe('mail lines', () => {
  it('quotes a typed value, on its line, whatever it holds', () => {
    const lines = [line`Hello ${typed('Jordan\r\nE-mail: attacker@evil.example\u202e')},`, 'Our own words.'];
    expect(textFromLines(lines)).toBe('Hello "Jordan  E-mail: attacker@evil.example",\nOur own words.');
  });

  it('puts each line of free text after "> ", whatever the line break', () => {
    const lines = quotedBlock('Description', 'One\r\nE-mail: a@evil.example\rPhone: 1\u2028Contact: x\u2029\v\fend\u0085last');
    expect(textFromLines(lines).split('\n')).toEqual([
      'Description:',
      '> One',
      '> E-mail: a@evil.example',
      '> Phone: 1',
      '> Contact: x',
      '>',
      '>',
      '> end',
      '> last',
    ]);
  });

  it('escapes typed values in the HTML, and no link-like word of theirs is left whole', () => {
    const html = htmlFromLines([line`Hello ${typed('<b>Jordan</b> https://evil.example/pay www.evil.example me@evil.example')},`]);
    // A zero-width space (U+200B) after each '.', ':' and '@' of a link-like word.
    expect(html).toContain(
      '&quot;&lt;b&gt;Jordan&lt;/b&gt; https:\u200b//evil.\u200bexample/pay www.\u200bevil.\u200bexample me@\u200bevil.\u200bexample&quot;,',
    );
    expect(html).not.toMatch(/<a |evil\.example/);
  });

  it('makes our URLs links in our words only, never in what a customer typed', () => {
    const url = 'https://freight.example/track?ref=SR-1';
    const html = htmlFromLines([`Track it at ${url}.`, line`You wrote: ${typed(url)}`, ...quotedBlock('Notes', url)], [url]);
    expect(html.match(/<a href=/g)).toHaveLength(1);
    expect(html).toContain(`Track it at <a href="${url}">${url}</a>.`);
  });

  it('leaves ordinary text as it was typed', () => {
    expect(htmlFromLines([line`${typed('100 Main St. Apt 4')}`])).toContain('&quot;100 Main St. Apt 4&quot;');
  });

  it('makes a subject one line', () => {
    expect(oneLine('New request: Jordan\r\nBcc: all@example.com\u2028\u202egnp.exe')).toBe(
      'New request: Jordan  Bcc: all@example.com gnp.exe',
    );
  });

  it('ends the text with the signature lines and the HTML with them as its footer, under the wordmark', () => {
    const company = {
      name: 'Lakeshore Freight',
      supportPhone: '(313) 555-0142',
      email: 'info@lakeshore.example',
      mcNumber: '1',
      dotNumber: '2',
    };
    const { text, html } = mailBody(['Hello,', '', 'Your words.', '', ...companySignature(company, { question: 'immediate' })]);
    expect(text).toBe(
      [
        'Hello,',
        '',
        'Your words.',
        '',
        'Need immediate assistance? Call us 24/7 at (313) 555-0142 or write to info@lakeshore.example.',
        '',
        'Lakeshore Freight',
        'MC #1 · DOT #2',
      ].join('\n'),
    );
    expect(html.indexOf('>Lakeshore Freight</span>')).toBeLessThan(html.indexOf('Your words.'));
    expect(html.indexOf('Your words.')).toBeLessThan(html.indexOf('Need immediate assistance? Call us 24/7'));
    expect(html).toContain('MC #1 · DOT #2');
  });

  it('puts the button on a line of its own before the signature in the text, and after the body in the HTML', () => {
    const company = { name: 'Lakeshore Freight', supportPhone: '1', email: 'a@b.example', mcNumber: '1', dotNumber: '2' };
    const button = { label: 'View your request', url: 'https://freight.example/account/request?ref=SR-1&x=1' };
    const { text, html } = mailBody(['Hello,', '', 'Body.', '', ...companySignature(company)], [], { button });
    expect(text).toContain('Body.\n\nView your request: https://freight.example/account/request?ref=SR-1&x=1\n\nNeed help?');
    expect(html).toContain('<a href="https://freight.example/account/request?ref=SR-1&amp;x=1"');
    expect(html.indexOf('Body.')).toBeLessThan(html.indexOf('>View your request</a>'));
    expect(html.indexOf('>View your request</a>')).toBeLessThan(html.indexOf('Need help?'));
    // Without a signature the button's line ends the text.
    expect(textFromLines(['Body.'], { button })).toBe('Body.\n\nView your request: https://freight.example/account/request?ref=SR-1&x=1');
  });
});

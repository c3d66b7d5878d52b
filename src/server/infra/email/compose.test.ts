// How a mail shows what customers typed: quoted in the text, one line each, free text after "> ",
// escaped in the HTML and never a link there; only our URLs are links.
import { describe, expect, it } from 'vitest';
import { htmlFromLines, line, oneLine, quotedBlock, textFromLines, typed } from './compose.js';

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
    expect(html).toContain(
      '&quot;&lt;b&gt;Jordan&lt;/b&gt; https:&#8203;//evil.&#8203;example/pay www.&#8203;evil.&#8203;example me@&#8203;evil.&#8203;example&quot;,',
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
});

// The sessions list's browser names, from real user-agent strings.
import { describe, expect, it } from 'vitest';
import { DEVICE_LABEL_MAX_LENGTH, deviceLabel } from './device-label.js';

const AGENTS: readonly (readonly [string, string])[] = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Windows'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Safari on macOS',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on macOS'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    'Chrome on iPhone',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0',
    'Opera on Android',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
  ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.85 Safari/537.36',
    'Headless Chrome on Linux',
  ],
  ['curl/8.5.0', 'curl'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomeNewBrowser/1.0', 'A browser on Windows'],
  ['lightMyRequest', 'lightMyRequest'],
];

describe('deviceLabel', () => {
  it.each(AGENTS)('names %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('answers null without a user agent, or with only blanks', () => {
    expect(deviceLabel(null)).toBeNull();
    expect(deviceLabel('  \t ')).toBeNull();
  });

  it('shortens an unknown agent to at most 80 characters, with a mark that it was cut', () => {
    const label = deviceLabel(`Robot/1.0 ${'x'.repeat(300)}`);
    expect(label).toHaveLength(DEVICE_LABEL_MAX_LENGTH);
    expect(label?.endsWith('...')).toBe(true);
    expect(label?.startsWith('Robot/1.0 ')).toBe(true);
  });

  it('never answers more than 80 characters, for any agent', () => {
    for (const [userAgent] of AGENTS) expect((deviceLabel(`${userAgent} ${'y'.repeat(400)}`) ?? '').length).toBeLessThanOrEqual(80);
  });

  it('drops control characters and invisible direction marks a header could carry', () => {
    expect(deviceLabel('Odd\u0000Agent\u202e/2\r\n')).toBe('Odd Agent /2');
  });
});

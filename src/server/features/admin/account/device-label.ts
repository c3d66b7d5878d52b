// A member's sessions list names each browser the way a person would ("Chrome on Windows"), not
// by its user-agent string: those run to 200 characters of version numbers nobody reads.
// Deliberately small: the families people use, in the order that tells them apart (Edge and
// Opera also say "Chrome", Chrome also says "Safari").

/** Never longer than this, whatever a browser sends. */
export const DEVICE_LABEL_MAX_LENGTH = 80;

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

// Control characters and invisible direction marks: a header is free text the browser sends.
const UNPRINTABLE = /[\p{Cc}\p{Cf}]+/gu;

/** "Chrome on Windows", "Safari on iPhone", or the user agent itself, shortened, when neither is known; null without one. */
export function deviceLabel(userAgent: string | null): string | null {
  if (userAgent === null) return null;
  const text = userAgent.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const browser = firstMatch(BROWSERS, text);
  const system = firstMatch(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return shorten(text);
}

function firstMatch(table: readonly (readonly [RegExp, string])[], text: string): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

function shorten(text: string): string {
  return text.length <= DEVICE_LABEL_MAX_LENGTH ? text : `${text.slice(0, DEVICE_LABEL_MAX_LENGTH - 3).trimEnd()}...`;
}

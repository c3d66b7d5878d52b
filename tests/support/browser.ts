// Debian's Chromium driven by playwright-core, headless, with the flags this machine needs
// (no sandbox as root; no background traffic to hosts the network cannot reach).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** What this machine's Chromium needs: no sandbox as root, no traffic to hosts it cannot reach. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A browser for one test file: its contexts and pages are the file's own, and its `close()` closes
 * them. Under it, one Chromium serves every file a worker runs (decision 060): starting one costs
 * about half a CPU-second, forty-odd times a run, and nothing a file does outlives its contexts
 * (cookies, storage, cache and service workers all belong to a context). Playwright stops the
 * Chromium when the worker's process exits.
 */
export async function launchBrowser(): Promise<Browser> {
  return browserForOneFile(await workersBrowser());
}

// On globalThis, not in this module: a project that isolates its files imports this module afresh
// for each, in the same process, and must find the Chromium already running.
const WORKERS_BROWSER = Symbol.for('freight-tests.workers-browser');
type WithWorkersBrowser = typeof globalThis & { [WORKERS_BROWSER]?: Promise<Browser> };

async function workersBrowser(): Promise<Browser> {
  const holder = globalThis as WithWorkersBrowser;
  const running = await holder[WORKERS_BROWSER]?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launching = launchChromium();
  holder[WORKERS_BROWSER] = launching;
  return launching;
}

async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROME_PATH`);
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}

/** The worker's browser as one file sees it: `contexts()` and `close()` are about its own contexts only. */
function browserForOneFile(shared: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  const own = (context: BrowserContext) => {
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    return context;
  };
  const newContext: Browser['newContext'] = async (options) => own(await shared.newContext(options));
  const newPage: Browser['newPage'] = async (options) => {
    const page = await shared.newPage(options);
    own(page.context());
    return page;
  };
  const close: Browser['close'] = async () => {
    await Promise.all([...contexts].map((context) => context.close()));
  };
  const overrides: Partial<Browser> = { newContext, newPage, close, contexts: () => [...contexts] };
  return new Proxy(shared, {
    get(target, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export function screenshotPath(name: string): string {
  return join(SCREENSHOT_DIR, `${name}.png`);
}

/** Collects the page's uncaught errors and console errors, for a test to assert there are none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

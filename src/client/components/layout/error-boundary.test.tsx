// The site's error boundaries (decision 061): a render error and a chunk that never arrived each
// get their own page, in the visitor's language, with Reload and a way home and never the error
// itself; a chunk failure reloads once by itself, never in a loop and never offline; the page's
// boundary clears on the next page; a widget that fails vanishes and leaves the page alone.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { inLanguage } from '@/test-support/i18n';
import { AUTOMATIC_RELOAD_GUARD_MS } from './automatic-reload';
import { isChunkLoadFailure, watchChunkLoadFailures } from './chunk-load-failure';
import { PageErrorBoundary, RootErrorBoundary, WidgetErrorBoundary } from './site-error-boundaries';

const CHROMIUM_CHUNK_FAILURE = 'Failed to fetch dynamically imported module: http://localhost/assets/track-request-page-Bx1.js';
const BUG = 'Cannot read properties of undefined (reading map)';

function Throws({ message }: { message: string }): never {
  throw new TypeError(message);
}

/** A page whose code never arrives, as React.lazy sees it. */
function lazyFailing(message = CHROMIUM_CHUNK_FAILURE) {
  return lazy(() => Promise.reject(new TypeError(message)));
}

let reload: MockInstance<() => void>;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/track');
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  // React and the boundary report each caught error on the console; the tests read the boundary's.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function expectNoErrorDetails() {
  expect(document.body.textContent).not.toContain(BUG);
  expect(document.body.textContent).not.toContain('assets/');
  expect(document.body.textContent).not.toMatch(/\bat \w+ \(/);
}

describe('a render error', () => {
  it('shows what happened, Reload and a way home, with the focus on the heading, and no error details', () => {
    render(
      <PageErrorBoundary>
        <Throws message={BUG} />
      </PageErrorBoundary>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(document.activeElement).toBe(heading);
    screen.getByText('This page ran into a problem. Reload it to try again, or go to the home page.');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe(`Something went wrong · ${TEST_COMPANY.name}`);
    expectNoErrorDetails();

    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself: a bug would only fail again', () => {
    render(
      <PageErrorBoundary>
        <Throws message={BUG} />
      </PageErrorBoundary>,
    );
    screen.getByRole('heading', { name: 'Something went wrong' });
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('is reported on the console with where it happened', () => {
    render(
      <PageErrorBoundary>
        <Throws message={BUG} />
      </PageErrorBoundary>,
    );
    expect(consoleError).toHaveBeenCalledWith('The page failed (render)', expect.stringContaining('Throws'));
  });

  it('is shown in Spanish on a Spanish page', () => {
    inLanguage('es');
    render(
      <PageErrorBoundary>
        <Throws message={BUG} />
      </PageErrorBoundary>,
    );
    screen.getByRole('heading', { name: 'Algo salió mal' });
    screen.getByRole('button', { name: 'Volver a cargar la página' });
    screen.getByRole('link', { name: 'Ir al inicio' });
  });

  it.each([
    ['/admin/payments', '/admin'],
    ['/driver/load', '/driver'],
    ['/join-us', '/'],
  ])('on %s leads home to %s, the start of that part of the site', (path, home) => {
    window.history.replaceState(null, '', path);
    render(
      <PageErrorBoundary>
        <Throws message={BUG} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe(home);
  });

  it('in the frame itself is caught by the root boundary, which draws its own main landmark', () => {
    render(
      <RootErrorBoundary>
        <Throws message={BUG} />
      </RootErrorBoundary>,
    );
    const main = screen.getByRole('main');
    expect(main.querySelector('h1')?.textContent).toBe('Something went wrong');
  });
});

describe('a chunk that failed to load', () => {
  async function openFailingPage(message = CHROMIUM_CHUNK_FAILURE) {
    const Page = lazyFailing(message);
    await act(async () => {
      render(
        <PageErrorBoundary>
          <Suspense fallback={<p>Loading the page</p>}>
            <Page />
          </Suspense>
        </PageErrorBoundary>,
      );
    });
  }

  it('reloads the page once by itself, showing the page spinner meanwhile', async () => {
    await openFailingPage();
    expect(reload).toHaveBeenCalledTimes(1);
    screen.getByRole('status');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('The page failed (chunk)', expect.any(String));
  });

  it('after a recent automatic reload, says a newer version may be there and offers Reload instead of reloading again', async () => {
    sessionStorage.setItem('site.chunkReloadAt', String(Date.now() - 5_000));
    await openFailingPage();
    expect(reload).not.toHaveBeenCalled();
    const heading = screen.getByRole('heading', { level: 1, name: 'This page could not load' });
    expect(document.activeElement).toBe(heading);
    screen.getByText('A newer version of the site may be available, or the connection dropped. Reload the page to continue.');
    expectNoErrorDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself again once the last automatic reload is long past', async () => {
    sessionStorage.setItem('site.chunkReloadAt', String(Date.now() - AUTOMATIC_RELOAD_GUARD_MS - 1_000));
    await openFailingPage();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload by itself offline, where a reload would show the browser its own error page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openFailingPage();
    expect(reload).not.toHaveBeenCalled();
    screen.getByRole('heading', { name: 'This page could not load' });
  });

  it('does not reload by itself when it cannot remember having done so (no session storage)', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full as unknown as Storage);
    await openFailingPage();
    expect(reload).not.toHaveBeenCalled();
    screen.getByRole('heading', { name: 'This page could not load' });
  });

  it.each([
    ['Chromium', CHROMIUM_CHUNK_FAILURE],
    ['Firefox', 'error loading dynamically imported module: http://localhost/assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite, for its CSS', 'Unable to preload CSS for /assets/a.css'],
  ])("is recognised by %s's words", (_who, message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it("is recognised by Vite's vite:preloadError event, whatever the error says", () => {
    const stopWatching = watchChunkLoadFailures();
    const error = new Error('net::ERR_CONNECTION_RESET');
    expect(isChunkLoadFailure(error)).toBe(false);
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    stopWatching();
    expect(isChunkLoadFailure(error)).toBe(true);
    expect(isChunkLoadFailure(new Error(BUG))).toBe(false);
  });
});

describe("the page's boundary", () => {
  it('clears on the next page, keeping what is around it', () => {
    function Page() {
      return window.location.pathname === '/broken' ? <Throws message={BUG} /> : <p>The home page</p>;
    }
    window.history.replaceState(null, '', '/broken');
    render(
      <>
        <p>The header</p>
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      </>,
    );
    screen.getByRole('heading', { name: 'Something went wrong' });
    screen.getByText('The header');

    act(() => navigate('/'));
    screen.getByText('The home page');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe("a widget's boundary", () => {
  it('leaves the failed widget out and the page as it is, with no reload, until the next page', async () => {
    const FailingChatPanel = lazyFailing();
    await act(async () => {
      render(
        <PageErrorBoundary>
          <p>The form being filled in</p>
          <WidgetErrorBoundary place="widgets">
            <Suspense fallback={null}>
              <FailingChatPanel />
            </Suspense>
          </WidgetErrorBoundary>
        </PageErrorBoundary>,
      );
    });
    screen.getByText('The form being filled in');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('The widgets failed (chunk)', expect.any(String));
  });
});

// Component tests (src/client/**/*.test.tsx) render into happy-dom. Testing Library unmounts what a
// test rendered only when the runner exposes globals; this suite imports them, so unmount here.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
// The company profile the server embeds in every page, in place before any file's own imports:
// lib/company-profile reads it once, as it loads, and a worker's files share their modules, so
// the first file to load it, whichever that is in this run's order, must find it there.
import '../../src/client/test-support/company-profile.js';
import { queryClient } from '../../src/client/lib/query-client.js';
import { inLanguage } from '../../src/client/test-support/i18n.js';

inLanguage('en');

// No component test reaches a network. A request the page makes that the test left unanswered
// (stubNetwork answers what a test names) fails at once, as it would offline; happy-dom would
// otherwise send it to http://localhost:3000 and print the refused connection into the run's
// output. data: and blob: addresses are the page's own, and load as in a browser.
const happyDomFetch = globalThis.fetch;
function offlineFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (/^(data|blob):/.test(url)) return happyDomFetch(input, init);
  return Promise.reject(new TypeError('Failed to fetch'));
}
beforeEach(() => {
  vi.stubGlobal('fetch', offlineFetch);
});

afterEach(() => {
  cleanup();
  inLanguage('en');
  // Parts loaded with lazyWithQueryClient use the site's one client: no test sees another's answers.
  queryClient.clear();
});

// What happy-dom (21) lacks that a browser has and our forms depend on, defined as the HTML
// standard has it. react-hook-form reads HTMLSelectElement.size and HTMLOptionElement.
// defaultSelected to tell a select the user changed before the form was ready; without them it
// takes every select for changed and replaces its default value with the empty option.
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, selected: boolean) {
      this.toggleAttribute('selected', selected);
    },
  });
}

if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      const size = Number(this.getAttribute('size'));
      return Number.isInteger(size) && size > 0 ? size : 0;
    },
  });
}

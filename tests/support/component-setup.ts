// Component tests (src/client/**/*.test.tsx) render into happy-dom. Testing Library unmounts what a
// test rendered only when the runner exposes globals; this suite imports them, so unmount here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../../src/client/lib/query-client.js';
import { inLanguage } from '../../src/client/test-support/i18n.js';

inLanguage('en');

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

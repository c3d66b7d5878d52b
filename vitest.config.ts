import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The files that replace a module with vi.mock: each needs a module graph of its own. Every other
// file shares its worker's modules with the files before it (isolate: false, in every project but
// budgets): importing the server afresh for each file was a third of the unit, component and
// security projects' time (docs/decisions/060-current-platform-and-fast-ci.md).
const MOCKING_MODULES = ['tests/security/ambiguous-amounts.test.ts', 'tests/security/hostile-input.test.ts'];
// The component files that test what a page does the first time it downloads a part (the home
// page's FAQ): a module another file loaded earlier in the same worker would already be there.
const FIRST_LOAD_COMPONENTS = ['src/client/features/service-requests/home/faq-section.test.tsx'];

export default defineConfig({
  resolve: {
    alias: {
      '@/': fromRoot('./src/client/'),
      '@shared/': fromRoot('./src/shared/'),
    },
  },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          isolate: false,
          include: ['src/**/*.test.ts', 'tests/container/files.test.ts'],
          environment: 'node',
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
      {
        // React components in a simulated DOM (happy-dom): every UI state without a build or a browser.
        extends: true,
        test: {
          name: 'components',
          sequence: { groupOrder: 0 },
          isolate: false,
          include: ['src/client/**/*.test.tsx'],
          exclude: FIRST_LOAD_COMPONENTS,
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components-first-load',
          sequence: { groupOrder: 0 },
          include: FIRST_LOAD_COMPONENTS,
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // The attack battery: hostile input, sessions, payments and headers, through the whole app.
        extends: true,
        test: {
          name: 'security',
          sequence: { groupOrder: 0 },
          isolate: false,
          include: ['tests/security/**/*.test.ts'],
          exclude: MOCKING_MODULES,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security-mocks',
          sequence: { groupOrder: 0 },
          include: MOCKING_MODULES,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Faults (a cut database connection, a mail server outage, SIGTERM under load, load itself)
        // and many instances on one database, Redis and S3-compatible store.
        extends: true,
        test: {
          name: 'faults',
          sequence: { groupOrder: 0 },
          isolate: false,
          include: ['tests/faults/**/*.test.ts', 'tests/scale/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Browser and process tests run against the production build (`npm run build` first).
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 0 },
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          // A guard against a hang, not a speed check: a whole journey (a form, uploads, four
          // accessibility scans) once took over 60 s while CI shared two cores with other work.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Page weight and Lighthouse's scores, on the production build. They run beside the other
        // files: what they hold depends on the page alone (bytes; accessibility, best practices and
        // SEO), and the one score a busy machine moves, performance, is printed, never held
        // (`npm run bench:lighthouse` measures it on a quiet machine). Run last and alone, they
        // kept one worker idle for the last half-minute of every run (decision 060).
        extends: true,
        test: {
          name: 'budgets',
          sequence: { groupOrder: 0 },
          include: ['tests/budgets/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The attack battery: hostile input, sessions, payments and headers, through the whole app.
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Faults (a cut database connection, a mail server outage, SIGTERM under load, load itself)
        // and many instances on one database, Redis and S3-compatible store.
        extends: true,
        test: {
          name: 'faults',
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
          include: ['tests/e2e/**/*.test.ts', 'tests/budgets/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

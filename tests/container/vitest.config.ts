// The container tests, on their own (npm run test:container): image.test.ts builds the image and runs
// it with podman, which takes minutes, so they are not part of the default suite's projects.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'container',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/container/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    // A cold build: npm ci twice, Vite and tsc, on a busy 2-core machine.
    hookTimeout: 1_200_000,
  },
});

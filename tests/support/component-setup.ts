// Component tests (src/client/**/*.test.tsx) render into happy-dom. Testing Library unmounts what a
// test rendered only when the runner exposes globals; this suite imports them, so unmount here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

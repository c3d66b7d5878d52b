import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.js';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@/': fromRoot('./src/client/'),
      '@shared/': fromRoot('./src/shared/'),
      // React 19's own, not the React 17 shim wouter asks for (src/client/lib/react-use-sync-external-store.ts).
      'use-sync-external-store/shim/index.js': fromRoot('./src/client/lib/react-use-sync-external-store.ts'),
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs es2022 knows <link rel="modulepreload">: no polyfill in the main script.
    modulePreload: { polyfill: false },
    // Written for error reports and the bundle-budget test, without a `sourceMappingURL` comment:
    // the server does not serve them (src/server/site/built-site.ts).
    sourcemap: 'hidden',
    // The server reads it to name each page's own chunks in that page's <head>.
    manifest: true,
    rollupOptions: {
      input: {
        index: fromRoot('./src/client/index.html'),
        // The driver page's service worker, at a fixed address (/driver-sw.js) so it can be registered.
        'driver-sw': fromRoot('./src/client/service-worker/driver-sw.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'driver-sw' ? 'driver-sw.js' : 'assets/[name]-[hash].js'),
        // What the main script imports travels in it, not in a dozen small shared files (React's
        // runtime, the icon factory, cn...): about 1.4 KB less on every page. The service worker stays
        // out: it must remain one self-contained file.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'], test: (id: string) => !id.includes('/service-worker/') }] },
      },
    },
  },
});

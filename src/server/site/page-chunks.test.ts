import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_PATHS, KNOWN_PAGE_PATHS, PAGE_PATHS } from '../../shared/page-routes.js';
import { PROJECT_ROOT } from '../project-root.js';
import { ADMIN_AREA_MODULES, chunkFilesFor, modulesForPage, NOT_FOUND_MODULE, PAGE_MODULES, type ViteManifest } from './page-chunks.js';

const clientSource = (path: string) => readFileSync(join(PROJECT_ROOT, 'src', 'client', path), 'utf8');
const lazyImport = (module: string) => `import('@/${module.replace(/\.tsx$/, '')}')`;

describe('page chunks', () => {
  it('names a module for every page, and each is one the client router lazy-loads', () => {
    const appSource = clientSource('app.tsx');
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...KNOWN_PAGE_PATHS].sort());
    for (const module of [...Object.values(PAGE_MODULES), NOT_FOUND_MODULE]) {
      expect(appSource).toContain(lazyImport(module));
    }
  });

  it("names each back-office area's screen, one the frame lazy-loads, beside the frame on the area's URL", () => {
    const areasSource = clientSource('app/admin-areas.tsx');
    for (const module of Object.values(ADMIN_AREA_MODULES)) expect(areasSource).toContain(lazyImport(module));
    expect(modulesForPage(ADMIN_AREA_PATHS.payments)).toEqual(['app/admin-dashboard.tsx', 'features/payments/admin/payments-tab.tsx']);
    expect(modulesForPage(PAGE_PATHS.admin)).toEqual(['app/admin-dashboard.tsx']);
    expect(modulesForPage('/no/such/page')).toEqual([]);
  });

  it("lists a page's chunk and its imports once, without what the entry already loads", () => {
    const manifest: ViteManifest = {
      'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx.js'] },
      '_jsx.js': { file: 'assets/jsx-2.js' },
      '_card.js': { file: 'assets/card-3.js', imports: ['_jsx.js'] },
      'features/a.tsx': { file: 'assets/a-4.js', imports: ['_card.js', '_jsx.js'] },
    };
    expect(chunkFilesFor(manifest, 'features/a.tsx')).toEqual(['/assets/a-4.js', '/assets/card-3.js']);
    expect(chunkFilesFor(manifest, 'features/missing.tsx')).toEqual([]);
    // Two modules' files together, each once.
    manifest['features/b.tsx'] = { file: 'assets/b-5.js', imports: ['_card.js'] };
    expect(chunkFilesFor(manifest, 'features/a.tsx', 'features/b.tsx')).toEqual(['/assets/a-4.js', '/assets/card-3.js', '/assets/b-5.js']);
  });
});

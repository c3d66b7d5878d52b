import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_PAGE_PATHS } from '../../shared/page-routes.js';
import { PROJECT_ROOT } from '../project-root.js';
import { chunkFilesFor, NOT_FOUND_MODULE, PAGE_MODULES, type ViteManifest } from './page-chunks.js';

describe('page chunks', () => {
  it('names a module for every page, and each is one the client router lazy-loads', () => {
    const appSource = readFileSync(join(PROJECT_ROOT, 'src', 'client', 'app.tsx'), 'utf8');
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...KNOWN_PAGE_PATHS].sort());
    for (const module of [...Object.values(PAGE_MODULES), NOT_FOUND_MODULE]) {
      expect(appSource).toContain(`import('@/${module.replace(/\.tsx$/, '')}')`);
    }
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
  });
});

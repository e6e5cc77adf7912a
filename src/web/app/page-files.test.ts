import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../shared/routes';
import { NOT_FOUND_PAGE, PAGES } from './lazy-pages';
import { pageModuleFile } from './page-files';

// Vitest runs from the repository root.
const webDir = join(process.cwd(), 'src/web');

describe('route table', () => {
  it('names an existing module for every page, so a server-rendered page preloads its code', () => {
    for (const name of [...(Object.keys(ROUTES) as RouteName[]), 'notFound']) {
      const file = pageModuleFile(name);
      expect(file, name).toMatch(/\.tsx$/);
      expect(existsSync(join(webDir, file ?? '')), `${name}: ${file}`).toBe(true);
    }
    expect(pageModuleFile('root')).toBeUndefined();
  });

  it('names the module each lazy page loads (the two tables are twins)', () => {
    // Vitest turns each `import('../features/…')` into an import of the module's path from the root.
    const loads = { ...PAGES, notFound: NOT_FOUND_PAGE };
    for (const [name, page] of Object.entries(loads)) {
      expect(page.load.toString(), name).toContain(`/src/web/${pageModuleFile(name)}`);
    }
  });
});

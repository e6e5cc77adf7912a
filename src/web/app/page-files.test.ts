import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../shared/routes';
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
});

/**
 * Size budgets of the built web app (`npm run budgets`, run by .ci/run after the tests built dist/web).
 *
 * 1. Before interaction: starts the built app (fresh PGlite, demo data), opens `/` and `/jobs/all` in
 *    the system Chromium at phone width and adds up the gzip size (zlib level 9) of every script and
 *    stylesheet the page requested until the app had taken it over (`data-app-ready`: every part
 *    hydrated; the scripts load after the first paint). Fails when a page is over its ceiling in budgets.json;
 *    prints how far each page is from the target (issue #22: 150 KB of JS).
 * 2. Every chunk in dist/web/assets, by name without its hash (chunks of one name added up): fails when
 *    a name grows past its recorded ceiling; a new name is reported until a ceiling is recorded.
 *
 * `--update` records the current sizes plus 5 % as the new ceilings (commit budgets.json with the reason).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from '@playwright/test';
import { AppProcess } from './app-process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ASSETS = join(ROOT, 'dist/web/assets');
const BUDGETS_FILE = join(ROOT, 'budgets.json');
const PAGES = ['/', '/jobs/all'] as const;
const HEADROOM = 1.05;

interface Budgets {
  /** The goal (issue #22, which replaced #10's 110 KB) for JS and CSS before interaction on each page, in KB of gzip. */
  target: { jsKb: number; cssKb: number };
  pages: Record<string, { jsKb: number; cssKb: number }>;
  chunks: Record<string, number>;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const chunkName = (file: string) => file.replace(/-[\w-]{8}(\.(js|css))$/, '$1');

function chunkSizes(): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const file of readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name))) {
    const name = chunkName(file);
    sizes[name] = (sizes[name] ?? 0) + gzipSize(readFileSync(join(ASSETS, file)));
  }
  return Object.fromEntries(Object.entries(sizes).map(([name, bytes]) => [name, kb(bytes)]));
}

async function pageSizes(url: string): Promise<Record<string, { jsKb: number; cssKb: number }>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const result: Record<string, { jsKb: number; cssKb: number }> = {};
  try {
    for (const path of PAGES) {
      const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
      const requested: Request[] = [];
      page.on('request', (request) => {
        const type = request.resourceType();
        if (type === 'script' || type === 'stylesheet') requested.push(request);
      });
      await page.goto(url + path);
      // The scripts load after the first paint: what the page asked for until the app has taken it
      // over (every part hydrated) counts. Later fetches (the sampled field-data reporter, after the
      // page is idle) come after the page answers a tap.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      const beforeReady = [...requested];
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(
        beforeReady.map(async (request) => {
          const body = (await request.response())?.body();
          return { type: request.resourceType(), bytes: body ? gzipSize(await body) : 0 };
        }),
      );
      const total = (type: string) =>
        loaded.filter((item) => item.type === type).reduce((sum, item) => sum + item.bytes, 0);
      result[path] = { jsKb: kb(total('script')), cssKb: kb(total('stylesheet')) };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

async function main(): Promise<void> {
  if (!existsSync(ASSETS)) {
    console.error('No dist/web: run npm run build first.');
    process.exit(1);
  }
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
  const chunks = chunkSizes();
  const server = await AppProcess.start();
  let pages: Awaited<ReturnType<typeof pageSizes>>;
  try {
    pages = await pageSizes(server.url);
  } finally {
    await server.stop();
  }

  if (process.argv.includes('--update')) {
    const ceil = (value: number) => Math.ceil(value * HEADROOM * 10) / 10;
    budgets.pages = Object.fromEntries(
      Object.entries(pages).map(([path, size]) => [path, { jsKb: ceil(size.jsKb), cssKb: ceil(size.cssKb) }]),
    );
    budgets.chunks = Object.fromEntries(Object.entries(chunks).map(([name, size]) => [name, ceil(size)]));
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log('budgets.json updated.');
  }

  const failures: string[] = [];
  for (const [path, size] of Object.entries(pages)) {
    const ceiling = budgets.pages[path];
    const { target } = budgets;
    console.log(
      `${path}: JS ${size.jsKb} KB, CSS ${size.cssKb} KB before interaction (gzip); ceiling JS ${ceiling?.jsKb} KB, ` +
        `CSS ${ceiling?.cssKb} KB; target JS ${target.jsKb} KB${size.jsKb <= target.jsKb ? ' met' : ' NOT met yet'}, ` +
        `CSS ${target.cssKb} KB${size.cssKb <= target.cssKb ? ' met' : ' NOT met yet'}`,
    );
    if (!ceiling) failures.push(`${path}: no ceiling in budgets.json`);
    else if (size.jsKb > ceiling.jsKb || size.cssKb > ceiling.cssKb)
      failures.push(`${path}: over its ceiling`);
  }
  for (const [name, size] of Object.entries(chunks)) {
    const ceiling = budgets.chunks[name];
    if (ceiling === undefined)
      console.warn(`New chunk ${name} (${size} KB): record a ceiling with --update.`);
    else if (size > ceiling) failures.push(`chunk ${name}: ${size} KB, over its ceiling of ${ceiling} KB`);
  }
  if (failures.length > 0) {
    console.error(`Size budgets exceeded:\n  ${failures.join('\n  ')}`);
    console.error(
      'If the growth is worth it, run `npm run budgets -- --update` and commit budgets.json saying why.',
    );
    process.exit(1);
  }
  console.log(`Size budgets hold (${Object.keys(chunks).length} chunks checked).`);
}

await main();

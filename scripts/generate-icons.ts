/**
 * Draws the app icons (web app manifest, home screen) from src/web/public/favicon.svg in the system
 * Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and writes them to src/web/public/icons/.
 * Run once after the logo changes: node --import tsx scripts/generate-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = join(import.meta.dirname, '..', 'src', 'web', 'public');
const outDir = join(publicDir, 'icons');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

/** The logo's colour and its white briefcase, the favicon without its rounded background. */
const BRAND = '#c2410c';
const glyph = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<rect width="64"[^>]*\/>/, '');
if (glyph === favicon || !favicon.includes(BRAND)) throw new Error('favicon.svg changed: update this script');

/**
 * A full-bleed square with the briefcase scaled into the middle: for "maskable" icons (the launcher
 * crops to a circle or squircle, so everything must sit inside the central 80%) and Apple's touch icon.
 */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/>` +
  `<g transform="translate(32 33) scale(${scale}) translate(-32 -33)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
    );
    await page.screenshot({ path: join(outDir, icon.file), omitBackground: true });
    console.info(`icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}

/**
 * Runs the Playwright end-to-end tests against a fresh build in the system Chromium
 * (CHROMIUM_PATH, else /usr/bin/chromium). Never downloads a browser.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) {
  // The web app and its server renderer, as npm run build makes them.
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  run('npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

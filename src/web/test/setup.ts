import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { i18n, loadLanguage } from '../lib/i18n';
import { apiServer } from './api';
import { expectedConsoleErrors } from './console';

// An unexpected console.error fails the test that caused it (React warnings, act() problems, ...).
// A test that provokes one on purpose declares it with allowConsoleError(pattern).
let consoleError: MockInstance<typeof console.error>;

// Tests that switch to Hindi find its texts already here (the app downloads them when Hindi is chosen).
await loadLanguage('hi');

// Pages load lazily (a dynamic import per route); on a busy shared machine (load 4x the cores) a page and
// its data took over 5 s.
configure({ asyncUtilTimeout: 10_000 });

// The API answers what each test gives with mockApi (test/api.ts); any other request to the app's origin
// fails the test. Other origins pass through (the live connection's tests run a real WebSocket server).
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).origin === window.location.origin) print.error();
    },
  }),
);
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  // Page tests talk HTTP to a mocked fetch; the live connection (tested on its own, and end to end)
  // stays off, as in a browser without WebSocket.
  vi.stubGlobal('WebSocket', undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
  // A test that switched to Hindi leaves the next one in English.
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  document.cookie = 'locale=; max-age=0; path=/';
  const allowed = expectedConsoleErrors.splice(0);
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  const texts = calls.map((args) =>
    args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '),
  );
  const unexpected = texts.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
  }
});

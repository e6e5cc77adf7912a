import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../shared/api/errors';
import { en } from '../shared/i18n/en';
import { hi } from '../shared/i18n/hi';

/**
 * The web app shows an API error in the visitor's language by its code (src/web/lib/api.ts errorMessage:
 * `errors.<code>`; accounts errors through `accounts.errors.<code>`, src/web/lib/account.ts). This finds
 * every code the server can send and checks both languages have its text.
 */
const SERVER_DIR = join(import.meta.dirname);

function serverSources(): { path: string; text: string }[] {
  return readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('test'))
    .map((path) => ({ path, text: readFileSync(join(SERVER_DIR, path), 'utf8') }));
}

function codesIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

const sources = serverSources();
const appErrorCodes = new Set([
  ...ERROR_CODES,
  ...sources.flatMap(({ text }) => codesIn(text, /AppError\(\s*\d+,\s*'([a-z_]+)'/g)),
]);
const accountCodes = new Set(
  sources
    .filter(({ path }) => path.endsWith('accounts.errors.ts'))
    .flatMap(({ text }) => codesIn(text, /error\(\d+, '([a-z_]+)'/g)),
);

describe('server error codes', () => {
  it('finds the codes the server sends', () => {
    expect(appErrorCodes).toContain('job_full');
    expect(appErrorCodes).toContain('rating_locked');
    expect(accountCodes).toContain('login_failed');
  });

  it.each([
    ['English', en],
    ['Hindi', hi],
  ] as const)('each has a text in %s', (_language, catalogue) => {
    const errors = catalogue.errors as Record<string, string | undefined>;
    const accountErrors = catalogue.accounts.errors as Record<string, string | undefined>;
    const missing = [
      ...[...appErrorCodes].filter((code) => !errors[code]).map((code) => `errors.${code}`),
      ...[...accountCodes].filter((code) => !accountErrors[code]).map((code) => `accounts.errors.${code}`),
    ];
    expect(missing).toEqual([]);
  });
});

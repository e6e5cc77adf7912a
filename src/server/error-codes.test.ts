import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, ERROR_CODES } from '../shared/api/errors';
import { en } from '../shared/i18n/en';
import { accounts } from '../shared/i18n/en-accounts';
import { hi } from '../shared/i18n/hi';
import { accountsHi } from '../shared/i18n/hi-accounts';

/**
 * The web app shows an API error in the visitor's language by its code (src/web/lib/api.ts errorMessage:
 * `errors.<code>`; accounts errors through `accounts.errors.<code>`, src/web/lib/account.ts). The server
 * can only send codes of the closed list (`ErrorCode`, checked by the type checker); this checks both
 * languages word each of them.
 */
describe('server error codes', () => {
  it('lists the codes the server sends', () => {
    expect(ERROR_CODES).toContain('job_full');
    expect(ERROR_CODES).toContain('rating_locked');
    expect(ACCOUNT_ERROR_CODES).toContain('login_failed');
    expect(new Set([...ERROR_CODES, ...ACCOUNT_ERROR_CODES]).size).toBe(
      ERROR_CODES.length + ACCOUNT_ERROR_CODES.length,
    );
  });

  it.each([
    ['English', en, accounts],
    ['Hindi', hi, accountsHi],
  ] as const)('each has a text in %s', (_language, catalogue, accountTexts) => {
    const errors = catalogue.errors as Record<string, string | undefined>;
    const accountErrors = accountTexts.errors as Record<string, string | undefined>;
    const missing = [
      ...ERROR_CODES.filter((code) => !errors[code]).map((code) => `errors.${code}`),
      ...ACCOUNT_ERROR_CODES.filter((code) => !accountErrors[code]).map((code) => `accounts.errors.${code}`),
    ];
    expect(missing).toEqual([]);
  });
});

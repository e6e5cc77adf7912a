import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { parseIdentifier } from '../../../shared/identifiers';
import { ApiError, fieldMessage, type Translate } from '../../lib/api';
import { accountErrorMessage } from '../../lib/account';
import '../../lib/texts/validation';
import { toastError } from '../../lib/toast';
import '../../lib/texts/accounts';

export interface ForgotAccountValues {
  emailOrPhone: string;
}

export interface ForgotResetValues {
  code: string;
  newPassword: string;
}

/**
 * The account step, before anything is sent: the reset contract's email or phone (filled), then one that
 * reads as an email or a phone number of the country.
 */
export function forgotAccountRules(country: CountryCode, t: Translate) {
  return passwordResetRequestSchema.pick({ emailOrPhone: true }).superRefine((values, context) => {
    if (parseIdentifier(values.emailOrPhone, country).kind === 'invalid') {
      context.addIssue({
        code: 'custom',
        path: ['emailOrPhone'],
        message: t('accounts.errors.invalid_identifier'),
      });
    }
  });
}

/** The code step: the reset contract's 6-digit code, then its new-password rule. */
export const forgotResetRules = passwordResetConfirmSchema.pick({ code: true, newPassword: true });

/** A problem of the account step in a toast: an empty field says so alone; a misread one says why. */
export function toastAccountProblem(emailOrPhone: string, message: string, t: Translate): void {
  if (!emailOrPhone.trim()) toastError(message);
  else toastError(t('auth.toasts.invalidInput'), message);
}

/** The account step's rules on a value already there (Send again): its problem in a toast, or none. */
export function accountProblem(emailOrPhone: string, country: CountryCode, t: Translate): string | null {
  const parsed = forgotAccountRules(country, t).safeParse({ emailOrPhone });
  if (parsed.success) return null;
  return fieldMessage(parsed.error.issues[0]?.message ?? '', t);
}

/** Why the server refused a post of this page, said as the page's script says it. */
export function refusalMessage(error: ApiError, t: Translate): string {
  if (error.fields.code) return t('accounts.errors.code_format');
  return accountErrorMessage(error, t);
}

/** A request that failed: the API's reason under `title`, anything else as unexpected. */
export function toastForgotFailure(title: string, error: unknown, t: Translate): void {
  if (error instanceof ApiError) toastError(title, accountErrorMessage(error, t));
  else toastError(t('auth.toasts.error'), t('auth.toasts.unexpected'));
}

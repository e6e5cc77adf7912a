import { z } from 'zod';
import { newPasswordSchema } from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { parseIdentifier } from '../../../shared/identifiers';
import { fieldMessage, type ApiError, type Translate } from '../../lib/api';
import { accountErrorMessage } from '../../lib/account';
import '../../lib/texts/validation';
import type { AuthValues } from './use-auth-submit';
import '../../lib/texts/accounts';

/**
 * Spec 5, before anything is sent, one problem at a time in this order: every field filled (the name
 * only to register), then, to register, an email or phone that reads as one and the accounts contract's
 * password rule (`newPasswordSchema`).
 */
export function authRules({
  isRegister,
  country,
  t,
}: {
  isRegister: boolean;
  country: CountryCode;
  t: Translate;
}) {
  return z
    .object({ name: z.string(), emailOrPhone: z.string(), password: z.string() })
    .superRefine((values, context) => {
      const problem = (field: keyof AuthValues, message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      const fill = t('accounts.errors.fill_all_fields');
      if (isRegister && !values.name.trim()) {
        problem('name', fill);
        return;
      }
      if (!values.emailOrPhone.trim()) {
        problem('emailOrPhone', fill);
        return;
      }
      if (!values.password) {
        problem('password', fill);
        return;
      }
      if (!isRegister) return;
      if (parseIdentifier(values.emailOrPhone, country).kind === 'invalid') {
        problem('emailOrPhone', t('accounts.errors.invalid_identifier'));
        return;
      }
      const password = newPasswordSchema.safeParse(values.password);
      if (!password.success) {
        problem('password', fieldMessage(password.error.issues[0]?.message ?? '', t));
        return;
      }
    });
}

/** The API's refusals that are about the email or phone typed. */
const IDENTIFIER_ERRORS = new Set([
  'invalid_identifier',
  'invalid_email',
  'invalid_phone',
  'email_taken',
  'phone_taken',
]);

/** The messages beside the fields after a post the server refused (decision 0021), in the page's language. */
export function postedFieldErrors(
  error: ApiError | null,
  t: Translate,
): Partial<Record<keyof AuthValues, string>> {
  if (!error) return {};
  const errors: Partial<Record<keyof AuthValues, string>> = {};
  for (const field of ['name', 'emailOrPhone', 'password'] as const) {
    const message = error.fields[field];
    if (message) errors[field] = fieldMessage(message, t);
  }
  if (IDENTIFIER_ERRORS.has(error.code)) errors.emailOrPhone = accountErrorMessage(error, t);
  return errors;
}

import { AppError } from '../../errors';
import type { ErrorCode } from '../../../shared/api/errors';
import { t } from '../../i18n';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../../../shared/api/accounts';

/** The accounts feature's errors: a stable code and the catalogue's English message. */
const error = (status: number, code: ErrorCode, params?: Record<string, string | number>) =>
  new AppError(status, code, t(`accounts.errors.${code}`, params), params ? { params } : {});

export const accountErrors = {
  /** Names no field (an account keeps an email or a phone): the web app words it by its code. */
  fillAllFields: () => new AppError(400, 'validation_failed', t('validation.fillAllFields')),
  invalidIdentifier: () => error(400, 'invalid_identifier'),
  invalidEmail: () => error(400, 'invalid_email'),
  invalidPhone: () => error(400, 'invalid_phone'),
  loginFailed: () => error(401, 'login_failed'),
  emailNotVerified: (email: string) => error(403, 'email_not_verified', { email }),
  phoneNotVerified: (phone: string) => error(403, 'phone_not_verified', { phone }),
  suspended: () => error(403, 'account_suspended'),
  invalidCode: () => error(400, 'invalid_code'),
  notSignedIn: () => error(401, 'unauthorized'),
  emailTaken: () => error(409, 'email_taken'),
  phoneTaken: () => error(409, 'phone_taken'),
  passwordRequired: () => error(400, 'password_required'),
  wrongPassword: () => error(403, 'wrong_password'),
  noEmail: () => error(400, 'no_email'),
  providerNotConfigured: (provider: SocialProvider) =>
    error(400, 'provider_not_configured', { provider: SOCIAL_PROVIDER_NAMES[provider] }),
};

export const NO_USER_LOGGED_IN = t('accounts.errors.unauthorized');

import { isAPIError } from 'better-auth/api';
import type { Auth } from '../../auth/auth';
import type { SocialProvider } from '../../../shared/api/accounts';

/** The cookies better-auth wants set (or cleared) on our response. */
export type SetCookies = string[];

export type PasswordSignIn =
  | { kind: 'signed-in'; userId: string; cookies: SetCookies }
  | { kind: 'unverified' }
  | { kind: 'suspended' }
  | { kind: 'failed' };

export type CodeType = 'email-verification' | 'forget-password';

function cookiesOf(headers: Headers | null | undefined): SetCookies {
  return headers?.getSetCookie() ?? [];
}

function apiErrorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
}

/** Rethrows anything that is not one of better-auth's expected API errors (4xx answers). */
function expectApiError(error: unknown): void {
  if (!isAPIError(error) || error.statusCode >= 500) throw error;
}

/**
 * The better-auth calls the accounts feature makes (server-side `auth.api`), with its errors turned
 * into plain results and its Set-Cookie headers handed back for our responses.
 */
export class AuthGateway {
  constructor(private readonly auth: Auth) {}

  async hashPassword(password: string): Promise<string> {
    const context = await this.auth.$context;
    return context.password.hash(password);
  }

  async verifyPassword(hash: string, password: string): Promise<boolean> {
    const context = await this.auth.$context;
    return context.password.verify({ hash, password });
  }

  /** Email + password sign-in; `unverified` means the password was right but the email is not verified. */
  async signIn(email: string, password: string, headers: Headers): Promise<PasswordSignIn> {
    try {
      const result = await this.auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers,
        returnHeaders: true,
      });
      return { kind: 'signed-in', userId: result.response.user.id, cookies: cookiesOf(result.headers) };
    } catch (error) {
      if (apiErrorCode(error) === 'EMAIL_NOT_VERIFIED') return { kind: 'unverified' };
      // Only after the password was checked: the session hook refuses banned users (auth.ts).
      if (apiErrorCode(error) === 'ACCOUNT_SUSPENDED') return { kind: 'suspended' };
      expectApiError(error);
      return { kind: 'failed' };
    }
  }

  /** A fresh 6-digit code (emailOTP plugin: hashed, 60 minutes, 5 tries), replacing the previous one. */
  async createCode(email: string, type: CodeType): Promise<string> {
    return this.auth.api.createVerificationOTP({ body: { email, type } });
  }

  /** Verifies the email with its code and signs the user in; null for a wrong, expired or void code. */
  async verifyEmail(
    email: string,
    code: string,
    headers: Headers,
  ): Promise<{ userId: string; cookies: SetCookies } | null> {
    try {
      const result = await this.auth.api.verifyEmailOTP({
        body: { email, otp: code },
        headers,
        returnHeaders: true,
      });
      return { userId: result.response.user.id, cookies: cookiesOf(result.headers) };
    } catch (error) {
      expectApiError(error);
      return null;
    }
  }

  /** Sets a new password with a reset code; every session of the user ends. False for a bad code. */
  async resetPassword(email: string, code: string, newPassword: string): Promise<boolean> {
    try {
      await this.auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password: newPassword } });
      return true;
    } catch (error) {
      expectApiError(error);
      return false;
    }
  }

  /** Changes the password, ending the user's other sessions; null when the current password is wrong. */
  async changePassword(
    headers: Headers,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ cookies: SetCookies } | null> {
    try {
      const result = await this.auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      });
      return { cookies: cookiesOf(result.headers) };
    } catch (error) {
      expectApiError(error);
      return null;
    }
  }

  /** Sets a first password for an account created through a social provider. */
  async setPassword(headers: Headers, newPassword: string): Promise<void> {
    await this.auth.api.setPassword({ body: { newPassword }, headers });
  }

  /** Ends every session of the signed-in user (see globalSignOut) and returns the cookie-clearing headers. */
  async signOut(headers: Headers): Promise<SetCookies> {
    const result = await this.auth.api.signOut({
      body: { disableRedirect: true },
      headers,
      returnHeaders: true,
    });
    return cookiesOf(result.headers);
  }

  /** The provider's authorize URL, plus the state cookie that ties the callback to this browser. */
  async socialAuthorizeUrl(
    provider: SocialProvider,
    urls: { returnTo: string; errorUrl: string },
    headers: Headers,
  ): Promise<{ url: string; cookies: SetCookies }> {
    const result = await this.auth.api.signInSocial({
      body: {
        provider,
        callbackURL: urls.returnTo,
        newUserCallbackURL: urls.returnTo,
        errorCallbackURL: urls.errorUrl,
        disableRedirect: true,
      },
      headers,
      returnHeaders: true,
    });
    if (!result.response.url) throw new Error(`No authorize URL for ${provider}`);
    return { url: result.response.url, cookies: cookiesOf(result.headers) };
  }
}

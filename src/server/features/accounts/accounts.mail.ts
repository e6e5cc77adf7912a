import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../email/mailer';
import { renderEmail, type AccountEmailName } from '../../email/templates';
import type { Env } from '../../env';
import { isPseudoEmail } from '../../../shared/identifiers';
import { ROUTES } from '../../../shared/routes';

export interface Recipient {
  email: string;
  name: string;
  locale?: string | null;
}

/**
 * The accounts emails, in the recipient's language. Pseudo-emails (phone accounts, providers without
 * an email) are never mailed. A failed send is logged and reported as false, never thrown: callers
 * answer the same either way, so a mail problem reveals nothing and breaks no flow.
 */
export class AccountMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The code, with a link to the verification page (and back to where the user started). */
  verificationCode(to: Recipient, code: string, returnTo = '/'): Promise<boolean> {
    const query = new URLSearchParams({ email: to.email });
    if (returnTo !== '/') query.set('returnTo', returnTo);
    return this.send('verificationCode', to, { code, verifyUrl: `${this.url(ROUTES.verifyEmail)}?${query}` });
  }

  existingAccount(to: Recipient): Promise<boolean> {
    return this.send('existingAccount', to, {
      signInUrl: this.url(ROUTES.login),
      resetUrl: this.url(ROUTES.forgotPassword),
    });
  }

  welcome(to: Recipient): Promise<boolean> {
    return this.send('welcome', to, { siteUrl: this.url('/'), supportEmail: this.env.brand.supportEmail });
  }

  resetCode(to: Recipient, code: string): Promise<boolean> {
    return this.send('resetCode', to, { code, resetUrl: this.url(ROUTES.forgotPassword) });
  }

  /** To the owner of an address someone tried to add to another account: no code, nothing changed. */
  emailInUse(to: Recipient): Promise<boolean> {
    return this.send('emailInUse', to, {});
  }

  changeEmailCode(to: Recipient, code: string): Promise<boolean> {
    return this.send('changeEmailCode', to, { code });
  }

  deleteCode(to: Recipient, code: string): Promise<boolean> {
    return this.send('deleteCode', to, { code });
  }

  private url(path: string): string {
    return `${this.env.PUBLIC_URL}${path}`;
  }

  private async send(
    name: AccountEmailName,
    to: Recipient,
    params: Record<string, string>,
  ): Promise<boolean> {
    if (isPseudoEmail(to.email)) return false;
    const email = renderEmail(`accounts.emails.${name}`, {
      to: to.email,
      locale: to.locale,
      params: { ...params, name: to.name, siteName: this.env.brand.siteName },
    });
    try {
      await this.mailer.send(email);
      return true;
    } catch (error) {
      this.log.error({ err: error, email: name }, 'could not send an accounts email');
      return false;
    }
  }
}

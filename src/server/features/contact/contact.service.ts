import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../email/mailer';
import { AppError } from '../../errors';
import { translator } from '../../i18n';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { Brand } from '../../../shared/brand';
import type { ContactInput, ContactResponse } from '../../../shared/api/contact';
import { SERVICE_CLAIMS } from '../../../shared/content/marketing';
import type { ContactRepo } from './contact.repo';

/** Messages per client IP: enough for a real conversation, too few to flood the support inbox. */
export const CONTACT_LIMIT: RateLimitRule = { name: 'contact:ip', limit: 5, windowMs: 60 * 60_000 };

export interface ContactSender {
  ip: string | null;
  userId: string | null;
}

/**
 * The contact form (checked by the route's schema): count against the per-IP limit, store, then email the support address
 * (plain text, reply-to the sender). The message is stored before it is mailed, so a mail failure loses
 * nothing: it is logged and the sender still gets their confirmation.
 */
export class ContactService {
  private readonly t = translator('en');

  constructor(
    private readonly repo: ContactRepo,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly brand: Brand,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(input: ContactInput, sender: ContactSender): Promise<ContactResponse> {
    await this.consumeLimit(sender.ip ?? 'unknown');
    const receivedAt = this.now();
    const { id } = await this.repo.insert({
      ...input,
      ipAddress: sender.ip,
      userId: sender.userId,
      createdAt: receivedAt,
    });

    const name = `${input.firstName} ${input.lastName}`;
    const params = {
      siteName: this.brand.siteName,
      subject: input.subject,
      name,
      firstName: input.firstName,
      email: input.email,
      account: sender.userId
        ? this.t('info.email.signedIn', { userId: sender.userId })
        : this.t('info.email.signedOut'),
      id: String(id),
      receivedAt: receivedAt.toISOString(),
      message: input.message,
    };
    try {
      await this.mailer.send({
        to: this.brand.supportEmail,
        subject: this.t('info.email.subject', params),
        // Plain text only: what the sender typed is never sent as HTML.
        text: `${this.t('info.email.body', params)}\n`,
        replyTo: replyTo(name, input.email),
      });
    } catch (error) {
      this.log.error({ err: error, contactMessageId: id }, 'contact message stored but not emailed');
    }

    const replyTime = this.t('info.units.hours', { count: SERVICE_CLAIMS.emailResponseHours });
    return {
      id,
      message: this.t('info.contact.form.success', { name: input.firstName, email: input.email, replyTime }),
    };
  }

  private async consumeLimit(ip: string): Promise<void> {
    try {
      await this.limiter.consume(CONTACT_LIMIT, ip);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      const seconds = Number(error.extra.params?.seconds ?? 60);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new AppError(
        429,
        'rate_limited',
        this.t('info.contact.form.rateLimited', { count: minutes, email: this.brand.supportEmail }),
        { params: { seconds, minutes } },
      );
    }
  }
}

/**
 * "Name" <address> with the name quoted: quotes, backslashes and angle brackets are dropped from it,
 * so a name can never change the address (line breaks are already gone: the contract flattens names).
 */
export function replyTo(name: string, email: string): string {
  const safeName = name.replace(/["\\<>]/g, '').trim();
  return safeName ? `"${safeName}" <${email}>` : email;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Mailer } from '../../email/mailer';
import { renderEmail } from '../../email/templates';
import type { Env } from '../../env';
import { isPseudoEmail } from '../../../shared/identifiers';
import { MESSAGE_EMAIL_PREVIEW_LENGTH } from '../../../shared/limits';
import { buildPath } from '../../../shared/routes';
import type { Recipient } from './messaging.repo';

/** The first name, for "Asha sent you a message" (nothing more of the sender is mailed). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** At most 80 characters of the message on one line, with "…" when cut. */
export function preview(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= MESSAGE_EMAIL_PREVIEW_LENGTH) return line;
  return `${characters
    .slice(0, MESSAGE_EMAIL_PREVIEW_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The "new message" email and its unsubscribe tokens. A token is the user id with an HMAC of it under
 * the app's secret: it works without signing in, only for message emails, only for that user.
 */
export class MessagingMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: Env,
    private readonly secret: string,
  ) {}

  canEmail(email: string): boolean {
    return !isPseudoEmail(email);
  }

  private signature(userId: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:messages:${userId}`).digest('base64url');
  }

  unsubscribeToken(userId: string): string {
    return `${userId}.${this.signature(userId)}`;
  }

  /** The user id a token was made for, or null for anything else. */
  userIdFromToken(token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const userId = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.signature(userId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  async newMessage(input: {
    recipientId: string;
    recipient: Recipient;
    senderName: string;
    jobTitle: string;
    conversationId: number;
    content: string;
  }): Promise<void> {
    const base = this.env.PUBLIC_URL;
    const token = encodeURIComponent(this.unsubscribeToken(input.recipientId));
    const conversationUrl = `${base}${buildPath('messages')}?conversation=${input.conversationId}`;
    const unsubscribeUrl = `${base}${buildPath('unsubscribe')}?token=${token}`;
    const email = renderEmail('messages.emails.newMessage', {
      to: input.recipient.email,
      locale: input.recipient.locale,
      params: {
        siteName: this.env.brand.siteName,
        name: input.recipient.name,
        senderName: firstName(input.senderName),
        jobTitle: input.jobTitle,
        preview: preview(input.content),
        conversationUrl,
        unsubscribeUrl,
      },
    });
    await this.mailer.send({
      ...email,
      headers: {
        'List-Unsubscribe': `<${base}/api/notifications/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
}

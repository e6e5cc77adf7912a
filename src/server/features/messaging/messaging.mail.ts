import type { Mailer } from '../../email/mailer';
import { renderEmail } from '../../email/templates';
import type { Env } from '../../env';
import type { UnsubscribeTokens } from '../../email/unsubscribe';
import { isPseudoEmail } from '../../../shared/identifiers';
import { MESSAGE_EMAIL_PREVIEW_LENGTH } from '../../../shared/limits';
import { buildPath } from '../../../shared/routes';
import { firstName } from '../../../shared/text/names';
import type { Recipient } from './message-emails.repo';

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

/** The "new message" email, with its unsubscribe link (src/server/email/unsubscribe.ts). */
export class MessagingMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: Env,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  canEmail(email: string): boolean {
    return !isPseudoEmail(email);
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
    const unsubscribe = this.tokens.links(base, 'messages', input.recipientId);
    const conversationUrl = `${base}${buildPath('messages')}?conversation=${input.conversationId}`;
    const unsubscribeUrl = unsubscribe.pageUrl;
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
    await this.mailer.send({ ...email, headers: unsubscribe.headers });
  }
}

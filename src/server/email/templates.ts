import type { Email } from './mailer';
import { translator } from '../i18n';
import { escapeHtml } from '../../shared/text/html';

/** The emails the accounts feature sends; texts live in the catalogue under `accounts.emails.<name>`. */
export type AccountEmailName =
  | 'verificationCode'
  | 'existingAccount'
  | 'welcome'
  | 'resetCode'
  | 'changeEmailCode'
  | 'emailInUse'
  | 'deleteCode';

/** Where an email's `subject` and `body` texts live in the catalogue. */
export type EmailKey =
  | `accounts.emails.${AccountEmailName}`
  | 'messages.emails.newMessage'
  | 'safety.emails.jobRemoved'
  | 'alerts.emails.instant'
  | 'alerts.emails.digest';

export interface EmailTemplateInput {
  to: string;
  locale?: string | null;
  /** Interpolated into the texts; `siteName` is always present. */
  params: Record<string, string | number> & { siteName: string };
}

/** Plain-text paragraphs as simple HTML: every character escaped, line breaks kept. */
function paragraphsToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
}

/** Builds a localised email (subject, text and escaped HTML) with the brand's footer. */
export function renderEmail(key: EmailKey, input: EmailTemplateInput): Email {
  const t = translator(input.locale);
  const subject = t(`${key}.subject`, input.params);
  const body = t(`${key}.body`, input.params);
  const footer = t('email.footer', { siteName: input.params.siteName });
  const text = `${body}\n\n--\n${footer}\n`;
  return { to: input.to, subject, text, html: paragraphsToHtml(`${body}\n\n${footer}`) };
}

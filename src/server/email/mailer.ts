import nodemailer, { type Transporter } from 'nodemailer';
import { KeptMessages, type Kept } from '../kept-messages';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export type SentEmail = Kept<Email>;

export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

/** Sends through SMTP (SMTP_URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(email: Email): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...email });
  }
  close(): void {
    this.transport.close();
  }
}

/** Without SMTP: logs every email and keeps the latest ones for the dev mailbox page. */
export class DevOutbox implements Mailer {
  private readonly emails: KeptMessages<Email>;
  constructor(
    private readonly log: (message: string) => void = (message) => console.info(message),
    capacity = 200,
  ) {
    this.emails = new KeptMessages(capacity);
  }
  async send(email: Email): Promise<void> {
    this.emails.keep(email);
    this.log(`[dev outbox] to=${email.to} subject=${JSON.stringify(email.subject)}\n${email.text}`);
  }
  /** Newest first. */
  list(): SentEmail[] {
    return this.emails.list();
  }
  close(): void {}
}

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from) : new DevOutbox();
}

import { KeptMessages, type Kept } from '../kept-messages';

/**
 * Text messages (issue #24 item 2): phone verification codes. SMS_URL picks a provider (Twilio's Messages
 * API); without it the dev outbox keeps them, listed in /dev/mailbox with the emails.
 */
export interface Sms {
  /** E.164, e.g. +919876543210. */
  to: string;
  text: string;
}

export type SentSms = Kept<Sms>;

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

export class SmsError extends Error {}

/** Without SMS_URL: logs every text and keeps the latest ones for the dev mailbox. */
export class DevSmsOutbox implements SmsSender {
  private readonly texts: KeptMessages<Sms>;
  constructor(
    private readonly log: (message: string) => void = (message) => console.info(message),
    capacity = 200,
  ) {
    this.texts = new KeptMessages(capacity);
  }
  async send(sms: Sms): Promise<void> {
    this.texts.keep(sms);
    this.log(`[dev sms] to=${sms.to}\n${sms.text}`);
  }
  /** Newest first. */
  list(): SentSms[] {
    return this.texts.list();
  }
}

/**
 * Twilio's Messages API: a form post of To, From (or MessagingServiceSid) and Body with basic auth.
 * SMS_URL = https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com/2010-04-01/Accounts/ACCOUNT_SID/Messages.json?From=%2B15005550006
 * (or ?MessagingServiceSid=MG…): the credentials and the sender come from the URL, nothing else to set.
 */
export class TwilioSms implements SmsSender {
  private readonly endpoint: string;
  private readonly authorization: string;
  private readonly sender: [string, string];

  constructor(
    url: string,
    private readonly timeoutMs = 10_000,
  ) {
    const parsed = new URL(url);
    const user = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    const from = parsed.searchParams.get('From');
    const service = parsed.searchParams.get('MessagingServiceSid');
    if (!user || !password) throw new SmsError('SMS_URL needs the account and token: https://SID:TOKEN@…');
    if (!from && !service) throw new SmsError('SMS_URL needs ?From=+1… or ?MessagingServiceSid=MG…');
    this.sender = from ? ['From', from] : ['MessagingServiceSid', service ?? ''];
    this.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    this.endpoint = parsed.href;
  }

  async send(sms: Sms): Promise<void> {
    const body = new URLSearchParams([['To', sms.to], this.sender, ['Body', sms.text]]);
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { authorization: this.authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = await response.text();
    if (!response.ok) throw new SmsError(`SMS provider answered ${response.status}: ${answer.slice(0, 200)}`);
  }
}

export function createSmsSender(smsUrl: string | undefined): SmsSender {
  return smsUrl ? new TwilioSms(smsUrl) : new DevSmsOutbox();
}

/**
 * Ways to reach or pay a person, found in a post (issue #25 item 4): phone numbers, UPI ids and
 * messenger handles, normalised so the same one written differently compares equal ("+91 98765-43210"
 * and "9876543210"; "wa.me/919876543210" is that phone number; "@HR_Desk" and "t.me/hr_desk" are one
 * handle). A job removed as a scam keeps its identifiers; a new post that carries one is held.
 */
export const SCAM_IDENTIFIER_KINDS = ['phone', 'upi', 'messenger'] as const;
export type ScamIdentifierKind = (typeof SCAM_IDENTIFIER_KINDS)[number];

export interface ScamIdentifier {
  kind: ScamIdentifierKind;
  value: string;
}

const PHONE =
  /(?<![\d+])(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)|(?<![\d+])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/gu;
const WHATSAPP_LINK = /wa\.me\/\+?(\d{10,13})/giu;
const TELEGRAM_LINK = /(?:t|telegram)\.me\/([a-z0-9_]{4,32})/giu;
const WHATSAPP_GROUP = /chat\.whatsapp\.com\/([a-z0-9]{6,40})/giu;
// Not an email address: no ".domain" after the handle (a full stop ending the sentence is fine).
const UPI_ID = /(?<![\w.@-])([\w.-]{2,}@[a-z][a-z0-9]{1,15})(?![\w@]|\.\w)/giu;
const HANDLE = /(?<![\w.@/-])@([a-z0-9_]{4,32})(?![\w@])/giu;

/** The last ten digits: the number without its country code or trunk 0. */
function phoneValue(raw: string): string | null {
  const digits = raw.replace(/\D/gu, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Every identifier in the text (and the post's contact number, when given), each once. */
export function findScamIdentifiers(text: string, contactPhone?: string | null): ScamIdentifier[] {
  const found = new Map<string, ScamIdentifier>();
  const add = (kind: ScamIdentifierKind, value: string | null) => {
    if (value) found.set(`${kind}:${value}`, { kind, value });
  };
  const normalised = text.normalize('NFKC');
  for (const match of normalised.matchAll(WHATSAPP_LINK)) add('phone', phoneValue(match[1] ?? ''));
  const withoutLinks = normalised.replace(WHATSAPP_LINK, ' ');
  for (const match of withoutLinks.matchAll(PHONE)) add('phone', phoneValue(match[0]));
  for (const match of normalised.matchAll(TELEGRAM_LINK))
    add('messenger', `@${(match[1] ?? '').toLowerCase()}`);
  for (const match of normalised.matchAll(WHATSAPP_GROUP))
    add('messenger', `chat.whatsapp.com/${match[1] ?? ''}`);
  for (const match of normalised.matchAll(UPI_ID)) add('upi', (match[1] ?? '').toLowerCase());
  for (const match of normalised.matchAll(HANDLE)) add('messenger', `@${(match[1] ?? '').toLowerCase()}`);
  if (contactPhone) add('phone', phoneValue(contactPhone));
  return [...found.values()];
}

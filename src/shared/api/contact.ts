import { z } from 'zod';
import { info } from '../i18n/en-info';

/**
 * The contact API contract.
 *  POST /api/contact   contactRequestSchema -> 201 contactResponseSchema
 *                      400 validation_failed with one message per bad field in `fields`;
 *                      429 rate_limited (CONTACT_LIMIT per IP) with params { seconds, minutes };
 *                      403 origin_rejected from another site.
 * The message is stored (with the sender's IP and, when signed in, the user id) and emailed as plain
 * text to the support address, reply-to the sender.
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export type ContactErrorKey = keyof typeof info.contact.errors;
/** Gives the text of a field message (the catalogue's `info.contact.errors.<key>` in some language). */
export type ContactMessages = (key: ContactErrorKey, params?: Record<string, number>) => string;

/** The English messages, straight from the catalogue (the server's answers). */
export const englishContactMessages: ContactMessages = (key, params = {}) =>
  info.contact.errors[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** One line of text: inner runs of whitespace (line breaks, tabs) become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The contact form's schema. The web app builds it with translated messages; the server uses the English
 * `contactRequestSchema`. Single-line fields are trimmed and flattened (they end up in email headers).
 */
export function createContactSchema(message: ContactMessages = englishContactMessages) {
  const requiredLine = (required: ContactErrorKey, tooLong: ContactErrorKey, max: number) =>
    z
      .string({ error: () => message(required) })
      .transform(oneLine)
      .pipe(z.string().min(1, message(required)).max(max, message(tooLong, { max })));
  return z.object({
    firstName: requiredLine('firstNameRequired', 'nameTooLong', CONTACT_NAME_MAX),
    lastName: requiredLine('lastNameRequired', 'nameTooLong', CONTACT_NAME_MAX),
    email: z
      .string({ error: () => message('emailInvalid') })
      .trim()
      .pipe(z.email(message('emailInvalid')).max(CONTACT_EMAIL_MAX, message('emailInvalid'))),
    subject: requiredLine('subjectRequired', 'subjectTooLong', CONTACT_SUBJECT_MAX),
    message: z
      .string({ error: () => message('messageTooShort', { min: CONTACT_MESSAGE_MIN }) })
      .trim()
      .min(CONTACT_MESSAGE_MIN, message('messageTooShort', { min: CONTACT_MESSAGE_MIN }))
      .max(CONTACT_MESSAGE_MAX, message('messageTooLong', { max: CONTACT_MESSAGE_MAX })),
  });
}

export const contactRequestSchema = createContactSchema();
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  /** The stored message's reference number. */
  id: z.number(),
  /** A confirmation for people (English; the web app shows its own translated text). */
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

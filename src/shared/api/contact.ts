import { z } from 'zod';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '../limits';
import { validationKey, type ValidationName } from './validation';

/**
 * The contact API contract.
 *  POST /api/contact   contactRequestSchema -> 201 contactResponseSchema
 *                      400 validation_failed with one message per bad field in `fields`;
 *                      429 rate_limited (CONTACT_LIMIT per IP) with params { seconds, minutes };
 *                      403 origin_rejected from another site.
 * The message is stored (with the sender's IP and, when signed in, the user id) and emailed as plain
 * text to the support address, reply-to the sender.
 */
export { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX };

/** One line of text: inner runs of whitespace (line breaks, tabs) become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const requiredLine = (required: ValidationName, tooLong: ValidationName, max: number) =>
  z
    .string(validationKey(required))
    .transform(oneLine)
    .pipe(z.string().min(1, validationKey(required)).max(max, validationKey(tooLong)));

const EMAIL = validationKey('contactEmail');
const MESSAGE_TOO_SHORT = validationKey('contactMessageTooShort');

/**
 * The contact form's schema, for the web app's form and the server alike. Single-line fields are trimmed
 * and flattened (they end up in email headers).
 */
export const contactRequestSchema = z.object({
  firstName: requiredLine('contactFirstName', 'contactNameTooLong', CONTACT_NAME_MAX),
  lastName: requiredLine('contactLastName', 'contactNameTooLong', CONTACT_NAME_MAX),
  email: z.string(EMAIL).trim().pipe(z.email(EMAIL).max(CONTACT_EMAIL_MAX, EMAIL)),
  subject: requiredLine('contactSubject', 'contactSubjectTooLong', CONTACT_SUBJECT_MAX),
  message: z
    .string(MESSAGE_TOO_SHORT)
    .trim()
    .min(CONTACT_MESSAGE_MIN, MESSAGE_TOO_SHORT)
    .max(CONTACT_MESSAGE_MAX, validationKey('contactMessageTooLong')),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  /** The stored message's reference number. */
  id: z.number(),
  /** A confirmation for people (English; the web app shows its own translated text). */
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

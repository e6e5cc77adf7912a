import { en } from '../i18n/en';
import { validation } from '../i18n/en-validation';
import { VALIDATION_PREFIX, validationKey, type ValidationKey, type ValidationName } from './validation';

/** The English of every validation key (the server's answers; the tests check both languages with it). */
const ENGLISH: Record<ValidationName, string> = { ...en.validation, ...validation };

export const VALIDATION_KEYS = (Object.keys(ENGLISH) as ValidationName[]).map(validationKey);

export function isValidationKey(message: string): message is ValidationKey {
  return (
    message.startsWith(VALIDATION_PREFIX) && Object.hasOwn(ENGLISH, message.slice(VALIDATION_PREFIX.length))
  );
}

/** A check's message in English (what the API says); a message that is not a key, as it is. */
export function englishValidationText(message: string): string {
  return isValidationKey(message)
    ? ENGLISH[message.slice(VALIDATION_PREFIX.length) as ValidationName]
    : message;
}

/**
 * Per-field messages (keys or texts) as an error answer carries them: `fields` in English, as the API
 * always answered, and `fieldKeys` with the key of each field that has one (absent when none has).
 */
export function fieldsWithKeys(messages: Record<string, string>): {
  fields: Record<string, string>;
  fieldKeys?: Record<string, ValidationKey>;
} {
  const fields: Record<string, string> = {};
  const fieldKeys: Record<string, ValidationKey> = {};
  for (const [field, message] of Object.entries(messages)) {
    fields[field] = englishValidationText(message);
    if (isValidationKey(message)) fieldKeys[field] = message;
  }
  return Object.keys(fieldKeys).length > 0 ? { fields, fieldKeys } : { fields };
}

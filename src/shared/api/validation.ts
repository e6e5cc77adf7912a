import { validation } from '../i18n/en-validation';

/**
 * The messages of the contracts' checks are catalogue keys, never English (docs/decisions/0031-v): a
 * zod issue's message is `validation.<name>`. The web app says it in the person's language (`fieldMessage`
 * in web/lib/api.ts); the server answers the English text in `fields`, and the key in `fieldKeys`.
 */
export type ValidationName = keyof typeof validation;
export type ValidationKey = `validation.${ValidationName}`;

const PREFIX = 'validation.';

/** The message a check carries: the catalogue key of its text. */
export const validationKey = (name: ValidationName): ValidationKey => `${PREFIX}${name}`;

/** Every key the catalogue words (the tests check both languages against the contracts with it). */
export const VALIDATION_KEYS = (Object.keys(validation) as ValidationName[]).map(validationKey);

export function isValidationKey(message: string): message is ValidationKey {
  return message.startsWith(PREFIX) && Object.hasOwn(validation, message.slice(PREFIX.length));
}

/** A check's message in English (what the API says); a message that is not a key, as it is. */
export function englishValidationText(message: string): string {
  return isValidationKey(message) ? validation[message.slice(PREFIX.length) as ValidationName] : message;
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
